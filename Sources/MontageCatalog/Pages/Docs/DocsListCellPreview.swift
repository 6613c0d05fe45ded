import MontageGtk
import GtkKit
import MontageStories

/// ListCell's Docs page's live preview: one cell, as the controls in the page's rows set it
/// (each row's control is the playground's control of that option); its callbacks report to the
/// story's events. The preview's card owns this object.
@MainActor
final class DocsListCellPreview {
    /// The preview's card.
    let widget: WidgetPointer
    /// The controls, by option name (each goes in its row).
    private(set) var controls: OptionControls<ListCell>!
    private var cell: ListCell
    private let list = ListCellList()
    private var row: ListCellRow!

    /// A preview of a cell with a label and a description, which its controls change.
    init(events: StoryEvents) {
        let context = PlaygroundContext.make()
        context.onEvent = { events.record($0) }
        cell = ListCell(label: "김티드").description("iOS 개발자")
        row = list.append(cell)
        list.widget.accessibleLabel(tr("Preview"))
        widget = Build.vbox(classes: ["story-card", "docs-preview"], [list.widget]).named(DocsPart.preview)
        controls = OptionControls(options: StoryScript.listCellOptions, sections: [], titles: ListCellPlayground.titles, headings: false, context: context,
                                  get: { [unowned self] in self.cell }, set: { [weak self] in self?.show($0) })
        Retention.attach(self, to: widget)
    }

    /// The cell shown now.
    var shown: ListCell { cell }

    private func show(_ cell: ListCell) {
        self.cell = cell
        row.update(cell)
        list.setVariant(cell.variant)
        controls.show(cell)
    }
}
