import GtkKit
import MontageCatalog
import MontagePlayer
import MontageStories

/// Turns what a person does on a page into steps, as they do it: a click, a double click, a
/// long press or a drag on a part (named by `PartNaming`, the other names it has kept as
/// alternatives), typed text merged into one step per field, keys and shortcuts (Tab and the
/// arrows included), the pointer resting on a part (a hover); a right click asks which
/// expectation of the part to add (`expectations`). It listens in the capture phase and stops
/// nothing but that right click.
@MainActor
final class StepRecorder {
    /// A recorded step and the other locators of its part.
    struct Recorded {
        /// The step.
        var step: StoryStep
        /// Other locators of its part, best first (the step's own among them).
        var alternatives: [PartLocator]
    }

    /// The steps recorded, in order.
    private(set) var recorded: [Recorded] = []
    /// Called when a step is added or the last one changes.
    var onChange: @MainActor () -> Void = {}
    /// Called on a right click on a part: where (in the page), its locator and what it offers.
    var onExpectations: @MainActor (_ at: (x: Double, y: Double), _ locator: PartLocator, _ offered: [StepExpectation]) -> Void = { _, _, _ in }

    private let page: WidgetPointer
    private var controller: EventController?
    private var press: (point: (x: Double, y: Double), time: UInt32, locators: [PartLocator], moved: Double)?
    private var lastClick: (locator: PartLocator, time: UInt32, point: (x: Double, y: Double))?
    /// The field being typed into: its locator, its text before, and the step it writes.
    private var typing: (field: WidgetPointer, locator: PartLocator, before: String, step: Int)?
    private var rest: (source: UInt32, point: (x: Double, y: Double))?

    /// A recorder of what happens on `page` (not started).
    init(page: WidgetPointer) {
        self.page = page
    }

    /// Starts listening.
    func start() {
        guard controller == nil, let window = page.root else { return }
        controller = window.onInputEvent(phase: .capture) { [weak self] event in self?.handle(event) ?? false }
    }

    /// Stops listening.
    func stop() {
        if let controller, let window = controller.widget { window.removeController(controller) }
        controller = nil
        cancelRest()
    }

    /// Stops its timers, leaving its controller to go with the window.
    func abandon() {
        cancelRest()
        controller = nil
    }

    /// Adds `step` as if recorded (an expectation chosen from the right-click menu).
    func add(_ step: StoryStep, alternatives: [PartLocator] = []) {
        typing = nil
        append(step, alternatives)
    }

    /// Replaces the part of the recorded step at `index` with `locator` (an alternative chosen).
    func replaceLocator(at index: Int, with locator: PartLocator) {
        guard recorded.indices.contains(index) else { return }
        recorded[index].step = StoryStep(recorded[index].step.action.replacingPart(with: locator))
        onChange()
    }

    // MARK: events

    private func handle(_ event: InputEvent) -> Bool {
        guard let window = page.root else { return false }
        let point = event.position.flatMap { window.point($0.x, $0.y, in: page) }
        switch event.kind {
        case .buttonPress:
            guard let point, onPage(point) else { return false }
            cancelRest()
            if event.button == 3 {
                offerExpectations(at: point)
                return true
            }
            guard event.button == 1 else { return false }
            typing = nil
            press = (point, event.time, locators(at: point), 0)
        case .motion:
            guard let point else { return false }
            if var held = press {
                held.moved = max(held.moved, distance(point, held.point))
                press = held
            } else if onPage(point) {
                restPointer(at: point)
            } else {
                cancelRest()
            }
        case .buttonRelease:
            if event.button == 3, let point, onPage(point) { return true }
            guard event.button == 1, let held = press, let point else { return false }
            press = nil
            release(held, at: point, time: event.time)
        case .keyPress:
            cancelRest()
            key(event)
        default:
            break
        }
        return false
    }

    /// A press ended: a drag when it moved, a long press when held, else a click (a double
    /// click when it repeats the last one in time and place).
    private func release(_ held: (point: (x: Double, y: Double), time: UInt32, locators: [PartLocator], moved: Double), at point: (x: Double, y: Double), time: UInt32) {
        guard let locator = held.locators.first else { return }
        let dx = (point.x - held.point.x).rounded(), dy = (point.y - held.point.y).rounded()
        if held.moved > 8 {
            let target = locators(at: point).first
            if let target, target != locator, target.role == .cell, locator.role == .cell, abs(dy) > abs(dx) {
                append(StoryStep(.dragOnto(locator, target)), held.locators)
            } else {
                append(StoryStep(.drag(locator, x: dx, y: dy)), held.locators)
            }
            lastClick = nil
            return
        }
        let longPress = UInt32(Settings.current.map { Properties.int($0, "gtk-long-press-time") } ?? 500)
        if time &- held.time >= longPress {
            append(StoryStep(.longPress(locator)), held.locators)
            lastClick = nil
            return
        }
        let doubleClick = UInt32(Settings.current.map { Properties.int($0, "gtk-double-click-time") } ?? 400)
        if let last = lastClick, last.locator == locator, time &- last.time <= doubleClick, distance(point, last.point) < 8,
           case .click? = recorded.last?.step.action {
            recorded[recorded.count - 1].step = StoryStep(.doubleClick(locator))
            lastClick = nil
            onChange()
            return
        }
        // A hover just before a click on the same part says nothing the click does not.
        if case .hover(let hovered)? = recorded.last?.step.action, hovered == locator { recorded.removeLast() }
        append(StoryStep(.click(locator)), held.locators)
        lastClick = (locator, time, point)
    }

    /// A key: text typed into a field (merged into one step), or a key or shortcut pressed.
    private func key(_ event: InputEvent) {
        guard !event.isModifierKey else { return }
        let focus = page.focusInRoot
        let field = focus.flatMap { widget in Gtk.Editable(checking: widget) != nil && widget.isInside(page) ? widget : nil }
        let typesText = event.character != nil && !event.control && !event.alt && !event.superKey
        let editing = ["BackSpace", "Delete"].contains(event.keyName ?? "") && typing?.field == field
        if let field, typesText || editing {
            if typing?.field != field {
                let locator = PartNaming.locators(for: field, in: page).first { $0.role == .field } ?? PartNaming.locators(for: field, in: page).first
                guard let locator else { return }
                append(StoryStep(.type("", into: locator)), [])
                typing = (field, locator, Gtk.Editable(field).text, recorded.count - 1)
            }
            // The text is read once GTK (and its input method) has handled the key.
            MainLoop.idle { [weak self] in
                self?.updateTyping()
                return false
            }
            return
        }
        typing = nil
        guard let combination = Self.combination(event) else { return }
        append(StoryStep(.press(combination)), [])
    }

    /// The typed step says what the field gained since typing began (a text that no longer
    /// starts with what was there ends the merge).
    private func updateTyping() {
        guard let typing, recorded.indices.contains(typing.step) else { return }
        let now = Gtk.Editable(typing.field).text
        guard now.hasPrefix(typing.before) else {
            self.typing = nil
            return
        }
        recorded[typing.step].step = StoryStep(.type(String(now.dropFirst(typing.before.count)), into: typing.locator))
        onChange()
    }

    /// The key combination of a key event as a step writes it; nil for a key it cannot name.
    static func combination(_ event: InputEvent) -> KeyCombination? {
        guard var name = event.keyName else { return nil }
        let aliases = ["ISO_Left_Tab": "Tab", "KP_Enter": "Return", "KP_Add": "plus", "KP_Subtract": "minus", "KP_Up": "Up", "KP_Down": "Down",
                       "KP_Left": "Left", "KP_Right": "Right", "KP_Home": "Home", "KP_End": "End", "KP_Delete": "Delete"]
        name = aliases[name] ?? name
        var modifiers: [String] = []
        if event.control { modifiers.append("Ctrl") }
        if event.alt { modifiers.append("Alt") }
        if event.superKey { modifiers.append("Super") }
        let named = KeyCombination.keyNames.contains(name)
        if !named {
            guard let character = event.character else { return nil }
            name = character == "+" ? "plus" : character == "-" ? "minus" : String(character).lowercased() == String(character) || !modifiers.isEmpty
                ? String(character).lowercased() : String(character)
        }
        // Shift is written when it changes the key's meaning (Shift+Tab, Ctrl+Shift+Z), not for a capital letter typed.
        if event.shift, named || !modifiers.isEmpty { modifiers.append("Shift") }
        return try? KeyCombination((modifiers + [name]).joined(separator: "+"))
    }

    // MARK: parts

    private func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    private func onPage(_ point: (x: Double, y: Double)) -> Bool {
        guard let bounds = page.bounds() else { return false }
        return bounds.contains(point.x, point.y)
    }

    /// The locators of the part under `point` of the page, best first.
    private func locators(at point: (x: Double, y: Double)) -> [PartLocator] {
        guard let widget = page.pick(point.x, point.y) else { return [PartLocator(x: point.x.rounded(), y: point.y.rounded())] }
        return PartNaming.locators(for: widget, in: page, point: point)
    }

    private func offerExpectations(at point: (x: Double, y: Double)) {
        typing = nil
        guard let locator = locators(at: point).first(where: { $0.role != nil }) else { return }
        onExpectations(point, locator, PartExpectation.offered(for: locator, in: page))
    }

    /// The pointer resting a second on an interactive part is a hover.
    private func restPointer(at point: (x: Double, y: Double)) {
        cancelRest()
        let source = MainLoop.timeout(milliseconds: 1000) { [weak self] in
            guard let self else { return false }
            self.rest = nil
            guard let locator = self.locators(at: point).first, [.button, .cell, .checkbox, .radio, .switch].contains(locator.role) else { return false }
            if case .hover(let last)? = self.recorded.last?.step.action, last == locator { return false }
            if case .click(let last)? = self.recorded.last?.step.action, last == locator { return false }
            self.append(StoryStep(.hover(locator)), [])
            return false
        }
        rest = (source, point)
    }

    private func cancelRest() {
        if let rest { MainLoop.remove(rest.source) }
        rest = nil
    }

    private func append(_ step: StoryStep, _ alternatives: [PartLocator]) {
        recorded.append(Recorded(step: step, alternatives: alternatives))
        onChange()
    }
}
