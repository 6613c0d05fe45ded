import CGtk

/// A GIO input stream (`GInputStream`) read in chunks on the main loop. Owned: its reference is
/// dropped with this, without closing it (`close()` or `discard()` first).
@MainActor
public final class ReadStream {
    /// The GInputStream.
    public let pointer: UnsafeMutablePointer<GInputStream>

    /// Takes a full reference to `stream` (what a `*_finish` call returned).
    public init(taking stream: UnsafeMutablePointer<GInputStream>) { pointer = stream }

    isolated deinit { g_object_unref(pointer) }

    /// Reads up to `count` bytes, then calls `body` on the main loop with them (empty at the end
    /// of the stream; valid only during the call) or GLib's error (a cancelled call's too).
    public func read(upTo count: Int, cancellable: Cancellable?,
                     _ body: @escaping @MainActor (Result<UnsafeRawBufferPointer, GLibError>) -> Void) {
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            guard let chunk = g_input_stream_read_bytes_finish(cast(source!), result, &error) else {
                return body(.failure(GLibError.take(&error)))
            }
            defer { g_bytes_unref(chunk) }
            var size: gsize = 0
            let data = g_bytes_get_data(chunk, &size)
            body(.success(data.map { UnsafeRawBufferPointer(start: $0, count: Int(size)) } ?? UnsafeRawBufferPointer(start: nil, count: 0)))
        }
        g_input_stream_read_bytes_async(pointer, gsize(count), G_PRIORITY_DEFAULT, cancellable?.pointer, ready.callback, ready.userData)
    }

    /// Closes the stream (waiting for it: a file's or a finished response's close is quick).
    public func close() { g_input_stream_close(pointer, nil, nil) }

    /// Closes the stream without reading what is left of it: closing a network response's body
    /// otherwise reads the rest, which a hostile server may never end.
    public func discard() { g_input_stream_close(pointer, Self.stopped.pointer, nil) }

    /// A cancellable cancelled from the start: operations given it stop at once.
    private static let stopped: Cancellable = {
        let cancellable = Cancellable()
        cancellable.cancel()
        return cancellable
    }()
}
