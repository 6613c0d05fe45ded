import GtkKit

/// The content of a ListCell, apart from the row that holds it (a GtkListBoxRow for
/// `ListCellRow`, a GtkListView item for `ListCellListView`): leading group, text column (label
/// row, description, extra row), trailing group or selected check, chevron, and the divider at
/// the bottom edge (spec §3). Only the parts a configuration shows are built: a basic cell is
/// the element, the content box, the text column, the label row and the label. A part built
/// once stays (hidden when not shown), so `apply` on the same content keeps focus and controls.
@MainActor
final class ListCellContent {
    /// The cell's accessible element and the container's child: a generic overlay over the
    /// content and the divider, named with the cell's text. The container (a list item, which
    /// takes the focus and Enter) is what a screen reader presses: a button role here would be a
    /// button that can be neither focused nor pressed.
    let element: WidgetPointer

    let content: WidgetPointer
    let textColumn: WidgetPointer
    private let column: ListCellTextColumn
    let label: WidgetPointer
    private(set) var description: WidgetPointer?
    private var checkBox: WidgetPointer?
    private var chevron: WidgetPointer?
    private var divider: WidgetPointer?
    /// The slots, each made when it first gets items (most rows use one or two).
    private(set) lazy var leading = ListCellSlot<ListCell.Resource.Leading>(part: .leading, spacing: 8, kind: \.itemKind) { $0.makeItem() }
        .inserting { [unowned self] box in Gtk.Box(content).prepend(box.margins(end: 8).size(height: 24)) }
    private(set) lazy var labelTrailing = ListCellSlot<ListCell.Resource.LabelTrailing>(part: .labelTrailing, spacing: 4, fixedHeight: 22,
                                                                                      kind: \.itemKind) { $0.makeItem() }
        .inserting { [unowned self] box in insertLabelTrailing(box) }
    private(set) lazy var trailing = ListCellSlot<ListCell.Resource.Trailing>(part: .trailing, spacing: 8, kind: \.itemKind) { $0.makeItem() }
        .inserting { [unowned self] box in Gtk.Box(content).insertChild(box.margins(start: 8).size(height: 24), after: textColumn) }
    private(set) lazy var extra = ListCellSlot<ListCell.Resource.Extra>(part: .extra, spacing: 6, kind: \.itemKind) { $0.makeItem() }
        .inserting { [unowned self] box in
            box.insert(in: textColumn, after: textColumn.lastChild)
            column.extra = box
        }
    private var made: (leading: Bool, labelTrailing: Bool, trailing: Bool, extra: Bool) = (false, false, false, false)

    init() {
        // Filling its place: the text column centres it on its row (`ListCellTextColumn`).
        label = Build.label("", classes: ["list-cell-label"]).named(ListCellPart.label)
        WidgetStyling.markFresh(label, prefixes: ["typo-", "weight-", "fg-"])
        // One layout for the whole text column, not nested boxes: GTK 4.8's GtkBoxLayout searches
        // width-for-height over wrapping labels (and warns "Expect overlapping widgets"), and
        // every nesting level measures the labels again. The label row (label, the label-trailing
        // group; 1pt above and below), then the description and the extra row.
        column = ListCellTextColumn(label: label.margins(top: 1, bottom: 1))
        textColumn = column.widget.expand(horizontal: true)
        content = Build.hbox(classes: ["list-cell-content"], [textColumn])
        element = Gtk.Overlay(role: .generic).widget.classes(["list-cell-element"])
        Gtk.Overlay(element).child = content
    }

    /// Puts the label-trailing group right after the label.
    private func insertLabelTrailing(_ box: WidgetPointer) {
        // Tree order follows the layout: label, group, then description and extra.
        box.margins(top: 1, bottom: 1, start: 4).classes(["list-cell-label-trailing"]).insert(in: textColumn, after: label)
        column.labelTrailing = box
    }

    /// Shows `cell` on the content's parts, building those it needs for the first time.
    func apply(_ cell: ListCell) {
        let padding = Int32(max(0, cell.verticalPadding.value).rounded())
        content.margins(top: padding, bottom: padding)
        let align: Gtk.Align = cell.verticalAlign == .top ? .start : .center
        if made.leading || !cell.leadingResources.isEmpty {
            made.leading = true
            leading.set(cell.leadingResources)
            leading.align(align)
        }
        textColumn.valign = align
        if made.trailing || !cell.trailingResources.isEmpty {
            made.trailing = true
            trailing.set(cell.trailingResources)
            trailing.align(align)
        }

        applyLabel(cell)
        nameControls()
        if made.labelTrailing || !cell.labelTrailingResources.isEmpty {
            made.labelTrailing = true
            labelTrailing.set(cell.labelTrailingResources)
            labelTrailing.align(align)
        }

        if let text = cell.description {
            let description = self.description ?? makeDescription()
            ListCellText.configure(description, text: text, ellipsis: cell.textEllipsis, fillsRow: true,
                                   highlight: cell.highlight, boldWeight: Typography.Weight.bold.fontWeight(in: .label2))
            description.isVisible = true
        } else if let description {
            Gtk.Label(description).text = ""
            description.isVisible = false
        }
        if made.extra || !cell.extraResources.isEmpty {
            made.extra = true
            extra.set(cell.extraResources)
        }

        show(&checkBox, cell.showsSelectedCheck, make: makeCheck)
        if let checkBox { checkBox.valign = align }
        show(&chevron, cell.chevron, make: makeChevron)
        if let chevron { chevron.valign = align }
        show(&divider, cell.divider, make: makeDivider)
        applyName(cell)
    }

    private func applyLabel(_ cell: ListCell) {
        WidgetStyling.setTypography(label, cell.labelVariant, cell.effectiveLabelWeight)
        WidgetStyling.setColor(label, .semantic(cell.effectiveLabelColor))
        ListCellText.configure(label, text: cell.label, ellipsis: cell.textEllipsis, fillsRow: cell.labelTrailingResources.isEmpty,
                               highlight: cell.highlight, boldWeight: Typography.Weight.bold.fontWeight(in: cell.labelVariant))
    }

    /// The checkboxes, radios and switches in the slots are named by the cell's label, so a
    /// screen reader says "알림 받기, switch, on" rather than an unnamed switch.
    private static let labelledKey = "montage-labelled-by"

    private func nameControls() {
        let controls = (made.leading ? leading.items.map { ($0.kind, $0.widget) } : [])
            + (made.trailing ? trailing.items.map { ($0.kind, $0.widget) } : [])
        // Once per control: a cell is applied again at every update and every bind.
        for (kind, widget) in controls where ["checkbox", "radio", "switch"].contains(kind)
            && widget.data(forKey: Self.labelledKey) != UnsafeMutableRawPointer(label) {
            widget.accessibleLabelledBy(label)
            widget.setData(UnsafeMutableRawPointer(label), forKey: Self.labelledKey)
        }
    }

    /// Shows or hides an optional part, building it the first time it is shown.
    private func show(_ part: inout WidgetPointer?, _ visible: Bool, make: () -> WidgetPointer) {
        if visible && part == nil { part = make() }
        if let part { part.isVisible = visible }
    }

    private func makeDescription() -> WidgetPointer {
        let description = Build.label("", classes: ["list-cell-description", "typo-label2", "weight-regular"]).named(ListCellPart.description)
        // Tree order follows the rows too (focus order and readers go by it).
        description.insert(in: textColumn, after: column.labelTrailing ?? label)
        column.description = description
        self.description = description
        return description
    }

    /// The selected check, after the trailing group (or the text column).
    private func makeCheck() -> WidgetPointer {
        let check = IconView.make(.check, size: 22).named(ListCellPart.selectedCheck).classes(["list-cell-check"])
            .align(.center, .center)
        let box = Build.hbox([check]).margins(start: 8).size(height: 24)
        Gtk.Box(content).insertChild(box, after: made.trailing ? trailing.box ?? textColumn : textColumn)
        return box
    }

    /// The chevron, last: the 12×24 drawing renders centred in a 16×16 image; an 8×16 clipping
    /// box gives it its own width, its margins the 24-high place of the other trailing parts.
    private func makeChevron() -> WidgetPointer {
        let chevron = Build.hbox(classes: ["list-cell-chevron"], [IconView.make(.chevronRightTightSmall, size: 16)]).named(ListCellPart.chevron)
            .margins(top: 4, bottom: 4, start: 8)
        chevron.overflow = .hidden
        Gtk.Box(content).append(chevron)
        return chevron
    }

    /// The 1pt divider over the bottom edge.
    private func makeDivider() -> WidgetPointer {
        let divider = Build.hbox(classes: ["list-cell-divider"]).named(ListCellPart.divider).size(height: 1).align(.fill, .end)
        divider.canTarget = false
        Gtk.Overlay(element).addOverlay(divider)
        return divider
    }

    /// Names the element with the cell's text (bounded as the texts are).
    private func applyName(_ cell: ListCell) {
        element.accessibleLabel(DisplayText.bounded(cell.accessibleText))
    }
}
