import GtkKit

/// One view's wish for one image: the handle of a load through the shared pipeline
/// (`ImagePipeline`). Keep it to keep the load; drop it (the view changed its URL, was
/// recycled or went away) and the load is cancelled, unless another view still wants the image.
@MainActor
@_spi(Capture) public final class ImageLoader {
    /// The outcome of a load.
    public enum Result {
        /// The decoded GdkTexture, as an owned reference (released with the last holder).
        case loaded(ObjectRef<OpaquePointer>)
        /// Why nothing could be loaded.
        case failed(String)
    }

    private let completion: @MainActor (Result) -> Void
    private var finished = false
    /// The decode this loader waits on (nil once finished, or when served from the cache).
    var job: ImageDecodeJob?

    /// Loads started and neither finished nor cancelled: headless capture waits for zero.
    public private(set) static var pending = 0

    init(completion: @escaping @MainActor (Result) -> Void) {
        self.completion = completion
        Self.pending += 1
    }

    isolated deinit {
        guard !finished else { return }
        Self.pending -= 1
        job?.remove(ObjectIdentifier(self))
    }

    /// Starts loading `url` for display at most `pixels` device pixels across; `completion`
    /// runs once: at once when the image is in the memory cache, else later on the main loop
    /// (also for an empty URL, so callers have one path).
    public static func load(_ url: String, pixels: Int = 0, completion: @escaping @MainActor (Result) -> Void) -> ImageLoader {
        ImagePipeline.load(url, pixels: pixels, loader: ImageLoader(completion: completion))
    }

    /// Delivers the outcome, once.
    func finish(_ result: Result) {
        guard !finished else { return }
        finished = true
        job = nil
        Self.pending -= 1
        completion(result)
    }
}

extension ImageLoader {
    /// Forgets every decoded texture kept in memory (loads under way go on).
    @_spi(Testing) public static func clearMemoryCache() { ImagePipeline.clearMemoryCache() }
    /// Decodes started since launch (one per URL and decoded size, however many views ask).
    @_spi(Testing) public static var decodesStarted: Int { ImagePipeline.decodesStarted }
    /// Fetches started since launch (one per URL whose bytes were not already on their way).
    @_spi(Testing) public static var fetchesStarted: Int { ImagePipeline.fetchesStarted }
    /// Fetches under way (one per URL).
    @_spi(Testing) public static var fetchesInFlight: Int { ImagePipeline.fetchesInFlight }
    /// Bytes of decoded textures kept in memory.
    @_spi(Testing) public static var memoryCacheBytes: Int { ImagePipeline.textures.bytes }
    /// The limits every load uses (tests shorten the timeouts; set before loading).
    @_spi(Testing) public static var limits: ImageLimits {
        get { ImageLimits.current }
        set { ImageLimits.current = newValue; ImagePipeline.textures.capacity = newValue.textureCacheBytes }
    }
}
