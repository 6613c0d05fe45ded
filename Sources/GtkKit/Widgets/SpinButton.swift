import CGtk

/// A GtkSpinButton: a number typed in or stepped with its buttons.
extension Gtk.Wrapper where Class == Gtk.SpinButtonClass {
    /// A spin button from `range.lowerBound` to `range.upperBound` by steps of `step`, at the lower bound.
    @MainActor public init(range: ClosedRange<Double>, step: Double) {
        self.init(gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)!)
    }

    /// The number shown (set: clamped to the range).
    @MainActor public var value: Double { get { gtk_spin_button_get_value(pointer()) } nonmutating set { gtk_spin_button_set_value(pointer(), newValue) } }
}
