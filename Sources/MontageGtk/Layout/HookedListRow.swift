import CGtk
import CGtkKit
import GtkKit

/// A GtkListBoxRow (GtkKitListRow) that calls two process-wide hooks: when it joins a rooted
/// widget tree (its parent is known and it can take focus) and when it is activated
/// (`gtk_widget_activate`, its "activate" signal). A list of thousands of rows then needs no
/// signal handler per row. Its action `list-row.activate` activates it: over AT-SPI, that is the
/// action an assistive technology invokes to press the row.
@MainActor
enum HookedListRow {
    /// A hook: called with the row.
    typealias Hook = @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void

    /// A new row (a floating reference, like every new widget).
    static func make() -> WidgetPointer { gtkkit_list_row_new() }

    /// The row's action that activates it.
    static let activateAction = "list-row.activate"

    /// Enables or disables the row's `activateAction` (a row that does nothing offers none).
    static func setActivatable(_ row: WidgetPointer, _ activatable: Bool) {
        gtk_widget_action_set_enabled(row, activateAction, activatable ? 1 : 0)
    }

    /// Sets the hooks of every row, made or to be made.
    static func setHooks(rooted: Hook, activated: Hook) {
        gtkkit_list_row_set_hooks(rooted, activated)
    }
}
