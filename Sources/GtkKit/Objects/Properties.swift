import CGtk
/// GObject property access through GValue (`g_object_set`/`g_object_get` are variadic and
/// not imported).
@MainActor
public enum Properties {
    private static func with<R>(_ type: GType, _ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        return withUnsafeMutablePointer(to: &value, body)
    }

    /// Sets a string property.
    public static func set(_ object: some GPointer, _ name: String, _ string: String?) {
        with(cgtk_type_string()) { value in
            g_value_set_string(value, string)
            g_object_set_property(object.object, name, value)
        }
    }

    /// Sets a boolean property.
    public static func set(_ object: some GPointer, _ name: String, _ flag: Bool) {
        with(cgtk_type_boolean()) { value in
            g_value_set_boolean(value, flag ? 1 : 0)
            g_object_set_property(object.object, name, value)
        }
    }

    /// Sets an int property.
    public static func set(_ object: some GPointer, _ name: String, _ number: Int32) {
        with(cgtk_type_int()) { value in
            g_value_set_int(value, number)
            g_object_set_property(object.object, name, value)
        }
    }

    /// Sets a double property.
    public static func set(_ object: some GPointer, _ name: String, _ number: Double) {
        with(cgtk_type_double()) { value in
            g_value_set_double(value, number)
            g_object_set_property(object.object, name, value)
        }
    }

    /// Reads a string property.
    public static func string(_ object: some GPointer, _ name: String) -> String? {
        with(cgtk_type_string()) { value in
            g_object_get_property(object.object, name, value)
            return g_value_get_string(value).map { String(cString: $0) }
        }
    }

    /// Reads a boolean property.
    public static func bool(_ object: some GPointer, _ name: String) -> Bool {
        with(cgtk_type_boolean()) { value in
            g_object_get_property(object.object, name, value)
            return g_value_get_boolean(value) != 0
        }
    }

    /// Reads an int property.
    public static func int(_ object: some GPointer, _ name: String) -> Int32 {
        with(cgtk_type_int()) { value in
            g_object_get_property(object.object, name, value)
            return g_value_get_int(value)
        }
    }

    /// Reads a double property.
    public static func double(_ object: some GPointer, _ name: String) -> Double {
        with(cgtk_type_double()) { value in
            g_object_get_property(object.object, name, value)
            return g_value_get_double(value)
        }
    }
}
