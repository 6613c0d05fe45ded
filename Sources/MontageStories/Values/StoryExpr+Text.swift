/// How the Code panel prints an expression: Swift as a person writes it, a modifier per line
/// (indented by four under what it modifies), a closure as a trailing closure where it is the
/// last unlabeled argument.
extension StoryExpr {
    /// The Swift text.
    var text: String { text(indent: "") }

    private func text(indent: String) -> String {
        switch kind {
        case .string(let value): return Self.quote(value)
        case .integer(let value): return String(value)
        case .hex(let value):
            let digits = String(value, radix: 16, uppercase: true)
            return "0x" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        case .float(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .boolean(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .member(let name, let qualifier): return (qualifier ?? "") + "." + name
        case .binding(let name): return "$" + name
        case .variable(let name): return name
        case .array(let elements): return "[" + elements.map { $0.text(indent: indent) }.joined(separator: ", ") + "]"
        case .closure(let closure): return Self.closure(closure)
        case .call(let name, let implicit, let arguments): return (implicit ? "." : "") + name + Self.arguments(arguments, indent: indent)
        case .modifier(let base, let name, let arguments) where base.isImplicitChain:
            // A value's refinement (`.button("삭제하기").in(.cell("택배"))`) stays on its line.
            return base.text(indent: indent) + "." + name + Self.arguments(arguments, indent: indent)
        case .modifier(let base, let name, let arguments):
            return base.text(indent: indent) + "\n" + indent + "    ." + name + Self.arguments(arguments, indent: indent + "    ")
        }
    }

    /// Whether the expression is an implicit member call (`.cell("…")`) or a modifier chain on one.
    private var isImplicitChain: Bool {
        switch kind {
        case .call(_, true, _): true
        case .modifier(let base, _, _): base.isImplicitChain
        default: false
        }
    }

    private static func arguments(_ arguments: [StoryArgument], indent: String) -> String {
        var arguments = arguments
        var trailing = ""
        if let last = arguments.last, last.label == nil, case .closure(let closure) = last.value.kind, arguments.count > 0 {
            trailing = " " + Self.closure(closure)
            arguments.removeLast()
        }
        let listed = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text(indent: indent) }.joined(separator: ", ")
        return arguments.isEmpty && !trailing.isEmpty ? trailing : "(" + listed + ")" + trailing
    }

    private static func closure(_ closure: StoryClosure) -> String {
        let parameters = closure.parameters.isEmpty ? "" : closure.parameters.joined(separator: ", ") + " in"
        if !closure.onlyPrints || !closure.assignments.isEmpty { return "{ \(parameters.isEmpty ? "" : parameters + " ")\(closure.source) }" }
        let prints = closure.prints.map { parts in
            "print(\"" + parts.map { part -> String in
                switch part {
                case .text(let text): String(quote(text).dropFirst().dropLast())
                case .parameter(let index): "\\(\(closure.parameters[index]))"
                }
            }.joined() + "\")"
        }
        let body = ([parameters].filter { !$0.isEmpty } + prints).joined(separator: " ")
        return body.isEmpty ? "{}" : "{ \(body) }"
    }

    /// A Swift string literal.
    static func quote(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case "\0": escaped += "\\0"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
