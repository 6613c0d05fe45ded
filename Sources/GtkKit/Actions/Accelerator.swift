import CGtk

/// Keyboard triggers in GTK's syntax (`<Control>z`), as a person reads them.
@MainActor public enum Accelerator {
    /// The label of `trigger` in the keyboard's words (`<Control>z` → Ctrl+Z); nil when GTK
    /// cannot parse it.
    public static func label(_ trigger: String) -> String? {
        var key: UInt32 = 0, modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(trigger, &key, &modifiers) != 0 else { return nil }
        return String(takingGLib: gtk_accelerator_get_label(key, modifiers))
    }
}
