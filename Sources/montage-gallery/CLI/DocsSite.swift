import Montage
import MontageGtk
import GtkKit
import MontageCatalog
import MontageCapture
import MontageAudit
import MontageStories

/// `--docs DIR`: the Docs as a static site that works offline and from a file URL: an index
/// with a search over components and modifiers, and a page per component with its API table
/// (from `ComponentReferences`), its rules, its examples (the stories of its section, each with
/// the Swift the Code panel prints for it and its captures in both schemes) and the audit of its
/// Docs page and examples (what `--audit` reports: the project's accepted violations accepted),
/// in the gallery's language.
@MainActor
enum DocsSite {
    /// The files a run writes into its folder, for the usage check: the index, each page and each
    /// example's captures (in `images/`).
    static func files(_ model: GalleryModel) -> [String] {
        ["index.html"] + fontFiles + ComponentReferences.all.flatMap { reference in
            [file(of: reference.component)] + exampleStories(of: reference.component, in: model).flatMap { story in
                ["light", "dark"].map { "images/\(story.id)-\($0).png" }
            }
        }
    }

    /// Pretendard's faces the pages ask for and its license, copied into `fonts/` when the
    /// project's fonts are found (else the pages fall back to the reader's sans).
    static var fontFiles: [String] {
        ResourcePaths.fonts == nil ? [] : fontNames.map { "fonts/" + $0 }
    }

    private static var fontNames: [String] { DocsSitePage.fonts.map(\.1) + ["OFL.txt"] }

    /// A component's page file (`listcell.html`).
    static func file(of component: String) -> String { component.lowercased() + ".html" }

    /// The example stories of a component: ListCell's and TextField's are the built-in stories of
    /// their sections, less the Docs pages and the playground.
    static func exampleStories(of component: String, in model: GalleryModel) -> [Story] {
        guard ["ListCell", "TextField"].contains(component), let docs = model.story(id: "docs-" + component.lowercased()) else { return [] }
        return model.stories.filter { $0.section == docs.section && $0.origin.builtIn && !$0.id.hasPrefix("docs-") && !$0.id.hasSuffix("-playground") }
    }

    /// Writes the site of `model` into `directory` (made already); a problem, or nil.
    static func write(_ model: GalleryModel, into directory: String) -> String? {
        let korean = DocsPage.korean
        let images = FilePath.join(directory, "images")
        if let problem = Files.makeFolder(images) { return problem }
        if let fonts = ResourcePaths.fonts {
            if let problem = Files.makeFolder(FilePath.join(directory, "fonts")) { return problem }
            for name in fontNames {
                if let problem = Files.copy(FilePath.join(fonts, name), to: FilePath.join(directory, "fonts/" + name)) { return problem }
            }
        }
        for reference in ComponentReferences.all {
            var examples: [(story: Story, code: String)] = []
            for story in exampleStories(of: reference.component, in: model) {
                for scheme in [ColorScheme.light, .dark] {
                    let texture: Texture
                    do { texture = try ScreenshotRunner.capture(story, scheme: scheme) } catch { return error.description }
                    do { try texture.savePNG(to: FilePath.join(images, "\(story.id)-\(scheme.rawValue).png")) } catch { return error.description }
                }
                examples.append((story, code(of: story)))
            }
            let docs = model.story(id: "docs-" + reference.component.lowercased())
            let audited = ([docs].compactMap { $0 } + examples.map(\.story))
            // Judged as `--audit` judges them: the project's accepted violations (the spec's own
            // colors, each with its reason) are accepted.
            let findings = [ColorScheme.light, .dark].flatMap { scheme in audited.flatMap { AuditAcceptance.shipped.mark(StoryAudit.run($0, scheme: scheme)) } }
            let html = DocsSitePage.component(reference, examples: examples, findings: findings, audited: audited.count, korean: korean)
            if let problem = Files.write(html, to: FilePath.join(directory, file(of: reference.component))) { return problem }
        }
        return Files.write(DocsSitePage.index(ComponentReferences.all, korean: korean), to: FilePath.join(directory, "index.html"))
    }

    /// The Swift the Code panel shows for `story`, read from a fresh page.
    private static func code(of story: Story) -> String {
        let (window, surface) = ScreenshotRunner.stage(story, scheme: .light)
        defer { Gtk.Window(window).destroy() }
        return StoryCode.code(for: story, page: surface)
    }
}
