import CGtk
import CGtkKit
/// Small builders and modifiers that keep widget code declarative: each returns the widget so
/// calls chain (`Build.label("Hi").classes("title").named("label")`).
@MainActor
public enum Build {
    /// A label (GtkKitLabel: a GtkLabel measured from the layout it paints), start-aligned, with optional wrapping (between words, inside one only when it
    /// alone is wider than the line) and CSS classes.
    public static func label(_ text: String, classes: [String] = [], wrap: Bool = false, selectable: Bool = false) -> WidgetPointer {
        let label = gtkkit_label_new(text)!
        let opaque: OpaquePointer = cast(label)
        gtk_label_set_xalign(opaque, 0)
        if wrap {
            gtk_label_set_wrap(opaque, 1)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
            WrappingWidth.keep(label)
        }
        if selectable { gtk_label_set_selectable(opaque, 1) }
        return label.classes(classes)
    }

    /// A GtkBox holding `children` in order.
    public static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = [],
                           _ children: [WidgetPointer] = []) -> WidgetPointer {
        let box = gtk_box_new(orientation, spacing)!
        for child in children { gtk_box_append(cast(box), child) }
        return box.classes(classes)
    }

    /// A vertical GtkBox.
    public static func vbox(spacing: Int32 = 0, classes: [String] = [], _ children: [WidgetPointer] = []) -> WidgetPointer {
        box(GTK_ORIENTATION_VERTICAL, spacing: spacing, classes: classes, children)
    }

    /// A horizontal GtkBox.
    public static func hbox(spacing: Int32 = 0, classes: [String] = [], _ children: [WidgetPointer] = []) -> WidgetPointer {
        box(GTK_ORIENTATION_HORIZONTAL, spacing: spacing, classes: classes, children)
    }
}
