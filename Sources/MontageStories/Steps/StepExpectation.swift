import Montage

/// What a step expects of a part (or of the page): its text or value, a state, how many parts
/// match, an event the story logged, or a capture matching a golden.
public enum StepExpectation: Equatable, Sendable {
    /// The part shows exactly this text (a label's, a field's content).
    case text(String)
    /// The part's value (a field's text, a slider's number, a drop-down's choice) reads so.
    case value(String)
    /// Checked (a check box, a radio, a switch on, a selected cell's check) or not.
    case checked(Bool)
    /// Selected (a list's row) or not.
    case selected(Bool)
    /// Disabled or not.
    case disabled(Bool)
    /// It has the keyboard focus or not.
    case focused(Bool)
    /// Expanded (an outline's row, a menu) or not.
    case expanded(Bool)
    /// So many parts match the locator.
    case count(Int)
    /// The story logged the event `name` (as the events panel shows it), with `value` when given.
    case event(String, value: String?)
    /// The page matches its golden (`name`: the golden's name; nil: the story's own).
    case golden(String?)

    /// The expectations written without arguments (`.checked`, `.enabled`, `.golden`).
    static let bare: [String: StepExpectation] = [
        "checked": .checked(true), "unchecked": .checked(false), "selected": .selected(true), "disabled": .disabled(true),
        "enabled": .disabled(false), "focused": .focused(true), "expanded": .expanded(true), "collapsed": .expanded(false), "golden": .golden(nil),
    ]
    /// The states written with a `Bool` (`.selected(false)`).
    static let states: [String: @Sendable (Bool) -> StepExpectation] = [
        "checked": { .checked($0) }, "selected": { .selected($0) }, "disabled": { .disabled($0) }, "focused": { .focused($0) },
        "expanded": { .expanded($0) },
    ]
    /// The names a story file writes, for a suggestion.
    static var names: [String] { Set(Array(bare.keys) + Array(states.keys) + ["text", "value", "count", "event"]).map { "." + $0 }.sorted() }
}

extension StepExpectation: StoryConvertible {
    static var storyTypeName: String { "StepExpectation" }

    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> StepExpectation {
        if case .member(let name, nil) = expr.kind, let expectation = bare[name] { return expectation }
        guard case .call(let name, true, let arguments) = expr.kind else {
            if case .member(let name, nil) = expr.kind { throw StoryError.unknown("expectation", ".\(name)", among: names, at: expr.offset) }
            throw mismatch(expr)
        }
        var call = CallArguments(".\(name)", arguments, at: expr.offset)
        let value: StepExpectation
        if let state = states[name] {
            value = state(try call.take(nil, reading))
        } else if name == "text" || name == "value" {
            let text = try call.take(nil, as: String.self, reading)
            value = name == "text" ? .text(text) : .value(text)
        } else if name == "count" {
            let count = try call.take(nil, as: Int.self, reading)
            guard count >= 0 else { throw StoryError("a count of \(count) parts cannot be", at: arguments.first?.value.offset) }
            value = .count(count)
        } else if name == "event" {
            value = .event(try call.take(nil, reading), value: try call.take("value", default: .some(nil), reading))
        } else if name == "golden" {
            value = .golden(try call.take(nil, as: String.self, reading))
        } else {
            throw StoryError.unknown("expectation", ".\(name)", among: names, at: expr.offset)
        }
        try call.finish()
        return value
    }

    var storyExpr: StoryExpr {
        func call(_ name: String, _ arguments: [StoryArgument]) -> StoryExpr { StoryExpr(.call(name, implicit: true, arguments)) }
        func member(_ name: String) -> StoryExpr { StoryExpr(.member(name, qualifier: nil)) }
        switch self {
        case .text(let text): return call("text", [StoryArgument(nil, text.storyExpr)])
        case .value(let text): return call("value", [StoryArgument(nil, text.storyExpr)])
        case .checked(let on): return member(on ? "checked" : "unchecked")
        case .selected(let on): return on ? member("selected") : call("selected", [StoryArgument(nil, false.storyExpr)])
        case .disabled(let on): return member(on ? "disabled" : "enabled")
        case .focused(let on): return on ? member("focused") : call("focused", [StoryArgument(nil, false.storyExpr)])
        case .expanded(let on): return member(on ? "expanded" : "collapsed")
        case .count(let count): return call("count", [StoryArgument(nil, count.storyExpr)])
        case .event(let name, let value):
            return call("event", [StoryArgument(nil, name.storyExpr)] + (value.map { [StoryArgument("value", $0.storyExpr)] } ?? []))
        case .golden(let name): return name.map { call("golden", [StoryArgument(nil, $0.storyExpr)]) } ?? member("golden")
        }
    }

    /// The Swift that writes this expectation (`.checked`, `.text("…")`).
    @MainActor public var swift: String { storyExpr.text }
}
