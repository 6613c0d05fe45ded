import CGtk

/// A widget's frame clock (`GdkFrameClock`): what paces its layouts and paints. Connect to its
/// phases with `Signal.connect(clock, "layout")` (or `"after-paint"`, …).
public struct FrameClock: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer
    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// Asks for a layout (and a paint) in the next frame.
    @MainActor public func requestLayout() { gdk_frame_clock_request_phase(OpaquePointer(gRaw), GDK_FRAME_CLOCK_PHASE_LAYOUT) }

    /// The time of the frame being drawn, in microseconds.
    @MainActor public var frameTime: Int64 { Int64(gdk_frame_clock_get_frame_time(OpaquePointer(gRaw))) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget's frame clock; nil until it is realized.
    @MainActor public var frameClock: FrameClock? { gtk_widget_get_frame_clock(self).map { FrameClock(gRaw: UnsafeMutableRawPointer($0)) } }
}
