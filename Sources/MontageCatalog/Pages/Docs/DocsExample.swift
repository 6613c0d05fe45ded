import MontageGtk
import GtkKit
import MontageStories

/// One doc example on a Docs page, live and editable both ways: what its Swift makes, over the
/// Swift itself. An edit is read once typing pauses (its problems shown under the code, the last
/// good rendering kept meanwhile); a change made in the rendering (a switch switched, a box
/// checked, a text typed into a bound field) is written back into the code's `@State` lines.
/// Its callbacks report to the page's events. The example's box owns this object.
@MainActor
package final class DocsExample {
    /// The example's box: its title, rendering and code.
    let widget: WidgetPointer
    /// The Swift, editable.
    let code: EditableCodeView
    private let canvas: WidgetPointer
    private let context = PlaygroundContext.make()
    private var parts: [FileStoryPage.Part] = []
    /// The example's title (its lists are named by it).
    private let title: String

    /// `example`, the `index`th of its page, reporting to `events`; without `code`, its
    /// rendering alone on a page (the site's captures).
    init(_ example: DocExample, index: Int, events: StoryEvents, code showsCode: Bool = true) {
        title = example.title.text(korean: DocsPage.korean)
        code = EditableCodeView(title: "Swift", part: DocsPart.exampleCode(index), saves: false)
        code.editor.accessibleLabel(tr("%s, Swift", title))
        code.widget.classes(["playground-chrome"])
        canvas = Build.vbox(spacing: 12, classes: ["docs-example-canvas"]).named(DocsPart.example(index))
        canvas.accessibleLabel(title)
        widget = showsCode ? Build.vbox(spacing: 8, classes: ["docs-example"], [PageLayout.groupTitle(title), canvas, code.widget])
            : Build.vbox(classes: ["gallery-page"], [canvas])
        context.onEvent = { events.record($0) }
        context.onChange = { [weak self] in
            // After the closure's own signal handler (a switch's state) has returned.
            _ = MainLoop.idle { [weak self] in
                self?.writeValuesBack()
                return false
            }
        }
        code.setCode(Self.code(of: example), undoable: false)
        code.onEdit = { [weak self] in self?.read($0) }
        read(code.code)
        Retention.attach(self, to: widget)
    }

    /// `example` as a story of its own, its rendering alone (the site captures and audits it).
    package static func story(_ example: DocExample, index: Int, component: String) -> Story {
        Story(id: "docs-\(component.lowercased())-example-\(index)", title: example.title.text(korean: DocsPage.korean), section: component,
              preferredSize: (640, -1)) { events in DocsExample(example, index: index, events: events, code: false).widget }
    }

    /// The Swift a page shows for `example`: the docs' own, each story argument it uses declared
    /// first.
    package static func code(of example: DocExample) -> String {
        StoryScript.declaringArguments(example.code, context: PlaygroundContext.make())
    }

    /// The components the code makes now.
    var shown: [FileStoryPage.Part] { parts }

    /// Reads `text`: its components replace the rendering's (in place where they can), unless it
    /// has an error.
    private func read(_ text: String) {
        let (elements, diagnostics) = PlaygroundContext.read(text, context: context)
        code.show(diagnostics.filter { $0.severity != .note }, fileName: PlaygroundContext.fileName)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
        let wanted = FileStoryPage.parts(elements)
        if wanted.count == parts.count, zip(wanted, parts).allSatisfy({ $1.update(to: $0) }) { return }
        for child in canvas.children { Gtk.Box(canvas).remove(child) }
        let built = wanted.map { $0.build(title: title) }
        parts = built.map(\.part)
        for part in built { Gtk.Box(canvas).append(part.widget) }
        // A checkbox, radio or switch standing alone has no text of its own: it is named by the
        // example and its place in it ("A set of two 1").
        var place = 0
        for case .small(let views) in parts {
            for view in views {
                place += 1
                if view.widget.isA(Gtk.CheckButton.gType) || view.widget.isA(Gtk.Switch.gType) {
                    view.widget.accessibleLabel("\(title) \(place)")
                }
            }
        }
    }

    /// A value changed in the rendering: its `@State` line takes it (one undoable step) and the
    /// code is read again.
    private func writeValuesBack() {
        let written = StoryScript.writingValues(of: context.bindings, into: code.code)
        if written != code.code { code.setCode(written, undoable: true) }
        read(written)
    }
}
