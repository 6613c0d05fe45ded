import Montage

/// The arguments of one call, taken in order against the parameters the API declares, as the
/// compiler matches them: a left-out parameter takes its default, a wrong label, a missing or an
/// extra argument is the compiler's error (with the closest label).
@MainActor
struct CallArguments {
    /// The call, as messages name it (`ListCell(label:onTap:)`, `.icon`).
    let callee: String
    /// Where the call stands (for a missing argument).
    let offset: Int?
    private var remaining: [StoryArgument]
    private var expected: [String?] = []

    init(_ callee: String, _ arguments: [StoryArgument], at offset: Int?) {
        self.callee = callee
        self.remaining = arguments
        self.offset = offset
    }

    /// Whether no argument is left.
    var isEmpty: Bool { remaining.isEmpty }

    /// The argument labelled `label` (nil: unlabeled) as a `V`, or `fallback` when the call
    /// leaves it out (no fallback: the parameter is required). A story value (`isOn`) gives its
    /// value; a story argument starts at `argumentDefault`, the fallback or `V`'s natural value.
    mutating func take<V: StoryConvertible>(_ label: String?, as type: V.Type = V.self, default fallback: V? = nil, argumentDefault: V? = nil,
                                            _ reading: StoryReading) throws(StoryError) -> V {
        guard let expr = try takeExpr(label, required: fallback == nil) else { return fallback! }
        return try reading.value(expr, as: V.self, fallback: fallback, argumentDefault: argumentDefault)
    }

    /// The one unlabeled argument of a call written `callee(_:)` (`.nth(2)`), as a `V`.
    static func only<V: StoryConvertible>(_ callee: String, _ arguments: [StoryArgument], at offset: Int?, as type: V.Type = V.self,
                                          _ reading: StoryReading) throws(StoryError) -> V {
        var call = CallArguments(callee, arguments, at: offset)
        let value = try call.take(nil, as: V.self, reading)
        try call.finish()
        return value
    }

    /// The next argument's expression if it is labelled `label`; nil when it is not there and
    /// not `required`.
    mutating func takeExpr(_ label: String?, required: Bool) throws(StoryError) -> StoryExpr? {
        expected.append(label)
        if let next = remaining.first, next.label == label {
            remaining.removeFirst()
            return next.value
        }
        if !required { return nil }
        if let next = remaining.first {
            throw StoryError("incorrect argument label in call (have '\(Self.labelText(next.label))', expected '\(Self.labelText(label))')", at: next.offset)
        }
        throw StoryError("missing argument for parameter \(label.map { "'\($0)'" } ?? "#\(expected.count)") in call to \(callee)", at: offset)
    }

    /// Fails on an argument left over: an extra one, or one out of order or misspelled.
    func finish() throws(StoryError) {
        guard let extra = remaining.first else { return }
        let known = expected.compactMap { $0 }
        if let label = extra.label {
            let hint = known.contains(label) ? " (arguments go in the order \(callee) declares them)" : Suggestion.didYouMean(label, among: known)
            throw StoryError("extra argument '\(label)' in call to \(callee)\(hint)", at: extra.offset)
        }
        throw StoryError("extra argument in call to \(callee)", at: extra.offset)
    }

    private static func labelText(_ label: String?) -> String { label.map { "\($0):" } ?? "_:" }
}
