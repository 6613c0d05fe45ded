internal import SwiftSyntax

/// Reads the expressions of a story file into `StoryExpr`s: literals, cases, calls and modifier
/// chains, arrays, closures and `$bindings`. Anything else Swift allows (operators, variables,
/// conditionals, …) is an error that says what story files hold instead.
enum ExpressionReader {
    /// How deep expressions may nest (1,000 nested arrays read as one clear error, not a crash).
    static let maxDepth = 64

    /// `expression` as a story expression.
    static func read(_ expression: ExprSyntax, depth: Int = 0) throws(StoryError) -> StoryExpr {
        let offset = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        guard depth < maxDepth else { throw StoryError("expressions nest more than \(maxDepth) deep", at: offset) }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let value = literal.representedLiteralValue else {
                throw StoryError("a string in a story file cannot interpolate values (only print(\"…\") can show a closure's parameter)", at: offset)
            }
            return StoryExpr(.string(value), at: offset)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.replacing("_", with: "")
            let value = digits.hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) : digits.hasPrefix("0b") ? Int(digits.dropFirst(2), radix: 2)
                : digits.hasPrefix("0o") ? Int(digits.dropFirst(2), radix: 8) : Int(digits)
            guard let value else {
                throw StoryError("'\(literal.literal.text)' is not an integer a story file can hold", at: offset)
            }
            return StoryExpr(.integer(value), at: offset)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.replacing("_", with: "")), value.isFinite else {
                throw StoryError("'\(literal.literal.text)' is not a number a story file can hold", at: offset)
            }
            return StoryExpr(.float(value), at: offset)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            switch try read(prefix.expression, depth: depth + 1).kind {
            case .integer(let value): return StoryExpr(.integer(-value), at: offset)
            case .float(let value): return StoryExpr(.float(-value), at: offset)
            default: throw StoryError("'-' applies only to a number here", at: offset)
            }
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return StoryExpr(.boolean(literal.literal.tokenKind == .keyword(.true)), at: offset)
        }
        if expression.is(NilLiteralExprSyntax.self) { return StoryExpr(.nilLiteral, at: offset) }
        if let array = expression.as(ArrayExprSyntax.self) {
            var elements: [StoryExpr] = []
            for element in array.elements { elements.append(try read(element.expression, depth: depth + 1)) }
            return StoryExpr(.array(elements), at: offset)
        }
        if let closure = expression.as(ClosureExprSyntax.self) { return StoryExpr(.closure(try ClosureReader.read(closure)), at: offset) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try read(only.expression, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.hasPrefix("$"), name.count > 1 { return StoryExpr(.binding(String(name.dropFirst())), at: offset) }
            if name.first?.isUppercase == true { return StoryExpr(.member(name, qualifier: nil), at: offset) }
            guard !["self", "super"].contains(name) else { throw StoryError("a story file has no '\(name)'", at: offset) }
            // A story's value: its @State, else a story argument (its type the parameter it fills).
            return StoryExpr(.variable(name), at: offset)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return StoryExpr(.member(name, qualifier: nil), at: offset) }
            guard let path = typePath(base) else {
                throw StoryError("'.\(name)' reads a property, which story files cannot; write a modifier call, '.\(name)(…)'", at: member.declName.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return StoryExpr(.member(name, qualifier: path), at: offset)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try read(call, depth: depth) }
        throw StoryError("story files hold literals, cases, calls, modifiers, arrays, closures and $bindings; \(describe(expression)) is none of these", at: offset)
    }

    private static func read(_ call: FunctionCallExprSyntax, depth: Int) throws(StoryError) -> StoryExpr {
        let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
        var arguments: [StoryArgument] = []
        for argument in call.arguments {
            arguments.append(StoryArgument(argument.label?.text, try read(argument.expression, depth: depth + 1),
                                           at: argument.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        if let trailing = call.trailingClosure {
            arguments.append(StoryArgument(nil, StoryExpr(.closure(try ClosureReader.read(trailing)), at: trailing.positionAfterSkippingLeadingTrivia.utf8Offset)))
        }
        if let extra = call.additionalTrailingClosures.first {
            throw StoryError("a story file's call takes at most one trailing closure", at: extra.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return StoryExpr(.call(reference.baseName.text, implicit: false, arguments), at: offset)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return StoryExpr(.call(name, implicit: true, arguments), at: offset) }
            if typePath(base) != nil { return StoryExpr(.call(name, implicit: true, arguments), at: offset) }
            return StoryExpr(.modifier(try read(base, depth: depth + 1), name, arguments),
                             at: member.declName.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        throw StoryError("\(describe(callee)) cannot be called in a story file", at: offset)
    }

    /// `A.B.C` when `expression` is a dotted path of capitalized names (a type), else nil.
    static func typePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let path = typePath(base) {
            let name = member.declName.baseName.text
            return name.first?.isUppercase == true ? "\(path).\(name)" : nil
        }
        return nil
    }

    /// A few words for what an unsupported expression is.
    static func describe(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription
        let short = text.count > 40 ? String(text.prefix(37)) + "…" : text
        return "'\(short)'"
    }
}
