import CGtk

/// A failure GLib reported through a `GError`, as a Swift error carrying GLib's message.
public struct GLibError: Error, Equatable, CustomStringConvertible {
    /// GLib's sentence for the failure (translated, and naming the file or line at fault).
    public let message: String

    /// The message.
    public var description: String { message }

    /// Takes the error GLib left in `error` (freed and set to nil); a call that failed without
    /// one, which GLib's documented calls never do, gives a generic message.
    static func take(_ error: inout UnsafeMutablePointer<GError>?) -> GLibError {
        defer { g_clear_error(&error) }
        return GLibError(message: error.map { String(cString: $0.pointee.message) } ?? "unknown GLib error")
    }
}
