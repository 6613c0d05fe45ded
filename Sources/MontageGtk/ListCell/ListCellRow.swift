/// A `ListCell` on a GtkListBoxRow (spec §3): leading group, text column (label row,
/// description, extra row), trailing group or selected check, chevron; divider at the bottom
/// edge; the interaction background (hover, pressed, focus) on the row itself. Every part is
/// created once: `update(_:)` reconfigures the same row, so focus and slot controls survive.
@MainActor
public final class ListCellRow {
    /// The GtkListBoxRow (named `list-cell`), usable inside or outside a GtkListBox.
    public let widget: WidgetPointer
    /// The cell's accessible element, the row's only child: a button (labelled with the cell's
    /// text) when `onTap` is set, a generic element otherwise. GTK fixes a widget's role once it
    /// is realized, so a change of `onTap` replaces this element (its content moves over); the
    /// row stays the same list item, with the same label and focus.
    public private(set) var accessibleElement: WidgetPointer
    /// The configuration shown.
    public private(set) var cell: ListCell

    let content: WidgetPointer
    let label: WidgetPointer
    let description: WidgetPointer
    let labelRow: WidgetPointer
    let spacer: WidgetPointer
    let textColumn: WidgetPointer
    let checkBox: WidgetPointer
    let check: WidgetPointer
    let chevronBox: WidgetPointer
    let chevron: WidgetPointer
    let divider: WidgetPointer
    let leading = ListCellSlot<ListCell.Resource.Leading>(name: "leading", spacing: 8, kind: \.itemKind) { $0.makeItem() }
    let labelTrailing = ListCellSlot<ListCell.Resource.LabelTrailing>(name: "label-trailing", spacing: 4, fixedHeight: 22, kind: \.itemKind) { $0.makeItem() }
    let trailing = ListCellSlot<ListCell.Resource.Trailing>(name: "trailing", spacing: 8, kind: \.itemKind) { $0.makeItem() }
    let extra = ListCellSlot<ListCell.Resource.Extra>(name: "extra", spacing: 6, kind: \.itemKind) { $0.makeItem() }
    var interaction: ListCellInteraction?
    private var link: ViewLink?

    /// A row showing `cell`; the row owns this view (see `ViewLink`).
    public init(_ cell: ListCell) {
        self.cell = cell
        widget = gtk_list_box_row_new()!.named("list-cell").classes(["list-cell"])
        gtk_list_box_row_set_selectable(cast(widget), 0)
        gtk_list_box_row_set_activatable(cast(widget), 0)

        label = Build.label("", classes: ["list-cell-label"]).named("label").align(GTK_ALIGN_FILL, GTK_ALIGN_CENTER)
        spacer = Build.hbox().expand(horizontal: true)
        // A grid, not a box: GTK 4.8's GtkBoxLayout searches width-for-height over a wrapping
        // label it cannot fit on one line and warns "Expect overlapping widgets"; GtkGrid
        // distributes the width first and asks heights for it.
        labelRow = gtk_grid_new()!.classes(["list-cell-label-row"])
        gtk_grid_attach(cast(labelRow), label, 0, 0, 1, 1)
        gtk_grid_attach(cast(labelRow), labelTrailing.box, 1, 0, 1, 1)
        gtk_grid_attach(cast(labelRow), spacer, 2, 0, 1, 1)
        labelRow.margins(top: 1, bottom: 1)
        labelTrailing.box.margins(start: 4)
        gtk_widget_add_css_class(labelTrailing.box, "list-cell-label-trailing")
        description = Build.label("", classes: ["list-cell-description", "typo-label2", "weight-regular"]).named("description")
        textColumn = Build.vbox(classes: ["list-cell-text"], [labelRow, description, extra.box]).expand(horizontal: true)
        leading.box.margins(end: 8).size(height: 24)
        trailing.box.margins(start: 8).size(height: 24)
        check = IconView.make(.check, size: 22).named("selected-check").classes(["list-cell-check"])
            .align(GTK_ALIGN_CENTER, GTK_ALIGN_CENTER)
        checkBox = Build.hbox([check]).margins(start: 8).size(height: 24)
        // The 12×24 drawing renders centred in a 16×16 image; an 8×16 clipping box gives the
        // chevron its own width.
        let chevronImage = IconView.make(.chevronRightTightSmall, size: 16)
        chevron = Build.hbox(classes: ["list-cell-chevron"], [chevronImage]).named("chevron")
            .align(GTK_ALIGN_CENTER, GTK_ALIGN_CENTER)
        gtk_widget_set_overflow(chevron, GTK_OVERFLOW_HIDDEN)
        chevronBox = Build.hbox([chevron]).margins(start: 8).size(height: 24)
        content = Build.hbox(classes: ["list-cell-content"], [leading.box, textColumn, trailing.box, checkBox, chevronBox])
        divider = Build.hbox(classes: ["list-cell-divider"]).named("divider").size(height: 1)
            .align(GTK_ALIGN_FILL, GTK_ALIGN_END)
        gtk_widget_set_can_target(divider, 0)
        accessibleElement = Self.element(tappable: cell.onTap != nil)
        gtk_overlay_set_child(cast(accessibleElement), content)
        gtk_overlay_add_overlay(cast(accessibleElement), divider)
        gtk_list_box_row_set_child(cast(widget), accessibleElement)

        interaction = ListCellInteraction(row: self)
        // A GtkListBoxRow asserts when it grabs focus outside a GtkListBox: a loose row is
        // clickable and activatable, but neither it nor its controls take keyboard focus.
        Signal.connect(widget, "notify::parent") { [weak self] in self?.followParent() }
        link = ViewLink(self, to: widget)
        apply(cell)
    }

    /// The overlay that holds the content and the divider, with the cell's role.
    private static func element(tappable: Bool) -> WidgetPointer {
        cgtk_widget_new_with_role(gtk_overlay_get_type(), tappable ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_GENERIC)!
    }

    /// Gives the cell the role `onTap` asks for, replacing the element when it differs.
    private func applyRole(_ cell: ListCell) {
        let tappable = cell.onTap != nil
        if (gtk_accessible_get_accessible_role(cast(accessibleElement)) == GTK_ACCESSIBLE_ROLE_BUTTON) != tappable {
            let replacement = Self.element(tappable: tappable)
            let keep = [ObjectRef(content), ObjectRef(divider)]
            gtk_overlay_remove_overlay(cast(accessibleElement), divider)
            gtk_overlay_set_child(cast(accessibleElement), nil)
            gtk_overlay_set_child(cast(replacement), content)
            gtk_overlay_add_overlay(cast(replacement), divider)
            gtk_list_box_row_set_child(cast(widget), replacement)
            accessibleElement = replacement
            withExtendedLifetime(keep) {}
        }
        if tappable {
            cgtk_accessible_set_label(accessibleElement, cell.accessibleText)
        }
    }

    private func followParent() {
        let inList = gtk_widget_get_parent(widget)?.isA(gtk_list_box_get_type()) ?? false
        gtk_widget_set_can_focus(widget, inList ? 1 : 0)
        gtk_widget_set_focus_on_click(widget, inList ? 1 : 0)
    }

    /// Whether the row still exists (false once GTK finalized it: `update` then does nothing).
    public var isAlive: Bool { link?.isAlive == true }

    /// Shows `cell` on the same row: same widgets where the structure allows, focus kept.
    /// Nothing once the row is gone.
    public func update(_ cell: ListCell) {
        guard link?.widget(for: "update") != nil else { return }
        self.cell = cell
        apply(cell)
    }

    private func apply(_ cell: ListCell) {
        WidgetStyling.setClasses(widget, prefix: "variant-", ["variant-\(cell.variant.rawValue)"])
        WidgetStyling.toggleClass(widget, "interactive", cell.showsInteraction)
        WidgetStyling.toggleClass(widget, "selected", cell.selected)
        gtk_widget_set_sensitive(widget, cell.isDisabled ? 0 : 1)
        let padding = Int32(max(0, cell.verticalPadding.value).rounded())
        content.margins(top: padding, bottom: padding)

        let align = cell.verticalAlign == .top ? GTK_ALIGN_START : GTK_ALIGN_CENTER
        leading.set(cell.leadingResources)
        leading.align(align)
        gtk_widget_set_valign(textColumn, align)
        trailing.set(cell.trailingResources)
        trailing.align(align)
        gtk_widget_set_valign(checkBox, align)
        gtk_widget_set_valign(chevronBox, align)

        applyLabel(cell)
        labelTrailing.set(cell.labelTrailingResources)
        labelTrailing.align(align)
        let hasLabelTrailing = !cell.labelTrailingResources.isEmpty
        gtk_widget_set_hexpand(label, hasLabelTrailing ? 0 : 1)
        gtk_widget_set_visible(spacer, hasLabelTrailing ? 1 : 0)

        gtk_label_set_text(cast(description), cell.description ?? "")
        ListCellText.configure(description, ellipsis: cell.textEllipsis)
        ListCellText.highlight(description, query: cell.highlight, boldWeight: Typography.Weight.bold.fontWeight(in: .label2))
        gtk_widget_set_visible(description, cell.description == nil ? 0 : 1)
        extra.set(cell.extraResources)

        gtk_widget_set_visible(checkBox, cell.showsSelectedCheck ? 1 : 0)
        gtk_widget_set_visible(chevronBox, cell.chevron ? 1 : 0)
        gtk_widget_set_visible(divider, cell.divider ? 1 : 0)

        cgtk_accessible_set_label(widget, cell.accessibleText)
        applyRole(cell)
        cgtk_accessible_set_selected(widget, cell.selected ? 1 : 0)
        interaction?.refresh()
    }

    private func applyLabel(_ cell: ListCell) {
        gtk_label_set_text(cast(label), cell.label)
        WidgetStyling.setTypography(label, cell.labelVariant, cell.effectiveLabelWeight)
        WidgetStyling.setColor(label, .semantic(cell.effectiveLabelColor))
        ListCellText.configure(label, ellipsis: cell.textEllipsis)
        ListCellText.highlight(label, query: cell.highlight, boldWeight: Typography.Weight.bold.fontWeight(in: cell.labelVariant))
    }
}
