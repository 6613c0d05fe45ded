import CGtk

extension Key {
    /// The keypad's up and down arrows.
    public static let keypadUp = GDK_KEY_KP_Up, keypadDown = GDK_KEY_KP_Down
}
