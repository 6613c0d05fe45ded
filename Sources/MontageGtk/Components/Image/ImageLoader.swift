import GtkKit

/// Loads an image without blocking the UI: GIO reads the file asynchronously and GdkPixbuf
/// decodes it on a worker thread; the texture is delivered on the main loop. A load can be
/// cancelled (the view changed its URL or went away), and then never calls back.
@MainActor
@_spi(Capture) public final class ImageLoader {
    /// The outcome of a load.
    public enum Result {
        /// The decoded GdkTexture, as an owned reference (released with the last holder).
        case loaded(ObjectRef<OpaquePointer>)
        /// Why nothing could be loaded.
        case failed(String)
    }

    private let cancellable: UnsafeMutablePointer<GCancellable>
    private let completion: @MainActor (Result) -> Void
    private var finished = false

    /// Loads started and neither finished nor cancelled: headless capture waits for zero.
    public private(set) static var pending = 0

    private init(completion: @escaping @MainActor (Result) -> Void) {
        cancellable = g_cancellable_new()
        self.completion = completion
        Self.pending += 1
    }

    isolated deinit {
        if !finished { Self.pending -= 1 }
        g_cancellable_cancel(cancellable)
        g_object_unref(cancellable)
    }

    /// Starts loading `url`; `completion` runs once, later, on the main loop (also for an empty
    /// URL, so callers have one path). Keep the loader to keep the load; drop it to cancel.
    public static func load(_ url: String, completion: @escaping @MainActor (Result) -> Void) -> ImageLoader {
        let loader = ImageLoader(completion: completion)
        let file: OpaquePointer?
        switch ImageSource(url) {
        case .none:
            MainLoop.idle { [weak loader] in
                loader?.finish(.failed("no image URL"))
                return false
            }
            return loader
        case .uri(let uri): file = g_file_new_for_uri(uri)
        case .path(let path): file = g_file_new_for_path(path)
        }
        let box = Unmanaged.passRetained(LoadBox(loader, cancellable: loader.cancellable)).toOpaque()
        g_file_read_async(file, G_PRIORITY_DEFAULT, loader.cancellable, { source, result, data in
            let box = Unmanaged<LoadBox>.fromOpaque(data!)
            var error: UnsafeMutablePointer<GError>?
            let stream = g_file_read_finish(OpaquePointer(source), result, &error)
            guard let stream else {
                MainActor.assumeIsolated { box.takeRetainedValue().fail(error) }
                return
            }
            gdk_pixbuf_new_from_stream_async(cast(stream), box.takeUnretainedValue().cancellable, { _, result, data in
                let box = Unmanaged<LoadBox>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let pixbuf = gdk_pixbuf_new_from_stream_finish(result, &error)
                MainActor.assumeIsolated {
                    if let pixbuf {
                        let texture = ObjectRef(gdk_texture_new_for_pixbuf(pixbuf)!, owned: true)
                        g_object_unref(pixbuf.gRaw)
                        box.deliver(.loaded(texture))
                    } else {
                        box.fail(error)
                    }
                }
            }, data)
            g_object_unref(stream.gRaw)
        }, box)
        g_object_unref(file?.gRaw)
        return loader
    }

    fileprivate func finish(_ result: Result) {
        guard !finished else { return }
        finished = true
        Self.pending -= 1
        completion(result)
    }
}

/// Carries a load through GIO's callbacks (which run on the main loop); the loader is weak so
/// dropping it cancels quietly. Holds its own reference to the cancellable.
private final class LoadBox: @unchecked Sendable {
    @MainActor weak var loader: ImageLoader?
    let cancellable: UnsafeMutablePointer<GCancellable>

    @MainActor
    init(_ loader: ImageLoader, cancellable: UnsafeMutablePointer<GCancellable>) {
        self.loader = loader
        self.cancellable = cancellable
        g_object_ref(cancellable)
    }

    deinit { g_object_unref(cancellable) }

    @MainActor
    func deliver(_ result: ImageLoader.Result) {
        loader?.finish(result)
    }

    @MainActor
    func fail(_ error: UnsafeMutablePointer<GError>?) {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        deliver(.failed(message))
    }
}
