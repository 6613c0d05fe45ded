import MontageGtk
import GtkKit
import MontageStories

/// How a playground's code reaches the page after a change: made afresh (the history starts
/// again), as one undoable step (a control's change), or not at all (the code was typed).
enum PlaygroundCode: Equatable {
    case fresh, undoable, typed
}

/// What a playground's code reads through: closures log to the page (set by the playground),
/// slots are the gallery's captioned boxes, and an image named without a folder is one of the
/// gallery's samples.
@MainActor
enum PlaygroundContext {
    /// The name a playground's problems give its code.
    static let fileName = "playground.swift"

    static func make() -> StoryContext {
        let context = StoryContext(onEvent: { _ in }, makeSlot: { text in SlotView { UnsafeMutableRawPointer(PlaygroundSlot.make(text)) } })
        context.resolvePath = { image in image.contains("/") || image.isEmpty ? image : ResourcePaths.sampleURL(image) }
        return context
    }

    /// `code` with the gallery's sample images written by name (`"avatar-person.png"`), as a
    /// story file and a playground read them, not as the absolute `file://` URL of this machine.
    static func printable(_ code: String) -> String {
        let samples = ResourcePaths.sampleURL("")
        guard !samples.isEmpty else { return code }
        return code.replacing("\"" + samples, with: "\"")
    }

    /// `text` with a sample image's URL written by its name (`avatar-person.png`), as a control
    /// shows it; any other text as it is.
    static func sampleName(_ text: String) -> String {
        let samples = ResourcePaths.sampleURL("")
        return !samples.isEmpty && text.hasPrefix(samples) ? String(text.dropFirst(samples.count)) : text
    }

    /// What code typed into a playground makes: read by the story reader's worker first
    /// (`StoryVetting`), so no text typed or pasted can take the gallery down.
    static func read(_ text: String, context: StoryContext) -> (elements: [StoryElement], diagnostics: [StoryDiagnostic]) {
        if case .refused(let reason) = StoryVetting.shared.vet(text, name: fileName, as: .body) {
            return ([], [StoryDiagnostic(.error, reason, line: 1, column: 1, sourceLine: "")])
        }
        return StoryScript.readBody(text, fileName: fileName, context: context)
    }

    /// The one component of kind `name` that `result` holds, or nil after showing in `view`
    /// why not (its errors, or that the code must make exactly one such component). Warnings show
    /// without stopping it; notes (a story argument, which starts at its natural value) do not show.
    static func single<Config>(_ result: (elements: [StoryElement], diagnostics: [StoryDiagnostic]), _ name: String,
                               _ match: (StoryElement) -> Config?, show view: EditableCodeView) -> Config? {
        var problems = result.diagnostics.filter { $0.severity != .note }
        let found = result.elements.compactMap(match)
        if !problems.contains(where: { $0.severity == .error }), found.count != 1 || result.elements.count != 1 {
            problems = [StoryDiagnostic(.error, tr("the playground shows one %s; this code makes %d components", name, result.elements.count),
                                        line: 1, column: 1, sourceLine: "")]
        }
        view.show(problems, fileName: fileName)
        return problems.contains { $0.severity == .error } ? nil : found.first
    }
}
