import CGtk

extension GLibError {
    /// Takes the error a GLib call left in `error` (freed and set to nil); nil when it left none.
    public init?(taking error: inout UnsafeMutablePointer<GError>?) {
        guard error != nil else { return nil }
        self = GLibError.take(&error)
    }
}
