import CGtk
import GtkKit

/// Reads accessible properties and states back through GTK's own test helpers
/// (`gtk_test_accessible_check_property` / `_state`, wrapped in CGtk since they are variadic):
/// GTK 4.8 has no getters for them.
@MainActor
public enum AccessibleProbe {
    private static let sentinel = "\u{1}no such value\u{1}"

    private static func string(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty) -> String? {
        guard let value = cgtk_test_accessible_property_string(widget, property, sentinel) else { return sentinel }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The accessible role.
    public static func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(cast(widget))
    }

    /// The accessible label.
    public static func label(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? { string(widget, GTK_ACCESSIBLE_PROPERTY_LABEL) }
    /// The accessible description.
    public static func description(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? { string(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) }

    /// Whether an enumerated property (GTK_ACCESSIBLE_PROPERTY_SORT, …) has `value`.
    public static func property(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, is value: Int32) -> Bool {
        guard let actual = cgtk_test_accessible_property_enum(widget, property, value) else { return true }
        g_free(actual)
        return false
    }

    /// Whether a boolean state is set to `value` on the widget.
    public static func state(_ widget: UnsafeMutablePointer<GtkWidget>, _ state: GtkAccessibleState, is value: Bool) -> Bool {
        guard let actual = cgtk_test_accessible_state_boolean(widget, state, value ? 1 : 0) else { return true }
        g_free(actual)
        return false
    }
}
