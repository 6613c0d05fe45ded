import CGtk

/// A key press as GtkEventControllerKey's `key-pressed` reports it.
public struct KeyPress: Sendable {
    /// The key: a GDK keyval, e.g. `GDK_KEY_Escape`.
    public let key: Int32
    /// Shift, Control and Alt held, as GDK masks (Num Lock and the like left out).
    public let modifiers: UInt32

    /// Whether the key is one of `keys` with exactly `modifiers` held.
    public func matches(_ keys: Int32..., modifiers: GdkModifierType? = nil) -> Bool {
        keys.contains(key) && self.modifiers == (modifiers?.rawValue ?? 0)
    }

    /// Calls `handler` for each key pressed while the focus is in `widget`, in `phase`; a true
    /// result stops the press there. The widget owns the controller.
    @MainActor
    public static func handle(on widget: some GPointer, phase: GtkPropagationPhase = GTK_PHASE_BUBBLE,
                              _ handler: @escaping @MainActor (KeyPress) -> Bool) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, phase)
        Signal.connect(keys, "key-pressed") { args in
            handler(KeyPress(key: Int32(args.uint(1)), modifiers: args.keyModifiers(3)))
        }
        gtk_widget_add_controller(widget.widget, keys)
    }
}
