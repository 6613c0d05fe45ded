internal import SwiftSyntax

/// How deep a parsed tree nests, measured without recursion before anything recursive (the
/// diagnostics generator, the location converter, the interpreter) walks it: a chain of 70,000
/// modifier calls or 150,000 members parses flat but nests one node per link.
enum TreeDepth {
    /// The deepest tree a story file may have (a story's deepest needs about 150: brackets 64
    /// deep at two or three nodes each; a chain of 60 modifiers is 120).
    static let maximum = 1_000

    /// Where the tree first nests deeper than `maximum`, or nil: the UTF-8 offset of the statement
    /// holding the first node past it (where the chain or nesting starts), its leading trivia
    /// included (finding the statement's first token would recurse down the chain).
    static func tooDeep(_ tree: some SyntaxProtocol) -> Int? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > maximum {
                var statement = node
                while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self) { statement = parent }
                return statement.position.utf8Offset
            }
            for child in node.children(viewMode: .all) { stack.append((child, depth + 1)) }
        }
        return nil
    }
}
