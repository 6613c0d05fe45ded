import CGtk

/// A key press as GtkEventControllerKey's `key-pressed` reports it.
public struct KeyPress: Sendable {
    /// The key: a GDK keyval, e.g. `GDK_KEY_Escape`.
    public let key: Int32
    /// Shift, Control and Alt held, as GDK masks (Num Lock and the like left out).
    public let modifiers: UInt32

    /// Whether the key is one of `keys` with exactly `modifiers` held (`Modifier.shift`, …).
    public func matches(_ keys: Int32..., modifiers: UInt32 = 0) -> Bool {
        keys.contains(key) && self.modifiers == modifiers
    }

    /// Calls `handler` for each key pressed while the focus is in `widget`, in `phase`; a true
    /// result stops the press there. The widget owns the controller.
    @MainActor
    public static func handle(on widget: some GPointer, phase: GtkPropagationPhase = .bubble,
                              _ handler: @escaping @MainActor (KeyPress) -> Bool) {
        let keys = widget.widget.addController(.key, phase: phase)
        Signal.connect(keys, "key-pressed") { args in
            handler(KeyPress(key: Int32(args.uint(1)), modifiers: args.keyModifiers(3)))
        }
    }
}

/// GDK's key values by Swift names, as `KeyPress.key` holds them.
public enum Key {
    /// Escape, Tab (main and keypad, and Shift+Tab's ISO_Left_Tab), Return (main, keypad, ISO), space.
    public static let escape = GDK_KEY_Escape, tab = GDK_KEY_Tab, keypadTab = GDK_KEY_KP_Tab,
        leftTab = GDK_KEY_ISO_Left_Tab, `return` = GDK_KEY_Return, keypadEnter = GDK_KEY_KP_Enter,
        isoEnter = GDK_KEY_ISO_Enter, space = GDK_KEY_space, keypadSpace = GDK_KEY_KP_Space
    /// The arrows (main and keypad), Delete (main and keypad), the Menu key, F6 and F10.
    public static let left = GDK_KEY_Left, right = GDK_KEY_Right, up = GDK_KEY_Up, down = GDK_KEY_Down,
        keypadLeft = GDK_KEY_KP_Left, keypadRight = GDK_KEY_KP_Right, delete = GDK_KEY_Delete,
        keypadDelete = GDK_KEY_KP_Delete, menu = GDK_KEY_Menu, f6 = GDK_KEY_F6, f10 = GDK_KEY_F10
    /// The letter Z, lower and upper case (Ctrl+Z with and without Caps Lock).
    public static let z = GDK_KEY_z, capitalZ = GDK_KEY_Z
}

/// The modifier masks `KeyPress.modifiers` is made of.
public enum Modifier {
    /// Shift, Control and Alt.
    public static let shift = GDK_SHIFT_MASK.rawValue, control = GDK_CONTROL_MASK.rawValue, alt = GDK_ALT_MASK.rawValue
}
