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
        var others = false
        for statement in closure.statements {
            if let call = statement.item.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print",
               call.arguments.count == 1, let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                prints.append(try parts(of: literal, parameters: parameters))
            } else {
                others = true
            }
        }
        return StoryClosure(parameters: parameters, prints: prints, onlyPrints: !others, source: closure.statements.trimmedDescription)
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
