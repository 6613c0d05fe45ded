import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget's CSS node name (`button`, `check`, `entry`).
    @MainActor public var cssName: String { String(cString: gtk_widget_get_css_name(self)) }

    /// The widget's CSS classes.
    @MainActor public var cssClasses: [String] {
        guard let names = gtk_widget_get_css_classes(self) else { return [] }
        defer { g_strfreev(names) }
        var result: [String] = []
        var index = 0
        while let name = names[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
    }
}
