import CGtk

extension String {
    /// The text of a string GLib handed over (`gchar *` the caller must `g_free`), which this
    /// frees; nil for a null pointer.
    public init?(takingGLib pointer: UnsafeMutablePointer<CChar>?) {
        guard let pointer else { return nil }
        self.init(cString: pointer)
        g_free(pointer)
    }
}
