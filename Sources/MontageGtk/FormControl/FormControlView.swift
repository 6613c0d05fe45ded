import GtkKit

/// A `FormControl` around one input widget, on a GtkGrid whose input cell never moves: the label,
/// required mark, message and accessory come and go by visibility, and a placement change moves
/// only them, so the input keeps focus and caret (spec §5).
@MainActor
public final class FormControlView {
    /// The root (named `form-control`).
    public let widget: WidgetPointer
    /// The label row (the label and its required mark) and the grid cell that caps its width.
    let labelRow, labelCell, label, requiredMark: WidgetPointer
    /// The footer row: the message and the accessory slot.
    let footer, message, accessory: WidgetPointer
    private var placement: FormControl.LabelPlacement?
    /// The label cell moves between grid cells with the placement: this reference keeps it alive
    /// while it is out of the grid.
    private let labelCellRef: ObjectRef<WidgetPointer>
    private let labelCellLayout: CappedCell
    private(set) var control = FormControl()
    private var link: ViewLink?
    /// The label column width a FormControlGroup fixed (nil: none).
    var groupLabelWidth: Double? { didSet { if oldValue != groupLabelWidth { applyLabelWidth() } } }
    /// The size group of a FormControlGroup's measured label column: the label row joins it
    /// while it is a shown leading label (nil: no measured column).
    var column: SizeGroup? { didSet { if oldValue != column { applyLabelWidth() } } }
    private var joinedColumn: SizeGroup?

    /// A form control around `input`; its grid owns this view (see `ViewLink`).
    public init(input: WidgetPointer) {
        widget = Gtk.Grid().widget.named(FormControlPart.root).classes(["form-control"])
        label = Build.label("", classes: ["form-label"]).named(FormControlPart.label)
        Gtk.Label(label).ellipsize = .end
        Gtk.Label(label).isSingleLineMode = true
        requiredMark = Build.label(" *", classes: ["required-mark", "weight-medium"]).named(FormControlPart.requiredMark)
        labelRow = TextRow(label, followers: [requiredMark]).widget.classes(["form-label-row"]).align(.start, .center)
        // A fixed label column never widens to a longer label: the label ellipsizes in it.
        labelCellLayout = CappedCell(labelRow)
        labelCell = labelCellLayout.widget
        // The row expands within the cell (to centre on the input's first line), and no
        // further: a cell that passed it on would stretch every form in a tall window.
        labelCell.vexpand = false
        labelCellRef = ObjectRef(labelCell)
        message = Build.paragraph("", classes: ["form-message", "typo-caption1", "weight-regular"]).named(FormControlPart.message)
            .expand(horizontal: true).align(.fill, .start)
        accessory = Build.hbox().named(FormControlPart.accessory).align(.end, .start)
        // A grid, not a box: a wrapping message beside the accessory (see ListCellRow's label row).
        footer = Gtk.Grid().widget.classes(["form-footer"])
        Gtk.Grid(footer).columnSpacing = 8
        Gtk.Grid(footer).attach(message, 0, 0, 1, 1)
        Gtk.Grid(footer).attach(accessory, 1, 0, 1, 1)
        Gtk.Grid(widget).rowSpacing = 8
        Gtk.Grid(widget).attach(input.expand(horizontal: true), 1, 1, 1, 1)
        Gtk.Grid(widget).attach(footer, 1, 2, 1, 1)
        for hidden in [labelRow, message] { hidden.accessibleHidden(true) }
        link = ViewLink(self, to: widget)
        update(control)
    }

    /// Shows `control` (nothing once the control is gone).
    public func update(_ control: FormControl) {
        guard link?.widget(for: "update") != nil else { return }
        self.control = control
        if placement != control.labelPlacement {
            placement = control.labelPlacement
            if labelCell.parent != nil { Gtk.Grid(widget).remove(labelCell) }
            let leading = control.labelPlacement == .leading
            Gtk.Grid(widget).attach(labelCell, leading ? 0 : 1, leading ? 1 : 0, 1, 1)
            Gtk.Grid(widget).columnSpacing = leading ? 16 : 0
            WidgetStyling.setClasses(widget, prefix: "placement-", ["placement-\(control.labelPlacement.rawValue)"])
        }
        Gtk.Label(label).text = DisplayText.bounded(control.label ?? "")
        WidgetStyling.setTypography(label, control.labelVariant, .bold)
        WidgetStyling.setTypography(requiredMark, control.labelVariant, .medium)
        requiredMark.isVisible = control.required
        labelCell.isVisible = control.showsLabel
        // Leading: the label is centred on the input's first 48 / 40.
        let leading = control.labelPlacement == .leading
        labelCell.size(width: labelCell.sizeRequest.width, height: leading ? Int32(control.firstLineHeight) : -1)
        labelRow.valign = leading ? .center : .start
        labelRow.vexpand = leading
        labelCell.valign = .start
        applyLabelWidth()

        Gtk.Label(message).text = DisplayText.bounded(control.message ?? "")
        message.isVisible = control.showsMessage
        WidgetStyling.setColor(message, .semantic(control.messageColor))
        for child in accessory.children { Gtk.Box(accessory).remove(child) }
        if let view = control.accessory { Gtk.Box(accessory).append(cast(view.make())) }
        accessory.isVisible = control.accessory != nil
        accessory.hexpand = !control.showsMessage
        footer.isVisible = control.showsFooter
    }

    /// The label row's natural one-line width (text, mark and the 2 + 2 padding), reported to a
    /// group whatever width is applied.
    public var naturalLabelWidth: Double {
        guard control.showsLabel, control.labelPlacement == .leading else { return 0 }
        return Double(labelRow.measure(.horizontal).natural)
    }

    private func applyLabelWidth() {
        let leading = control.labelPlacement == .leading
        let width = leading ? (control.labelWidth ?? groupLabelWidth) : nil
        labelCell.size(width: width.map { Int32($0.rounded()) } ?? -1, height: labelCell.sizeRequest.height)
        labelCell.hexpand = false
        // A measured column: every leading label row reports its natural width to the group's
        // size group, which makes each as wide as the widest, decided by GTK whenever one of
        // them is measured again. A cell without a width of its own holds that width; one with
        // its own width caps the row to it (the label ellipsizes) but still reports (spec §6).
        let reports = leading && control.showsLabel ? column : nil
        if joinedColumn != reports {
            if let joinedColumn { joinedColumn.remove(labelRow) }
            if let reports { reports.add(labelRow) }
            joinedColumn = reports
        }
        labelCellLayout.holdsNatural = reports != nil && width == nil
        // The label is one line, ellipsized at the end whenever it gets less than its width (in
        // both placements; the required mark stays). A column narrower than the label keeps its
        // width (the cell caps its natural width at the request), and the row, start-aligned,
        // gets the column. Nothing is measured here: the label's style (its new typography) is
        // up to date only when the window lays out, where the cell and its size group measure.
        labelRow.halign = .start
    }
}
