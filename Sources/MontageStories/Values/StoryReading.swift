import Montage

/// What reading a value needs beyond its expression: the story's context (bindings, the events'
/// log, slots) and the subject its closures log under (e.g. `ListCell "김티드" onTap`).
@MainActor
struct StoryReading {
    /// The story's context.
    let context: StoryContext
    /// What a closure read now belongs to, for its log line.
    var subject: String

    /// The same reading for a part of the subject (`… onTap`, `… trailing button`).
    func about(_ part: String) -> StoryReading { StoryReading(context: context, subject: subject.isEmpty ? part : "\(subject) \(part)") }

    /// `expr` as a `V`: a story value (`isOn`) gives its value (see `StoryBindings`).
    func value<V: StoryConvertible>(_ expr: StoryExpr, as type: V.Type, fallback: V? = nil, argumentDefault: V? = nil) throws(StoryError) -> V {
        guard case .variable(let name) = expr.kind else { return try V.read(expr, self) }
        return try context.bindings.value(of: name, at: expr.offset, as: V.self, fallback: fallback, argumentDefault: argumentDefault, self)
    }

    /// An action from a closure: it logs its `print` text, or (when it does more) the subject
    /// and its source, to the Events panel, and makes its assignments to the story's values.
    func action(_ closure: StoryClosure) -> Action {
        let lines = Self.lines(of: closure, subject: subject, values: [])
        // Weakly: the context remembers what its statements made (closures included).
        return { [weak context] in
            for line in lines { context?.onEvent(line) }
            context?.assign(closure.assignments, parameters: [])
        }
    }

    /// A selection action: as `action`, with the new value shown where the closure prints its
    /// parameter (and given where it assigns it).
    func selectAction(_ closure: StoryClosure) -> SelectAction {
        let subject = subject
        return { [weak context] value in
            for line in Self.lines(of: closure, subject: subject, values: ["\(value)"]) { context?.onEvent(line) }
            context?.assign(closure.assignments, parameters: [StoryExpr(.boolean(value))])
        }
    }

    /// A text action: as `selectAction`, with the text.
    func textAction(_ closure: StoryClosure) -> @MainActor @Sendable (String) -> Void {
        let subject = subject
        return { [weak context] text in
            // A secured field's text is never shown, only counted.
            for line in Self.lines(of: closure, subject: subject, values: [SecuredTextReport.shown(text)]) { context?.onEvent(line) }
            context?.assign(closure.assignments, parameters: [StoryExpr(.string(text))])
        }
    }

    private static func lines(of closure: StoryClosure, subject: String, values: [String]) -> [String] {
        let printed = closure.prints.map { parts in
            parts.map { part -> String in
                switch part {
                case .text(let text): text
                case .parameter(let index): values.indices.contains(index) ? values[index] : ""
                }
            }.joined()
        }
        if !closure.onlyPrints { return ["\(subject): \(closure.source)"] }
        return printed.isEmpty ? [subject + (values.isEmpty ? "" : " → \(values.joined(separator: ", "))")] : printed
    }
}
