import Montage
internal import SwiftSyntax

/// Steps written back into a story file's text, as a recorder saves them: the `steps:` closure
/// of the story titled so (replaced, or added after its trailing closure), or the body of a
/// `Steps("id") { … }`; the rest of the file stays byte for byte.
extension StoryScript {
    /// `text` with `steps` as the steps of its story titled `title` (a `Story("title")`), or
    /// of `Steps("title")`; nil when the file has no such story or has a syntax error.
    @MainActor
    public static func replacingSteps(in text: String, story title: String, with steps: [StoryStep]) -> String? {
        let (source, diagnostics, _) = SyntaxCheck.parse(text, fileName: "story.swift")
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let bytes = Array(text.utf8)
        for statement in source.tree.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "Story" || name == "Steps",
                  let first = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                  first.segments.count == 1, first.segments.first?.as(StringSegmentSyntax.self)?.content.text == title else { continue }
            let indent = String(repeating: " ", count: 4)
            let body = steps.map { step in step.swift.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(separator: "\n") }
                .joined(separator: "\n")
            let block = "{\n" + body + (steps.isEmpty ? "" : "\n") + "}"
            let range: Range<Int>, replacement: String
            if name == "Steps", let closure = call.trailingClosure {
                range = closure.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.endPositionBeforeTrailingTrivia.utf8Offset
                replacement = block
            } else if let existing = call.additionalTrailingClosures.first(where: { $0.label.text == "steps" }) {
                range = existing.closure.positionAfterSkippingLeadingTrivia.utf8Offset..<existing.closure.endPositionBeforeTrailingTrivia.utf8Offset
                replacement = block
            } else if let closure = call.trailingClosure {
                let end = closure.endPositionBeforeTrailingTrivia.utf8Offset
                range = end..<end
                replacement = " steps: " + block
            } else {
                return nil
            }
            return String(decoding: bytes[..<range.lowerBound] + Array(replacement.utf8) + bytes[range.upperBound...], as: UTF8.self)
        }
        return nil
    }

    /// A step file giving the story `id` its `steps` (`Steps("id") { … }`).
    @MainActor
    public static func stepFile(for id: String, steps: [StoryStep]) -> String {
        let body = steps.map { "    " + $0.swift.replacing("\n", with: "\n    ") }.joined(separator: "\n")
        return "import Montage\n\nSteps(\(quote(id))) {\n" + body + (steps.isEmpty ? "" : "\n") + "}\n"
    }
}
