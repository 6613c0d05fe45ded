import CGtk
import Glibc

/// An error number of the C library (`errno`), described by the system's sentence for it.
public struct SystemError: Error, Equatable, CustomStringConvertible {
    /// The error number (`ENOENT`, `ELOOP`…).
    public let code: Int32

    /// The error numbered `code`.
    public init(_ code: Int32) { self.code = code }

    /// The error the last failed C library call left in `errno`.
    public static var current: SystemError { SystemError(errno) }

    /// The system's sentence for it, in UTF-8 ("No such file or directory").
    public var description: String { String(cString: g_strerror(code)) }
}
