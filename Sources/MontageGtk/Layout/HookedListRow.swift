import GtkKit

/// A GtkListBoxRow (GtkKitListRow) that calls two process-wide hooks: when it joins a rooted
/// widget tree (its parent is known and it can take focus) and when it is activated
/// (`gtk_widget_activate`, its "activate" signal). A list of thousands of rows then needs no
/// signal handler per row.
@MainActor
enum HookedListRow {
    /// A hook: called with the row.
    typealias Hook = @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void

    /// A new row (a floating reference, like every new widget).
    static func make() -> WidgetPointer { gtkkit_list_row_new() }

    /// Sets the hooks of every row, made or to be made.
    static func setHooks(rooted: Hook, activated: Hook) {
        gtkkit_list_row_set_hooks(rooted, activated)
    }
}
