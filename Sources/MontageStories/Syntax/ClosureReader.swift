internal import SwiftSyntax

/// Reads a closure of a story file: its parameter names and the `print("…")` calls it makes
/// (a string literal, `\(parameter)` allowed), and its source text: what an action logs when it
/// does more than print (a seed example's `{ verifyCode() }`), and what a slot's placeholder shows.
enum ClosureReader {
    static func read(_ closure: ClosureExprSyntax) throws(StoryError) -> StoryClosure {
        var parameters: [String] = []
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): parameters = list.map(\.name.text)
            case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            @unknown default: throw StoryError("this closure signature is not one a story file can hold", at: clause.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
        var prints: [[StoryClosure.PrintPart]] = []
        var assignments: [StoryClosure.Assignment] = []
        var others = false
        for statement in closure.statements {
            if let assignment = try assignment(statement.item, parameters: parameters) {
                assignments.append(assignment)
            } else if let call = statement.item.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print",
               call.arguments.count == 1, let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                prints.append(try parts(of: literal, parameters: parameters))
            } else {
                others = true
            }
        }
        return StoryClosure(parameters: parameters, prints: prints, onlyPrints: !others, source: closure.statements.trimmedDescription,
                            assignments: assignments)
    }

    /// `name = $0` (or the closure's named parameter), `name = value` (a literal or a case) and
    /// `name.toggle()`: what a closure of the seed docs does to the story's values
    /// (`.switch(checked: isOn, onSelect: { isOn = $0 })`); nil for any other statement.
    private static func assignment(_ item: CodeBlockItemSyntax.Item, parameters: [String]) throws(StoryError) -> StoryClosure.Assignment? {
        if let call = item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
           let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true {
            return StoryClosure.Assignment(name: name, value: .toggle)
        }
        guard let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(AssignmentExprSyntax.self), let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isLowercase == true || name.first == "_" else { return nil }
        if let reference = elements[2].as(DeclReferenceExprSyntax.self) {
            let used = reference.baseName.text
            if used.hasPrefix("$"), let index = Int(used.dropFirst()) { return StoryClosure.Assignment(name: name, value: .parameter(index)) }
            if let index = parameters.firstIndex(of: used) { return StoryClosure.Assignment(name: name, value: .parameter(index)) }
        }
        return StoryClosure.Assignment(name: name, value: .expr(try ExpressionReader.read(elements[2])))
    }

    private static func parts(of literal: StringLiteralExprSyntax, parameters: [String]) throws(StoryError) -> [StoryClosure.PrintPart] {
        var parts: [StoryClosure.PrintPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                parts.append(.text(StringLiteralExprSyntax(openingQuote: .stringQuoteToken(), segments: [.stringSegment(text)],
                                                           closingQuote: .stringQuoteToken()).representedLiteralValue ?? text.content.text))
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let name = interpolation.expressions.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let index = parameters.firstIndex(of: name) else {
                    throw StoryError("print(\"…\") in a story file can show only the closure's own parameter, as \\(name)",
                                     at: interpolation.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
                parts.append(.parameter(index))
            @unknown default:
                throw StoryError("this string is not one a story file can hold", at: segment.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
        return parts
    }
}
