import CGtk

/// A GtkShortcutController on a widget: keys (GTK's trigger syntax, `<Control>f`) that run a
/// named action (`win.find`), with a string argument for an action holding a string state.
struct ShortcutController: GPointer {
    /// The raw address.
    let gRaw: UnsafeMutableRawPointer

    /// Wraps a raw address (unchecked).
    init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// A new controller on `widget` (which owns it), handling keys in `phase`.
    @MainActor init(on widget: WidgetPointer, phase: GtkPropagationPhase) {
        let controller = gtk_shortcut_controller_new()!
        gRaw = controller.gRaw
        gtk_event_controller_set_propagation_phase(controller, phase)
        gtk_widget_add_controller(widget, controller)
    }

    /// Adds a shortcut: `trigger` runs `action`, with `argument` as its string parameter when given.
    @MainActor func add(_ trigger: String, action: String, argument: String? = nil) {
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new(action))
        if let argument { gtk_shortcut_set_arguments(shortcut, g_variant_new_string(argument)) }
        gtk_shortcut_controller_add_shortcut(OpaquePointer(gRaw), shortcut)
    }
}
