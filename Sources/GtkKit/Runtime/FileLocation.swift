import CGtk

/// A GIO file (`GFile`): a location by path or by URI (`file://`, `resource://`, whatever GIO
/// reads), inspected and opened asynchronously on the main loop. Owned: released with this.
@MainActor
public final class FileLocation {
    /// What `inspect` read of a file.
    public struct Info: Equatable, Sendable {
        /// Whether it is a regular file (not a folder, a FIFO, a device or a socket).
        public var isRegularFile: Bool
        /// Its size in bytes.
        public var size: Int
    }

    private let file: OpaquePointer

    /// The file at `uri` (nothing is checked until it is inspected or opened).
    public init(uri: String) { file = g_file_new_for_uri(uri) }

    /// The file at the local `path`.
    public init(path: String) { file = g_file_new_for_path(path) }

    isolated deinit { g_object_unref(file.gRaw) }

    /// Reads the file's type and size, then calls `body` on the main loop with them or GLib's
    /// error (missing, unreadable, cancelled).
    public func inspect(cancellable: Cancellable?, _ body: @escaping @MainActor (Result<Info, GLibError>) -> Void) {
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            guard let info = g_file_query_info_finish(OpaquePointer(source), result, &error) else {
                return body(.failure(GLibError.take(&error)))
            }
            let regular = g_file_info_get_file_type(info) == G_FILE_TYPE_REGULAR
            let size = Int(g_file_info_get_size(info))
            g_object_unref(info.gRaw)
            body(.success(Info(isRegularFile: regular, size: size)))
        }
        g_file_query_info_async(file, "standard::type,standard::size", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT,
                                cancellable?.pointer, ready.callback, ready.userData)
    }

    /// Opens the file for reading, then calls `body` on the main loop with its stream or GLib's
    /// error.
    public func read(cancellable: Cancellable?, _ body: @escaping @MainActor (Result<ReadStream, GLibError>) -> Void) {
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            guard let stream = g_file_read_finish(OpaquePointer(source), result, &error) else {
                return body(.failure(GLibError.take(&error)))
            }
            body(.success(ReadStream(taking: cast(stream))))
        }
        g_file_read_async(file, G_PRIORITY_DEFAULT, cancellable?.pointer, ready.callback, ready.userData)
    }
}
