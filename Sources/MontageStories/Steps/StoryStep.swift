import Montage

/// One step of a story's interactions (`Story(…) { … } steps: { click(.button("삭제하기")) }`):
/// what a person does on the page, or what they then see. Steps never run by themselves: a
/// player runs them.
public struct StoryStep: Equatable, Sendable {
    /// What the step does.
    public enum Action: Equatable, Sendable {
        /// A click (the primary button) on the part.
        case click(PartLocator)
        /// A double click.
        case doubleClick(PartLocator)
        /// A long press.
        case longPress(PartLocator)
        /// The pointer resting over the part.
        case hover(PartLocator)
        /// A drag (a swipe) from the part's center by (`x`, `y`) pixels.
        case drag(PartLocator, x: Double, y: Double)
        /// A drag from the part onto another.
        case dragOnto(PartLocator, PartLocator)
        /// Text typed (Hangul through the input method's commit path), into the part, or where
        /// the focus is when nil.
        case type(String, into: PartLocator?)
        /// A key or a shortcut pressed (`"Tab"`, `"Shift+Tab"`, `"Ctrl+Z"`).
        case press(KeyCombination)
        /// The keyboard focus moved to the part.
        case focus(PartLocator)
        /// The part scrolled into view.
        case scrollTo(PartLocator)
        /// Waiting until the part is there (and, when given, in the state expected).
        case wait(PartLocator, StepExpectation?)
        /// An expectation of the part, or of the page when nil.
        case expect(PartLocator?, StepExpectation)
    }

    /// What the step does.
    public let action: Action
    /// The line it stands on in its file (0 for a built-in story's).
    public let line: Int

    /// A step doing `action`, written on `line`.
    public init(_ action: Action, line: Int = 0) {
        self.action = action
        self.line = line
    }

    /// The part the step acts on or expects of (the first, for a drag onto another); nil for a
    /// key pressed, text typed where the focus is, or an expectation of the page.
    public var part: PartLocator? {
        switch action {
        case .click(let locator), .doubleClick(let locator), .longPress(let locator), .hover(let locator), .drag(let locator, _, _),
             .dragOnto(let locator, _), .focus(let locator), .scrollTo(let locator), .wait(let locator, _):
            locator
        case .type(_, let locator), .expect(let locator, _): locator
        case .press: nil
        }
    }

    /// The actions a story file writes, for a diagnostic's suggestion.
    static let actionNames = ["click", "doubleClick", "longPress", "hover", "drag", "type", "press", "focus", "scrollTo", "wait", "expect"]

    /// The step a call in a `steps:` closure writes (`click(.button("삭제하기"))`).
    @MainActor static func read(_ expr: StoryExpr, line: Int, _ reading: StoryReading) throws(StoryError) -> StoryStep {
        guard case .call(let name, false, let arguments) = expr.kind else {
            throw StoryError("a step is a call such as click(.button(\"…\")) or expect(.field(\"…\"), .text(\"…\"))", at: expr.offset)
        }
        var call = CallArguments(name, arguments, at: expr.offset)
        let action: Action
        switch name {
        case "click": action = .click(try call.take(nil, reading))
        case "doubleClick": action = .doubleClick(try call.take(nil, reading))
        case "longPress": action = .longPress(try call.take(nil, reading))
        case "hover": action = .hover(try call.take(nil, reading))
        case "drag":
            let part = try call.take(nil, as: PartLocator.self, reading)
            if arguments.contains(where: { $0.label == "onto" }) {
                action = .dragOnto(part, try call.take("onto", reading))
            } else {
                action = .drag(part, x: try call.take("x", default: 0, reading), y: try call.take("y", default: 0, reading))
                if case .drag(_, 0, 0) = action { throw StoryError("a drag needs a distance: drag(…, x: -120) or drag(…, onto: …)", at: expr.offset) }
            }
        case "type":
            let text = try call.take(nil, as: String.self, reading)
            action = .type(text, into: try call.take("into", as: PartLocator?.self, default: .some(nil), reading))
        case "press":
            let keys = try call.take(nil, as: String.self, reading)
            do { action = .press(try KeyCombination(keys)) } catch { throw StoryError(error.message, at: arguments.first?.value.offset) }
        case "focus": action = .focus(try call.take(nil, reading))
        case "scrollTo": action = .scrollTo(try call.take(nil, reading))
        case "wait": action = .wait(try call.take("for", reading), try call.take(nil, as: StepExpectation?.self, default: .some(nil), reading))
        case "expect":
            if arguments.count == 1 {
                action = .expect(nil, try call.take(nil, reading))
            } else {
                action = .expect(try call.take(nil, as: PartLocator.self, reading), try call.take(nil, reading))
            }
        default: throw StoryError.unknown("step", name, among: actionNames, at: expr.offset)
        }
        try call.finish()
        return StoryStep(action, line: line)
    }

    /// The call that writes this step, as a story file does.
    @MainActor var storyExpr: StoryExpr {
        func call(_ name: String, _ arguments: [StoryArgument]) -> StoryExpr { StoryExpr(.call(name, implicit: false, arguments)) }
        func part(_ locator: PartLocator, _ label: String? = nil) -> StoryArgument { StoryArgument(label, locator.storyExpr) }
        switch action {
        case .click(let locator): return call("click", [part(locator)])
        case .doubleClick(let locator): return call("doubleClick", [part(locator)])
        case .longPress(let locator): return call("longPress", [part(locator)])
        case .hover(let locator): return call("hover", [part(locator)])
        case .drag(let locator, let x, let y):
            return call("drag", [part(locator)] + (x != 0 ? [StoryArgument("x", x.storyExpr)] : []) + (y != 0 ? [StoryArgument("y", y.storyExpr)] : []))
        case .dragOnto(let from, let to): return call("drag", [part(from), part(to, "onto")])
        case .type(let text, let into): return call("type", [StoryArgument(nil, text.storyExpr)] + (into.map { [part($0, "into")] } ?? []))
        case .press(let keys): return call("press", [StoryArgument(nil, keys.description.storyExpr)])
        case .focus(let locator): return call("focus", [part(locator)])
        case .scrollTo(let locator): return call("scrollTo", [part(locator)])
        case .wait(let locator, let expectation):
            return call("wait", [part(locator, "for")] + (expectation.map { [StoryArgument(nil, $0.storyExpr)] } ?? []))
        case .expect(let locator, let expectation):
            return call("expect", (locator.map { [part($0)] } ?? []) + [StoryArgument(nil, expectation.storyExpr)])
        }
    }

    /// The Swift that writes this step.
    @MainActor public var swift: String { storyExpr.text }
}

extension StoryStep.Action {
    /// This action on `locator` instead of its part (the first, for a drag onto another); an
    /// action on no part is as it is.
    public func replacingPart(with locator: PartLocator) -> Self {
        switch self {
        case .click: .click(locator)
        case .doubleClick: .doubleClick(locator)
        case .longPress: .longPress(locator)
        case .hover: .hover(locator)
        case .drag(_, let x, let y): .drag(locator, x: x, y: y)
        case .dragOnto(_, let target): .dragOnto(locator, target)
        case .type(let text, let part): part == nil ? self : .type(text, into: locator)
        case .focus: .focus(locator)
        case .scrollTo: .scrollTo(locator)
        case .wait(_, let expectation): .wait(locator, expectation)
        case .expect(let part, let expectation): part == nil ? self : .expect(locator, expectation)
        case .press: self
        }
    }
}
