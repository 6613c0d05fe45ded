import Glibc
import MontageGtk
import MontageStories
import GtkKit

/// One story file of a watched folder: what it last said (its diagnostics), and the last good
/// version of each of its stories, which the gallery keeps showing while the file has an error.
/// Its bindings (`$name`) live as long as it does, so typed text survives a re-render.
@MainActor
package final class StorySource {
    /// The file's path.
    package let path: String
    /// The file's name (`profile.swift`).
    package var fileName: String { FilePath.lastComponent(path) }
    /// The titles of its stories, in file order, as last read (an incomplete story keeps its place).
    package private(set) var titles: [String] = []
    /// The last good version of each story, by title.
    private(set) var lastGood: [String: FileStory] = [:]
    /// The steps the file gives stories it does not define (`Steps("id") { … }`), as last read without an error.
    package private(set) var plays: [StoryPlaySteps] = []
    /// What is wrong with the file now (empty: nothing).
    package private(set) var diagnostics: [StoryDiagnostic] = []
    /// The line each story starts on, by title, as last read (incomplete ones too).
    private var storyLines: [String: Int] = [:]

    /// The problems a page of the story `title` shows: those from its `Story(` line to the next
    /// story's, and those before the first story (the whole file's); a file whose story is not
    /// found shows them all.
    package func diagnostics(of title: String) -> [StoryDiagnostic] {
        guard let start = storyLines[title] else { return diagnostics }
        let end = storyLines.values.filter { $0 > start }.min() ?? .max
        let first = storyLines.values.min() ?? start
        return diagnostics.filter { ($0.line >= start && $0.line < end) || $0.line < first }
    }
    /// Whether the file is gone (deleted or moved away).
    private(set) var isGone = false
    /// How many times the file was read (a page re-renders when it changes).
    private(set) var generation = 0
    /// The context its stories' closures and slots use.
    package let context: StoryContext
    /// Where its components' callbacks go: the events of the story of this file last built.
    var events: StoryEvents {
        get { eventSink.events ?? .unheard() }
        set { eventSink.events = newValue }
    }
    private let eventSink: EventSink

    /// The events its context's closures report to (they outlive no source, and cannot hold it).
    @MainActor
    private final class EventSink {
        var events: StoryEvents?
    }
    /// The last parse of the file, which the next one starts from (a save reparses what it changed).
    private var lastParsed: ParsedStoryFile?

    /// The largest file parsed on the main thread (bytes); larger ones are parsed in the background.
    static let parsedAtOnce = 16 * 1024

    /// The source of the file at `path`, read at once, its story arguments starting at `arguments`
    /// (`--arg NAME=VALUE`).
    package init(path: String, arguments: [String: String] = [:]) {
        self.path = path
        let sink = EventSink()
        context = StoryContext(onEvent: { sink.events?.record($0) }, makeSlot: { text in SlotView { UnsafeMutableRawPointer(PlaygroundSlot.make(text)) } },
                               suggestions: { _ in Binding(get: { SampleSuggestions.source(sink.events ?? .unheard()) }, set: { _ in }) })
        eventSink = sink
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        // A path is read beside the story file; a bare name that is not there, among the gallery's
        // samples (what an image argument starts at).
        context.resolvePath = { image in
            if image.contains("://") || image.hasPrefix("/") || folder.isEmpty { return image }
            if !image.contains("/"), access(folder + "/" + image, F_OK) != 0, !image.isEmpty { return ResourcePaths.sampleURL(image) }
            return folder + "/" + image
        }
        context.bindings.given = arguments
        context.onChange = { [weak self] in
            // After the closure's own signal handler (a switch's state) has returned.
            _ = MainLoop.idle { [weak self] in
                self?.reinterpret()
                return false
            }
        }
        reload()
    }

    /// Called after the file's stories were read again with new values (a control, a closure).
    var onValuesChange: (@MainActor () -> Void)?

    /// Reads the last parse again with the story's values as they are now (an argument a
    /// control or a closure changed): the page takes the new configurations in place.
    func reinterpret() {
        guard let lastParsed else { return }
        generation += 1
        apply(StoryScript.interpret(lastParsed, context: context))
        onValuesChange?()
    }

    /// Reads the last parse again with every value as it was first (the texts typed, the
    /// states a closure set, the arguments a control changed forgotten): a play starts here.
    package func startAfresh() {
        context.forgetValues()
        reinterpret()
    }

    /// Reads the file again: its diagnostics replace the last ones, and each story read without
    /// an error replaces its last good version. `inBackground`, the text is parsed off the main
    /// thread (the window keeps painting through a large file) and `done` runs once it is in.
    func reload(inBackground: Bool = false, then done: @escaping @MainActor () -> Void = {}) {
        generation += 1
        switch StoryFileText.read(path) {
        case .failure(let problem):
            var info = stat()
            isGone = lstat(path, &info) != 0  // a link that loops is there, and says so
            diagnostics = [StoryDiagnostic(.error, isGone ? tr("the file is gone") : problem.reason, line: 1, column: 1, sourceLine: "")]
            done()
        case .success(let text):
            isGone = false
            let name = fileName
            // A small file (a few hundred lines) is parsed at once: a save reparses only what it
            // changed, in a millisecond or two, and the page takes it in the same turn of the
            // loop. A larger one is parsed off the main thread, so the window keeps painting.
            guard inBackground, text.utf8.count > Self.parsedAtOnce else {
                if case .refused(let reason) = StoryVetting.shared.vet(text, name: path) { refuse(reason) } else {
                    let parsed = StoryScript.parse(text, fileName: name, after: lastParsed)
                    lastParsed = parsed
                    apply(StoryScript.interpret(parsed, context: context))
                }
                return done()
            }
            let generation = self.generation, previous = lastParsed, path = path
            Task.detached {
                let verdict = StoryVetting.shared.vet(text, name: path)
                let parsed = verdict == .readable ? StoryScript.parse(text, fileName: name, after: previous) : nil
                await MainActor.run { [weak self] in
                    // A later save's read wins over this one.
                    guard let self, self.generation == generation else { return }
                    if let parsed {
                        self.lastParsed = parsed
                        self.apply(StoryScript.interpret(parsed, context: self.context))
                    } else if case .refused(let reason) = verdict {
                        self.refuse(reason)
                    }
                    done()
                }
            }
        }
    }

    /// Takes a text the story reader refused: one diagnostic for the whole file; the last good
    /// stories stay.
    private func refuse(_ reason: String) {
        lastParsed = nil
        diagnostics = [StoryDiagnostic(.error, reason, line: 1, column: 1, sourceLine: "")]
    }

    /// Takes what a read found.
    package func apply(_ file: StoryFile) {
        diagnostics = file.diagnostics
        storyLines = Dictionary(file.stories.map { ($0.title, $0.line) }) { first, _ in first }
        // Steps for other stories are taken from a file read without an error (else the last such).
        if !file.hasErrors { plays = file.plays }
        titles = file.stories.map(\.title).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        for story in file.stories where story.isComplete { lastGood[story.title] = story }
    }
}
