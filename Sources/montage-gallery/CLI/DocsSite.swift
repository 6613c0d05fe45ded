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
    static func files() -> [String] {
        ["index.html"] + fontFiles + ComponentReferences.all.flatMap { reference in
            [file(of: reference.component)] + examples(of: reference.component).map(\.story).flatMap { story in
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

    /// A component's doc examples, each as a story of its rendering alone, with the Swift a
    /// Docs page shows for it.
    static func examples(of component: String) -> [(story: Story, code: String)] {
        DocExamples.of(component).enumerated().map { index, example in
            (DocsExample.story(example, index: index, component: component), DocsExample.code(of: example))
        }
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
            let examples = Self.examples(of: reference.component)
            for (story, _) in examples {
                for scheme in [ColorScheme.light, .dark] {
                    let texture: Texture
                    do { texture = try ScreenshotRunner.capture(story, scheme: scheme) } catch { return error.description }
                    do { try texture.savePNG(to: FilePath.join(images, "\(story.id)-\(scheme.rawValue).png")) } catch { return error.description }
                }
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
}
