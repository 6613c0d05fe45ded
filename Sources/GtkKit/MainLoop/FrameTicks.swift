import CGtk
/// Work run once per frame of a widget's frame clock (GTK's tick callbacks), for animations
/// that follow the display's refresh: `body` gets the frame time in microseconds and returns
/// whether to go on.
@MainActor
public enum FrameTicks {
    /// Calls `body` before each frame of `widget` while it returns true; returns the callback's
    /// id for `remove`.
    @discardableResult
    public static func add(_ widget: WidgetPointer, _ body: @escaping @MainActor (_ frameTime: Int64) -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(TickBox(body)).toOpaque()
        return gtk_widget_add_tick_callback(widget, tickCallback, box, releaseBox)
    }

    /// Stops the tick callback `id` of `widget`.
    public static func remove(_ widget: WidgetPointer, _ id: UInt32) {
        gtk_widget_remove_tick_callback(widget, id)
    }

    final class TickBox {
        let body: @MainActor (Int64) -> Bool
        init(_ body: @escaping @MainActor (Int64) -> Bool) { self.body = body }
    }

    private static let tickCallback: GtkTickCallback = { _, clock, data in
        let time = gdk_frame_clock_get_frame_time(clock)
        let box = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
            Unmanaged<TickBox>.fromOpaque(UnsafeRawPointer(bitPattern: box)!).takeUnretainedValue().body(Int64(time))
        } ? 1 : 0
    }

    private static let releaseBox: GDestroyNotify = { data in
        Unmanaged<TickBox>.fromOpaque(data!).release()
    }
}
