/// What an image load may cost, whatever a file or a server sends: bytes read, pixels declared,
/// pixels decoded, time and redirects. An image over a limit ends in the placeholder.
@_spi(Capture) public struct ImageLimits: Sendable, Equatable {
    /// The most bytes read for one image (by Content-Length, then while reading).
    public var maxBytes = 20 * 1024 * 1024
    /// The longest side an image may declare; a larger one is refused before decoding.
    public var maxDeclaredSide = 16_384
    /// The most pixels an image may declare (width × height); more is refused before decoding.
    public var maxDeclaredPixels = 36_000_000
    /// The shortest side an image is decoded at, at least (it is never enlarged): small images
    /// keep their pixels, and an avatar and a thumbnail of one URL share one decode.
    public var minimumDecodedSide = 256
    /// The longest side a decoded image may have (a texture GTK can always paint).
    public var maxDecodedSide = 4_096
    /// Seconds a connection may stay silent (connecting, sending or reading).
    public var ioTimeout: UInt32 = 10
    /// Seconds a whole load may take, redirects included.
    public var totalTimeout: UInt32 = 30
    /// Redirects followed before a load fails.
    public var maxRedirects = 5
    /// Bytes of decoded textures kept in memory for reuse (least recently used go first).
    public var textureCacheBytes = 64 * 1024 * 1024
    /// Bytes of HTTP responses kept on disk under `$XDG_CACHE_HOME/montage-gtk/http`.
    public var diskCacheBytes: UInt32 = 50 * 1024 * 1024

    /// The limits every load uses unless told otherwise.
    public init() {}

    /// The limits in effect (tests lower the timeouts; set before the first load).
    @MainActor public static var current = ImageLimits()

    /// The size to decode an image of `width`×`height` at, to be shown `pixels` device pixels
    /// wide at most: its shortest side covers `pixels` (rounded up to a power of two, at least
    /// `minimumDecodedSide`), never more than its own size, its longest side within
    /// `maxDecodedSide`.
    public func decodedSize(width: Int, height: Int, pixels: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (1, 1) }
        var wanted = minimumDecodedSide
        while wanted < pixels && wanted < maxDecodedSide { wanted *= 2 }
        let shortest = min(width, height), longest = max(width, height)
        var scale = min(1, Double(wanted) / Double(shortest))
        scale = min(scale, Double(maxDecodedSide) / Double(longest))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// Why an image declaring `width`×`height` is refused, or nil when it may be decoded.
    public func refusal(width: Int, height: Int) -> String? {
        if width <= 0 || height <= 0 { return "declares no size (\(width)×\(height))" }
        if max(width, height) > maxDeclaredSide || width * height > maxDeclaredPixels {
            return "declares \(width)×\(height) pixels, over the limit (\(maxDeclaredSide) a side, \(maxDeclaredPixels) in all)"
        }
        return nil
    }
}
