import GtkKit
import MontageGtk
import MontageCapture
import MontageCatalog
import MontageStories

extension StoryPlayer {
    /// Waits until an expectation of the whole page holds: an event logged (with its value), or
    /// the page matching a golden (checked once, the page settled).
    func expectOfPage(_ expectation: StepExpectation) async throws(Failure) {
        switch expectation {
        case .event(let name, let value):
            let held = await MainLoop.pause(until: { [weak self] in
                self?.events.contains { Self.event($0, matches: name, value: value) } ?? false
            }, timeout: patience)
            guard !held else { return }
            let logged = events.suffix(5).map { $0.name + ($0.value.map { ": " + $0 } ?? "") }
            throw Failure(description: "expected the event \(StoryScript.quote(name))" + (value.map { " with the value \(StoryScript.quote($0))" } ?? "")
                + (logged.isEmpty ? "; none was logged" : "; logged: " + logged.joined(separator: "; ")))
        case .golden(let name):
            try await expectGolden(name)
        default:
            throw Failure(description: "\(expectation.swift) is expected of a part: expect(.field(\"…\"), \(expectation.swift))")
        }
    }

    /// Whether `event` is the event `name` (its whole name, or its last words: `switch onSelect`
    /// is `trailingResources switch onSelect`) with `value` when given. A story file's line
    /// `… → value` is its name and value.
    static func event(_ event: EventCenter.Event, matches name: String, value: String?) -> Bool {
        var logged = (name: event.name, value: event.value)
        if logged.value == nil, let arrow = event.name.ranges(of: " → ").last {
            logged = (String(event.name[..<arrow.lowerBound]), String(event.name[arrow.upperBound...]))
        }
        return (logged.name == name || logged.name.hasSuffix(" " + name)) && (value == nil || logged.value == value)
    }

    /// The golden's file name: `<name or story id>-<scheme>.png`.
    package func goldenFile(_ name: String?) -> String { "\(name ?? surface.story.id)-\(scheme.rawValue).png" }

    /// Compares what the window shows with the golden in `goldens`.
    private func expectGolden(_ name: String?) async throws(Failure) {
        guard let goldens else {
            throw Failure(description: "\(StepExpectation.golden(name).swift) needs the goldens' folder: play with --compare DIR")
        }
        await settle()
        let path = FilePath.join(goldens, goldenFile(name))
        let actual: Texture
        do { actual = try WidgetCapture.texture(of: surface.view, waitingForPaint: false) } catch {
            throw Failure(description: "the page could not be captured: \(error.description)")
        }
        let expected: Texture
        switch PNGFile.read(path, maxPixels: max(2 * actual.width * actual.height, 1 << 24), kind: "a golden") {
        case .image(let image): expected = image
        case .none: throw Failure(description: "there is no golden \(path): the capture after this step is what it would be")
        case .unreadable(let reason): throw Failure(description: "the golden \(path) cannot be read: \(reason)")
        case .oversized(let width, let height): throw Failure(description: "the golden \(path) is \(width)×\(height), far larger than the page")
        }
        let comparison = GoldenComparison(actual: actual, expected: expected)
        guard comparison.matches else { throw Failure(description: "the page differs from \(goldenFile(name)): \(comparison.summary)") }
    }
}
