import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Names the widget by `label`'s accessible label (the labelled-by relation).
    @MainActor public func accessibleLabelledBy(_ label: WidgetPointer) { cgtk_accessible_set_labelled_by(self, label) }

    /// Sets whether the widget is left out of what assistive technologies read (the hidden state).
    @MainActor public func accessibleHidden(_ hidden: Bool) { cgtk_accessible_set_hidden(self, hidden ? 1 : 0) }

    /// Sets whether the widget's value reads as invalid (the invalid state).
    @MainActor public func accessibleInvalid(_ invalid: Bool) { cgtk_accessible_set_invalid(self, invalid ? 1 : 0) }

    /// Takes the accessible description off the widget.
    @MainActor public func resetAccessibleDescription() { cgtk_accessible_reset_description(self) }
}
