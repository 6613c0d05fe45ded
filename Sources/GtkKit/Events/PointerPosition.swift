import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Where the pointer is now, in the widget's coordinates, asked of the display (no event
    /// needed); nil when the widget is in no window or the display cannot say.
    @MainActor public var pointerPosition: (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(self), let surface = gtk_native_get_surface(native),
              let seat = gdk_display_get_default_seat(gtk_widget_get_display(self)), let device = gdk_seat_get_pointer(seat) else { return nil }
        var x = 0.0, y = 0.0
        guard gdk_surface_get_device_position(surface, device, &x, &y, nil) != 0 else { return nil }
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(native, &dx, &dy)
        let root: WidgetPointer = cast(native)
        return root.point(x - dx, y - dy, in: self)
    }
}
