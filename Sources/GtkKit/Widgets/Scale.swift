import CGtk

/// A GtkScale: a slider along a range of numbers.
extension Gtk.Wrapper where Class == Gtk.ScaleClass {
    /// A slider along `orientation` from `range.lowerBound` to `range.upperBound` by steps of `step`.
    @MainActor public init(_ orientation: GtkOrientation, range: ClosedRange<Double>, step: Double) {
        self.init(gtk_scale_new_with_range(orientation, range.lowerBound, range.upperBound, step)!)
    }

    /// The number the slider is at (its GtkRange's value; set: clamped to the range).
    @MainActor public var value: Double { get { gtk_range_get_value(pointer()) } nonmutating set { gtk_range_set_value(pointer(), newValue) } }

    /// Whether the number is written beside the slider.
    @MainActor public var drawsValue: Bool { get { gtk_scale_get_draw_value(pointer()) != 0 } nonmutating set { gtk_scale_set_draw_value(pointer(), newValue ? 1 : 0) } }
}
