import GtkKit
import MontageGtk
import GtkKitInput
import MontageAudit
import MontageCatalog
import MontageStories

/// Plays a story's steps on its surface, one at a time, with real input through the X server: a
/// click moves the pointer to the part's center and presses the button there, typed text is
/// keys (Hangul through the input method), and after each action the player waits until GTK
/// has handled what it made and painted. Parts are looked for until they are there (at most
/// `patience` seconds), and expectations until they hold.
@MainActor
package final class StoryPlayer {
    /// Why a step failed, as a person reads it.
    package struct Failure: Error, CustomStringConvertible {
        /// The reason.
        package let description: String
    }

    /// The story on screen.
    package let surface: PlaySurface
    let input: SyntheticInput
    /// The folder of the goldens a `.golden` expectation compares with (nil: none given).
    package var goldens: String?
    /// The scheme the story is played in (a golden's name ends with it).
    package var scheme: ColorScheme = .light
    /// How long a part is looked for, or an expectation waited for, before the step fails.
    package var patience = 5.0
    /// The events the story logged since it opened, in order.
    package private(set) var events: [EventCenter.Event] = []
    private let center: EventCenter
    private var observer = 0

    /// A player of `surface`'s story with `input`, hearing the events `center` gets for it.
    package init(surface: PlaySurface, input: SyntheticInput, center: EventCenter) {
        self.surface = surface
        self.input = input
        self.center = center
        let story = surface.story.id
        observer = center.observe { [weak self] event in
            if event.story == story { self?.events.append(event) }
        }
    }

    isolated deinit {
        center.stopObserving(observer)
    }

    /// Plays `step`, the `index`-th of its story, and says how it went: passed, or failed and
    /// why; its time, the events the story logged meanwhile and its part's accessible subtree.
    package func play(_ step: StoryStep, index: Int) async -> PlayReport.StepPlay {
        var result = PlayReport.StepPlay(index: index, line: step.line, step: step.swift, locator: step.part?.description, status: .passed)
        let logged = events.count, start = MonotonicClock.microseconds
        do throws(Failure) {
            try await perform(step)
        } catch {
            result.status = .failed
            result.message = error.description
        }
        result.milliseconds = (MonotonicClock.microseconds - start) / 1000
        result.events = events[logged...].map { $0.name + ($0.value.map { ": " + $0 } ?? "") }
        result.part = step.part.map { Self.subtree(of: $0, in: surface.page) } ?? []
        return result
    }

    /// The accessible subtree of the part `locator` finds, a line a node indented by depth (at
    /// most 60); empty when it is not there.
    static func subtree(of locator: PartLocator, in page: WidgetPointer) -> [String] {
        guard let part = try? PartFinder.find(locator, in: page) else { return [] }
        let nodes = AccessibleTree.read(part, page: page)
        var depth: [Int: Int] = [:]
        return nodes.prefix(60).map { node in
            let level = node.parent.flatMap { depth[$0].map { $0 + 1 } } ?? 0
            depth[node.index] = level
            return String(repeating: "  ", count: level) + node.line
        } + (nodes.count > 60 ? ["… (\(nodes.count) in all)"] : [])
    }

    /// Does what `step` says, or throws why it could not (a part not found, an expectation not met).
    package func perform(_ step: StoryStep) async throws(Failure) {
        switch step.action {
        case .click(let locator): try await click(locator, count: 1)
        case .doubleClick(let locator): try await click(locator, count: 2)
        case .longPress(let locator): try await longPress(locator)
        case .hover(let locator): try await hover(locator)
        case .drag(let locator, let x, let y): try await drag(from: locator, by: (x, y))
        case .dragOnto(let from, let to): try await drag(from: from, onto: to)
        case .type(let text, let locator): try await type(text, into: locator)
        case .press(let keys): try await press(keys)
        case .focus(let locator):
            let part = try await find(locator)
            guard part.grabFocus() || part.focusInRoot.map({ $0.isInside(part) }) == true else {
                throw Failure(description: "\(locator.description) cannot take the keyboard focus")
            }
            await settle()
        case .scrollTo(let locator): try await scroll(to: locator)
        case .wait(let locator, let expectation):
            _ = try await find(locator)
            if let expectation { try await expect(expectation, of: locator) }
        case .expect(let locator, let expectation):
            if let locator { try await expect(expectation, of: locator) } else { try await expectOfPage(expectation) }
        }
    }

    /// The part `locator` addresses, looked for until it is there (at most `patience` seconds).
    func find(_ locator: PartLocator) async throws(Failure) -> WidgetPointer {
        let page = surface.page
        var problem: PartFinder.Problem?
        var found: WidgetPointer?
        _ = await MainLoop.pause(until: {
            do throws(PartFinder.Problem) { found = try PartFinder.find(locator, in: page) } catch { problem = error }
            return found != nil
        }, timeout: patience)
        guard let found else { throw Failure(description: problem?.description ?? "no \(locator.description) on the page") }
        return found
    }

    /// Waits until GTK has handled every event the X server has for it, laid out and painted
    /// what they changed, and handled what it asked while painting.
    func settle() async {
        input.sync()
        await MainLoop.pauseUntilIdle()
        await MainLoop.pauseForPaint(surface.window)
        input.sync()
        await MainLoop.pauseUntilIdle()
    }

    /// Waits until `expectation` holds for the part (at most `patience` seconds).
    private func expect(_ expectation: StepExpectation, of locator: PartLocator) async throws(Failure) {
        let page = surface.page
        var last: String?
        let held = await MainLoop.pause(until: {
            do throws(PartFinder.Problem) { last = try PartExpectation.mismatch(expectation, of: locator, in: page) } catch { last = error.description }
            return last == nil
        }, timeout: patience)
        guard held else { throw Failure(description: "expected \(locator.description) \(expectation.swift): \(last ?? "it is not")") }
    }
}
