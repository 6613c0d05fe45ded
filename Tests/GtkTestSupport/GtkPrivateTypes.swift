import CGtk
import GtkKit

/// GTK's private classes the tests look for, which have no public `_get_type()` function: their
/// GType is looked up by name, then compared as any GType (`isA`, which sees subclasses). A class
/// GTK has not made an instance of yet is not registered: its GType is then 0, which no widget is.
public enum GtkPrivateType {
    /// A menu item of a `GtkPopoverMenu` (GtkModelButton).
    public static var modelButton: GType { g_type_from_name("GtkModelButton") }
    /// A column's heading in a `GtkColumnView` (GtkColumnViewTitle).
    public static var columnViewTitle: GType { g_type_from_name("GtkColumnViewTitle") }
    /// An icon GTK draws from CSS, such as a `GtkTreeExpander`'s triangle (GtkBuiltinIcon).
    public static var builtinIcon: GType { g_type_from_name("GtkBuiltinIcon") }
    /// The window a tooltip shows in (GtkTooltipWindow).
    public static var tooltipWindow: GType { g_type_from_name("GtkTooltipWindow") }
}
