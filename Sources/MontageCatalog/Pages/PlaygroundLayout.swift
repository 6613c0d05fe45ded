import MontageGtk
import GtkKit
import MontageStories

/// The frame of a playground page: the title on top; under it the preview pane (the preview on
/// a canvas, a width choice and a contrast switch for the canvas, then the event log) and the
/// controls pane, each scrolling on its own. Side by side the controls keep a fixed width at the
/// end; narrower than `breakpoint` they stack under the preview. Nothing a control changes moves
/// the other pane.
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
    /// The controls pane's column.
    private let controlColumn: WidgetPointer

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
    }

    /// The story file `code` makes: one story, titled as the playground, in section "Playground".
    func storyFile(code: String) -> String {
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
