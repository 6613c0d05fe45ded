import MontageGtk
import GtkKit
import MontageStories

/// The ListCell playground: a live cell in a list with 20px margins (and a plain neighbour for
/// comparison), its Swift (editable: the cell and the controls follow the code), a control for
/// every option of ListCell's schema, slot items to add and remove, and an event log. Checkbox,
/// radio and switch items keep their state in the cell, so the code shows it.
@MainActor
final class ListCellPlayground {
    static let story = Story(id: "listcell-playground", title: tr("Playground"), section: ListCellExamples.section,
                             preferredSize: (1000, -1)) { ListCellPlayground(events: $0).widget }.fillingHeight()

    static let longLabel = "아주 긴 라벨이 들어간 셀은 줄바꿈되거나 말줄임 처리됩니다 — a very long label that wraps or ellipsizes"
    static let longDescription = "설명도 길어지면 여러 줄로 표시됩니다. The description wraps onto as many lines as it needs unless textEllipsis is on."

    let widget: WidgetPointer
    private let context = PlaygroundContext.make()
    private var cell: ListCell
    private let list = ListCellList()
    private var row: ListCellRow!
    private var neighbour: ListCellRow!
    private(set) var layout: PlaygroundLayout!
    private var controls: OptionControls<ListCell>!

    init(events: StoryEvents = .unheard()) {
        cell = Self.initialCell(context)
        row = list.append(ListCell(label: ""))
        neighbour = list.append(Self.neighbourCell)
        list.widget.accessibleLabel(tr("Preview"))
        layout = PlaygroundLayout(title: tr("ListCell playground"),
                                  subtitle: tr("Every option of ListCell, live; edit the Swift and the cell and the controls follow."),
                                  preview: Build.vbox(classes: ["story-card"], [list.widget]), controls: [], events: events)
        widget = layout.widget
        context.onEvent = { [weak self] event in self?.layout.record(event) }
        // What another instance starts from (the compare view's panels): the typed texts and the code.
        layout.context = context
        layout.currentCode = { [weak self] in self.map { PlaygroundContext.printable(StoryScript.swift($0.cell)) } ?? "" }
        let long = Controls.button(tr("Long text"), part: PlaygroundPart.longText) { [weak self] in self?.fillWithLongText() }
        long.tooltip(tr("A label and a description long enough to wrap"))
        controls = OptionControls(options: StoryScript.listCellOptions, sections: Self.sections, titles: Self.titles,
                                  extras: [tr("Text"): [Controls.row(tr("Sample text"), long)]], context: context,
                                  get: { [unowned self] in self.cell }, set: { [weak self] in self?.show($0, code: .undoable) })
        layout.setControls(controls.widgets)
        layout.code.onEdit = { [weak self] text in self?.read(text) }
        layout.onReset = { [weak self] in
            guard let self else { return }
            self.show(Self.initialCell(self.context), code: .fresh)
            self.layout.record("reset")
        }
        Retention.attach(self, to: widget)
        show(cell, code: .fresh)
    }

    /// The option groups of the controls pane, by option name (an option not listed appears
    /// under "More").
    static let sections: [OptionControls<ListCell>.Section] = [
        .init(title: tr("Text"), names: ["label", "description", "highlight", "textEllipsis", "labelVariant", "labelWeight", "labelColor"]),
        .init(title: tr("State"), names: ["selected", "chevron", "divider", "disabled", "onTap"]),
        .init(title: tr("Layout"), names: ["variant", "verticalPadding", "verticalAlign"]),
        .init(title: tr("Leading"), names: ["leadingResources"]),
        .init(title: tr("Label trailing"), names: ["labelTrailingResources"]),
        .init(title: tr("Trailing"), names: ["trailingResources"]),
        .init(title: tr("Extra"), names: ["extraResources"]),
    ]

    /// The controls' titles, by option name.
    static let titles: [String: String] = [
        "label": tr("Label"), "description": tr("Description"), "highlight": tr("Highlight"), "textEllipsis": tr("Text ellipsis"),
        "labelVariant": tr("Label variant"), "labelWeight": tr("Label weight"), "labelColor": tr("Label color"),
        "selected": tr("Selected"), "chevron": tr("Chevron"), "divider": tr("Divider"), "disabled": tr("Disabled"),
        "variant": tr("Variant"), "verticalPadding": tr("Vertical padding"), "verticalAlign": tr("Vertical align"),
    ]

    /// The plain cell under the live one, for comparison; it follows the variant (the list's
    /// margins go in full, where each cell pads its own content).
    private static let neighbourCell = ListCell(label: "이웃 셀").description("비교용 기본 셀")

    private static func initialCell(_ context: StoryContext) -> ListCell {
        guard case .listCell(let cell)? = StoryScript.readBody(initialCode, fileName: "playground.swift", context: context).elements.first else {
            preconditionFailure("the playground's initial code reads as a ListCell")
        }
        return cell
    }

    // MARK: Cell -> page

    /// Shows `cell`: the preview, the controls and (unless the code made it) the code.
    private func show(_ cell: ListCell, code: PlaygroundCode) {
        self.cell = cell
        row.update(live(cell))
        list.setVariant(cell.variant)
        neighbour.update(Self.neighbourCell.variant(cell.variant))
        controls.show(cell)
        switch code {
        case .fresh: layout.code.setCode(PlaygroundContext.printable(StoryScript.swift(cell)), undoable: false)
        case .undoable: layout.code.setCode(PlaygroundContext.printable(StoryScript.swift(cell)), undoable: true)
        case .typed: break
        }
        if code != .typed { layout.code.show([], fileName: PlaygroundContext.fileName) }
    }

    /// The code typed: shown when it reads as one ListCell, else its problems (the preview keeps
    /// the last good cell).
    private func read(_ text: String) {
        let result = PlaygroundContext.read(text, context: context)
        guard let cell = PlaygroundContext.single(result, "ListCell", { if case .listCell(let cell) = $0 { cell } else { nil } },
                                                  show: layout.code) else { return }
        show(cell, code: .typed)
    }

    /// The cell as shown: a checkbox, radio or switch item also keeps its new state in the cell.
    private func live(_ cell: ListCell) -> ListCell {
        cell.leadingResources(cell.leadingResources.enumerated().map { index, item in
            switch item {
            case .checkbox(let checked, let select): .checkbox(checked: checked, onSelect: toggled("leadingResources", index, "checkbox", select))
            case .radio(let checked, let select): .radio(checked: checked, onSelect: toggled("leadingResources", index, "radio", select))
            default: item
            }
        }).trailingResources(cell.trailingResources.enumerated().map { index, item in
            if case .switch(let checked, let select) = item { return .switch(checked: checked, onSelect: toggled("trailingResources", index, "switch", select)) }
            return item
        })
    }

    private func toggled(_ slot: String, _ index: Int, _ kind: String, _ original: SelectAction?) -> SelectAction {
        { [weak self] value in
            guard let self, let option = StoryScript.listCellOptions.first(where: { $0.name == slot }) else { return }
            if original == nil { self.layout.record("\(kind) → \(value)") } else { original?(value) }
            self.show(option.settingItem(at: index, checked: value, in: self.cell, context: self.context), code: .undoable)
        }
    }

    private func fillWithLongText() {
        let options = StoryScript.listCellOptions
        var cell = self.cell
        for (name, text) in [("label", Self.longLabel), ("description", Self.longDescription)] {
            if let option = options.first(where: { $0.name == name }) { cell = option.setting(.text(text), in: cell, context: context) }
        }
        show(cell, code: .undoable)
    }
}

/// A caller-made widget for the playground's slot items: a small tinted box with a caption.
@MainActor
enum PlaygroundSlot {
    static func make(_ caption: String) -> WidgetPointer {
        Build.hbox(classes: ["playground-slot"], [Build.label(caption, classes: ["typo-caption1", "weight-medium"])])
            .align(.start, .center)
    }
}
