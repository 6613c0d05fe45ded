import CGtk
import CXTest
import GtkKit

/// Input delivered through the X server's XTEST extension (Debian's libxtst), on GTK's own
/// connection to the server: the pointer moves, buttons, the wheel and keys arrive at GTK as a
/// person's would, through the same event path, gestures and input method. Only on X11: other
/// backends (Broadway, Wayland) have no way for a client to make input, and `open` says so.
@MainActor
public final class SyntheticInput {
    /// Why real input cannot be delivered here.
    public struct Unavailable: Error, CustomStringConvertible {
        /// One line saying why (the display's backend, or the server lacking XTEST).
        public let description: String
    }

    /// GTK's connection to the X server (a `Display *`).
    let display: OpaquePointer

    /// Input on GTK's default display; throws when it is not an X11 display or the X server
    /// has no XTEST extension.
    public static func open() throws(Unavailable) -> SyntheticInput {
        guard let gdkDisplay = gdk_display_get_default() else { throw Unavailable(description: "no display is open") }
        guard cxtest_is_x11_display(gdkDisplay) != 0 else {
            let backend = String(cString: cgtk_object_type_name(UnsafeMutableRawPointer(gdkDisplay)))
            throw Unavailable(description: "real input needs an X11 display with XTEST; this display is \(backend), which takes no synthetic input")
        }
        guard let display = gdk_x11_display_get_xdisplay(gdkDisplay) else { throw Unavailable(description: "the X11 display has no connection") }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
            throw Unavailable(description: "the X server has no XTEST extension: start Xvfb or Xorg with it (it is on by default)")
        }
        return SyntheticInput(display: display)
    }

    private init(display: OpaquePointer) {
        self.display = display
    }

    /// Sends what was asked and waits until the X server has handled it: the events it made
    /// for GTK are then in GTK's queue, to be handled when the main loop next runs.
    public func sync() {
        XSync(display, 0)
    }

    /// Where (`x`, `y`) of `widget` (in its own coordinates) is on the screen, in the X server's
    /// pixels; nil when the widget is not in a mapped window.
    public func screenPoint(_ x: Double, _ y: Double, of widget: WidgetPointer) -> (x: Int, y: Int)? {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else { return nil }
        let nativeWidget: WidgetPointer = cast(native)
        guard gtk_widget_get_mapped(widget) != 0, let inNative = widget.point(x, y, in: nativeWidget) else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let window = gdk_x11_surface_get_xid(surface)
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &rootX, &rootY, &child) != 0 else { return nil }
        let scale = Double(gdk_surface_get_scale_factor(surface))
        return (Int(rootX) + Int(((surfaceX + inNative.x) * scale).rounded(.down)),
                Int(rootY) + Int(((surfaceY + inNative.y) * scale).rounded(.down)))
    }
}
