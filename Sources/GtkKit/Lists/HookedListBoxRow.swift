import CGtk
import CGtkKit

extension Gtk {
    /// A GtkListBoxRow (GtkKitListRow) that calls process-wide hooks when it joins a rooted tree
    /// and when it is activated (no handler per row); its action `list-row.activate` activates it.
    public typealias HookedListBoxRow = Wrapper<HookedListBoxRowClass>
    /// The class of `Gtk.HookedListBoxRow`.
    public enum HookedListBoxRowClass: WidgetClass { public static var gType: GType { gtkkit_list_row_get_type() } }
}

extension Gtk.Wrapper where Class == Gtk.HookedListBoxRowClass {
    /// A hook: called with the row.
    public typealias Hook = @convention(c) (WidgetPointer?) -> Void

    /// A new row (a floating reference, like every new widget).
    @MainActor public init() { self.init(gtkkit_list_row_new()!) }

    /// Sets the hooks of every row, made or to be made.
    @MainActor public static func setHooks(rooted: Hook, activated: Hook) { gtkkit_list_row_set_hooks(rooted, activated) }
}
