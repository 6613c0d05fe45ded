import GtkKit

/// A GtkListBoxRow (GtkKit's `Gtk.HookedListBoxRow`) that calls two process-wide hooks: when it
/// joins a rooted widget tree (its parent is known and it can take focus) and when it is
/// activated (`activate()`, its "activate" signal). A list of thousands of rows then needs no
/// signal handler per row. Its action `list-row.activate` activates it: over AT-SPI, that is the
/// action an assistive technology invokes to press the row.
@MainActor
enum HookedListRow {
    /// A hook: called with the row.
    typealias Hook = Gtk.HookedListBoxRow.Hook

    /// A new row (a floating reference, like every new widget).
    static func make() -> WidgetPointer { Gtk.HookedListBoxRow().widget }

    /// The row's action that activates it.
    static let activateAction = "list-row.activate"

    /// Enables or disables the row's `activateAction` (a row that does nothing offers none).
    static func setActivatable(_ row: WidgetPointer, _ activatable: Bool) {
        row.setActionEnabled(activateAction, activatable)
    }

    /// Sets the hooks of every row, made or to be made.
    static func setHooks(rooted: Hook, activated: Hook) {
        Gtk.HookedListBoxRow.setHooks(rooted: rooted, activated: activated)
    }
}
