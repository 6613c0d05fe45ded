import MontageGtk
import GtkKit
import MontageStories

/// The frame of a playground page: the title on top; under it the preview pane (the preview on
/// a canvas, a width choice and a contrast switch for the canvas, then the event log) and the
/// controls pane, each scrolling on its own. Side by side the controls keep a fixed width at the
/// end; narrower than `breakpoint` they stack under the preview. Nothing a control changes moves
/// the other pane. Its widget holds it (`ViewLink`): `PlaygroundSettings` reads and gives a page's
/// settings through it.
@MainActor
final class PlaygroundLayout {
    /// The page.
    let widget: WidgetPointer
    /// The canvas the preview sits on (class `preview-canvas`).
    let canvas: WidgetPointer
    /// The event log under the preview.
    let log = EventLog()
    /// The Swift for the preview's current settings, editable.
    let code = EditableCodeView(title: "Swift", part: PlaygroundPart.code)
    /// The title a saved story takes.
    let storyTitle: String
    /// Called by the Reset button (after the preview's width and canvas are back to theirs): the
    /// playground puts every option, and any typed text, back to its default.
    var onReset: (@MainActor () -> Void)?
    /// The Swift of the component the preview shows now (its last code that read well), set by
    /// the playground; without it, the code as typed.
    var currentCode: (@MainActor () -> String)?
    /// What the playground's code reads through (its bindings hold the texts typed into the
    /// preview), set by the playground.
    var context: StoryContext?
    /// The controls pane's column.
    private let controlColumn: WidgetPointer
    private var link: ViewLink?

    /// The preview widths offered: a narrow phone, a common phone, or the pane's width.
    static let previewWidths: [(title: String, width: Int32?)] = [(tr("Fill"), nil), ("320", 320), ("375", 375)]
    /// The controls pane's width beside the preview.
    static let controlsWidth: Int32 = 360
    /// Narrower than this, the controls stack under the preview.
    static let breakpoint: Int32 = 760

    /// Where the page's events go besides its own log.
    private let events: StoryEvents

    init(title: String, subtitle: String, preview: WidgetPointer, controls: [WidgetPointer], events: StoryEvents) {
        storyTitle = title
        self.events = events
        let canvas = Build.vbox(classes: ["preview-canvas"], [preview]).named(PlaygroundPart.previewCanvas)
        self.canvas = canvas
        let options = Build.vbox(spacing: 6, classes: ["preview-options"], [
            Controls.choice(tr("Preview width"), Self.previewWidths.map(\.title), selected: 0, part: PlaygroundPart.previewWidth) { index in
                Self.setPreviewWidth(preview, Self.previewWidths[index].width)
            },
            Controls.toggle(tr("Contrast canvas"), false, part: PlaygroundPart.contrastCanvas) { on in
                if on { canvas.classes(["contrast"]) } else { canvas.removeClasses(["contrast"]) }
            },
        ])
        // The gallery's own controls get its focus ring; the components on the canvas keep theirs.
        for chrome in [options, code.widget, log.header] { chrome.classes(["playground-chrome"]) }
        let previewColumn = Build.vbox(spacing: 12, [
            PageLayout.groupTitle(tr("Preview")),
            canvas, options, code.widget, log.header, log.widget,
        ]).classes(["playground-preview"])
        let reset = Controls.button(tr("Reset"), part: PlaygroundPart.reset) {}
        reset.tooltip(tr("Every option back to its default"))
        controlColumn = Build.vbox(spacing: 6, classes: ["control-panel", "playground-chrome"], [
            Build.hbox([Build.label(tr("Options"), classes: ["typo-headline2", "weight-bold", "group-title"]).expand(horizontal: true),
                        reset.align(nil, .center)]),
        ] + controls).named(PlaygroundPart.controlPanel)
        let panes = ResponsivePanes(main: previewColumn, side: controlColumn,
                                    sideWidth: Self.controlsWidth, spacing: 24, breakpoint: Self.breakpoint)
        panes.main.named(PlaygroundPart.previewPane)
        panes.side.named(PlaygroundPart.controlsPane)
        // The panes scroll and so take the focus: a screen reader names them.
        panes.main.accessibleLabel(tr("Preview"))
        panes.side.accessibleLabel(tr("Options"))
        panes.widget.accessibleLabel(title)
        widget = Build.vbox(spacing: 12, classes: ["gallery-playground"], [
            Build.paragraph(title, classes: ["typo-title3", "weight-bold", "page-title"]),
            Build.paragraph(subtitle, classes: ["typo-body2", "weight-regular", "page-subtitle"]),
            panes.widget.expand(horizontal: true, vertical: true),
        ])
        Signal.connect(reset, "clicked") { [weak self] in
            // The preview's own options go back too: the pane's width and the plain canvas.
            if let width = options.descendant(PlaygroundPart.previewWidth) { Gtk.DropDown(width).selected = 0 }
            if let contrast = options.descendant(PlaygroundPart.contrastCanvas) { Gtk.Switch(contrast).isActive = false }
            self?.onReset?()
        }
        code.onSave = { [weak self] in self?.chooseStoryFile() }
        link = ViewLink(self, to: widget)
    }

    /// The playground `widget` shows: its page, or a widget holding it.
    static func shown(in widget: WidgetPointer) -> PlaygroundLayout? {
        if let layout = ViewLink.view(PlaygroundLayout.self, of: widget) { return layout }
        for page in widget.descendants(where: { $0.hasClass("gallery-playground") }) {
            if let layout = ViewLink.view(PlaygroundLayout.self, of: page) { return layout }
        }
        return nil
    }

    /// The named switches and drop-downs of the page's own controls (class `playground-chrome`:
    /// the preview's width and canvas, the options, the sample suggestions), by name.
    func chromeControls() -> [String: WidgetPointer] {
        var found: [String: WidgetPointer] = [:]
        for chrome in widget.descendants(where: { $0.hasClass("playground-chrome") }) {
            let controls = chrome.descendants { $0.isA(Gtk.Switch.gType) || $0.isA(Gtk.DropDown.gType) }
            for control in controls where !control.name.hasPrefix("Gtk") { found[control.name] = control }
        }
        return found
    }

    /// The story file `code` makes: one story, titled as the playground, in section "Playground".
    func storyFile(code: String) -> String {
        // The code's last newline is the closing brace's line, not a blank one before it.
        var code = Substring(code)
        while code.hasSuffix("\n") { code = code.dropLast() }
        let body = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return "Story(\(StoryScript.quote(storyTitle)), section: \"Playground\") {\n\(body)\n}\n"
    }

    /// Writes the code as a story file at `path`: nil, or why it could not (also in the event log).
    @discardableResult
    func saveStory(to path: String) -> String? {
        code.flush()
        if let problem = Files.write(storyFile(code: code.code), to: path) {
            record(tr("Could not save %s: %s", path, problem))
            return problem
        }
        record(tr("Saved %s", path))
        return nil
    }

    /// Asks where to save the code as a story file (a `.swift` file; a story folder the gallery
    /// watches shows it at once).
    private func chooseStoryFile() {
        let chooser = FileChooser(title: tr("Save as Story"), purpose: .save, parent: widget.root, accept: tr("Save"), cancel: tr("Cancel"))
        chooser.setCurrentName("playground.swift")
        // Into the first story folder the gallery watches, where the saved story shows at once.
        if let folder = events.storyFolder { chooser.setCurrentFolder(path: folder) }
        chooser.show { [weak self] path in self?.saveStory(to: path) }
    }

    /// Notes `event` in the page's event log and in the gallery's (`StoryEvents`).
    func record(_ event: String) {
        log.record(event)
        events.record(event)
    }

    /// Puts `controls` in the controls pane (after its heading), replacing any there.
    func setControls(_ controls: [WidgetPointer]) {
        let heading = controlColumn.firstChild
        while let last = controlColumn.lastChild, last != heading { Gtk.Box(controlColumn).remove(last) }
        for control in controls { Gtk.Box(controlColumn).append(control) }
    }

    /// Shows `preview` `width` wide (nil: the pane's width), centred on the canvas.
    static func setPreviewWidth(_ preview: WidgetPointer, _ width: Int32?) {
        preview.size(width: width ?? -1, height: -1)
        preview.halign = width == nil ? .fill : .center
    }
}

/// A playground's settings as a person left them, for another instance of it to start from (the
/// compare view's panels): the Swift of the preview's component, the texts typed into it, and
/// the page's own switches and choices (the preview's width, the contrast canvas, the sample
/// suggestions'; the options' follow the code).
package struct PlaygroundSettings: Equatable, Sendable {
    /// The Swift of the component the preview shows.
    package var code: String
    /// The texts typed into the preview, by the name of their binding (`$text`).
    package var texts: [String: String]
    /// Whether each named switch of the page's own controls is on.
    package var switches: [String: Bool]
    /// The item chosen in each named drop-down of the page's own controls.
    package var choices: [String: Int]

    /// The settings of the playground `widget` shows (its page, or a widget holding it); nil
    /// when it shows none.
    @MainActor
    package static func of(_ widget: WidgetPointer) -> PlaygroundSettings? {
        guard let layout = PlaygroundLayout.shown(in: widget) else { return nil }
        layout.code.flush()
        var texts: [String: String] = [:]
        if let bindings = layout.context?.bindings {
            // A binding holding another kind of value reads as empty, and an empty text is where
            // a new instance starts anyway.
            for name in bindings.names {
                let text = bindings.text(name).wrappedValue
                if !text.isEmpty { texts[name] = text }
            }
        }
        var switches: [String: Bool] = [:], choices: [String: Int] = [:]
        for (name, control) in layout.chromeControls() {
            if control.isA(Gtk.Switch.gType) {
                switches[name] = Gtk.Switch(control).isActive
            } else if let selected = Gtk.DropDown(control).selected {
                choices[name] = selected
            }
        }
        return PlaygroundSettings(code: layout.currentCode?() ?? layout.code.code, texts: texts, switches: switches, choices: choices)
    }

    /// Gives the playground `widget` shows these settings: the texts first, then the code (the
    /// preview and the options follow it), then the page's own switches and choices.
    @MainActor
    package func apply(to widget: WidgetPointer) {
        guard let layout = PlaygroundLayout.shown(in: widget) else { return }
        if let bindings = layout.context?.bindings {
            for (name, text) in texts where bindings.text(name).wrappedValue != text { bindings.text(name).wrappedValue = text }
        }
        // Read as typed code is (a fresh instance already shows its first code: left as it is).
        if code != (layout.currentCode?() ?? layout.code.code) || !texts.isEmpty {
            layout.code.setCode(code, undoable: false)
            layout.code.onEdit?(code)
        }
        for (name, control) in layout.chromeControls() {
            if let on = switches[name], control.isA(Gtk.Switch.gType), Gtk.Switch(control).isActive != on { Gtk.Switch(control).isActive = on }
            if let selected = choices[name], control.isA(Gtk.DropDown.gType), Gtk.DropDown(control).selected != selected {
                Gtk.DropDown(control).selected = selected
            }
        }
    }
}
