import GtkKit

/// A `FormControlGroup` of text fields (spec §6): a vertical stack (16 apart) whose labelled
/// leading-placement fields share one label column, the group's fixed width or the widest
/// natural label width; a field's own labelWidth still wins for its row. `refresh()` re-measures
/// after labels change (the fields call it through `update`).
@MainActor
public final class FormControlGroupView {
    /// The vertical box.
    public let widget: WidgetPointer
    /// The fields, in order.
    public private(set) var fields: [TextFieldView]
    /// The group's configuration.
    public private(set) var group: FormControlGroup
    private var link: ViewLink?

    /// A group of `fields`; its box owns this view (see `ViewLink`).
    public init(_ group: FormControlGroup = FormControlGroup(), fields: [TextFieldView]) {
        self.group = group
        self.fields = fields
        widget = Build.vbox(spacing: Int32(group.spacing.rounded()), classes: ["form-control-group"], fields.map(\.widget))
        link = ViewLink(self, to: widget)
        // Labels measure their real width once styled in a window.
        Signal.connect(widget, "map") { [weak self] in self?.refresh() }
        refresh()
    }

    /// Applies a new group configuration.
    public func update(_ group: FormControlGroup) {
        guard link?.widget(for: "update") != nil else { return }
        self.group = group
        gtk_box_set_spacing(cast(widget), Int32(group.spacing.rounded()))
        refresh()
    }

    /// Updates field `index` and re-measures the shared column.
    public func update(field index: Int, _ field: TextField) {
        guard link?.widget(for: "update(field:)") != nil else { return }
        fields[index].update(field)
        refresh()
    }

    /// The shared column width in force (nil: none).
    public private(set) var columnWidth: Double?

    /// Re-measures the labels and applies the shared column.
    public func refresh() {
        guard link?.widget(for: "refresh") != nil else { return }
        let naturals = fields.map(\.formControl.naturalLabelWidth)
        columnWidth = FormControlGroup.columnWidth(own: nil, group: group.labelWidth, naturalWidths: naturals)
        for field in fields { field.formControl.groupLabelWidth = columnWidth }
    }
}
