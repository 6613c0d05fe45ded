import GtkKit
import MontageGtk
import MontageStories

/// The steps of built-in stories: the step files in `resources/steps`, each a story file of
/// `Steps("scenario-deliveries") { … }`, read with the same reader as story files when first
/// asked (never at start-up: only a play, or the Interactions panel, asks).
@MainActor
package enum BuiltInSteps {
    /// The step files' folder (nil when the resources are not found).
    package static var folder: String? { ResourcePaths.root.map { FilePath.join($0, "steps") } }

    private static var loaded: [String: [StoryStep]]?

    /// The steps the step files give the story `id` (none when they give it none).
    package static func steps(for id: String) -> [StoryStep] {
        if loaded == nil { loaded = folder.map { read(folder: $0).steps } ?? [:] }
        return loaded?[id] ?? []
    }

    /// Every `Steps("id") { … }` of the `.swift` files in `folder`, by story id (the first file,
    /// by name, to give a story steps wins), and each file's diagnostics.
    package static func read(folder: String) -> (steps: [String: [StoryStep]], diagnostics: [String: [StoryDiagnostic]]) {
        var steps: [String: [StoryStep]] = [:], diagnostics: [String: [StoryDiagnostic]] = [:]
        let names = ((try? Files.names(in: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        for name in names {
            guard case .success(let text) = StoryFileText.read(FilePath.join(folder, name)) else { continue }
            let file = StoryScript.read(text, fileName: name, context: StoryContext(onEvent: { _ in }, makeSlot: { _ in SlotView { fatalError("a step file shows nothing") } }))
            diagnostics[name] = file.diagnostics
            for play in file.plays where steps[play.storyID] == nil { steps[play.storyID] = play.steps }
        }
        return (steps, diagnostics)
    }
}
