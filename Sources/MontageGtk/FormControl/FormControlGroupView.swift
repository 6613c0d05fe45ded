import GtkKit

/// A `FormControlGroup` of text fields (spec §6): a vertical stack (16 apart) whose labelled
/// leading-placement fields share one label column, the group's fixed width or the widest
/// natural label width; a field's own labelWidth still wins for its row. The measured column is
/// a GtkSizeGroup of the label cells, so it follows every label change (text, typography, text
/// size) in the layout that shows it, however the field was updated.
@MainActor
public final class FormControlGroupView {
    /// The vertical box.
    public let widget: WidgetPointer
    /// The fields, in order.
    public private(set) var fields: [TextFieldView]
    /// The group's configuration.
    public private(set) var group: FormControlGroup
    private var link: ViewLink?
    private let column = ObjectRef(SizeGroup(.horizontal), owned: true)

    /// A group of `fields`; its box owns this view (see `ViewLink`).
    public init(_ group: FormControlGroup = FormControlGroup(), fields: [TextFieldView]) {
        self.group = group
        self.fields = fields
        widget = Build.vbox(spacing: Int32(group.spacing.rounded()), classes: ["form-control-group"], fields.map(\.widget))
        link = ViewLink(self, to: widget)
        refresh()
    }

    /// Applies a new group configuration.
    public func update(_ group: FormControlGroup) {
        guard link?.widget(for: "update") != nil else { return }
        self.group = group
        Gtk.Box(widget).spacing = Int32(group.spacing.rounded())
        refresh()
    }

    /// Updates field `index` (the shared column follows by itself).
    public func update(field index: Int, _ field: TextField) {
        guard link?.widget(for: "update(field:)") != nil else { return }
        fields[index].update(field)
    }

    /// The shared column width, measured now (nil: none): the group's fixed width, else the
    /// widest natural leading label.
    public var columnWidth: Double? {
        FormControlGroup.columnWidth(own: nil, group: group.labelWidth, naturalWidths: fields.map(\.formControl.naturalLabelWidth))
    }

    /// Gives the fields the group's column: its fixed width, or its measured size group.
    private func refresh() {
        for field in fields {
            field.formControl.groupLabelWidth = group.labelWidth
            field.formControl.column = group.labelWidth == nil ? column.pointer : nil
        }
    }
}
