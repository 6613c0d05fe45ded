import CGtk
/// An owned GdkTexture with its pixels downloaded once for reading.
@MainActor
public final class Texture {
    /// The GdkTexture.
    public let texture: ObjectRef<OpaquePointer>
    /// Size in device pixels.
    public let width: Int, height: Int
    private let storage: PixelStorage
    private var bytes: UnsafeBufferPointer<UInt8> { storage.bytes }

    /// Takes `pixels`: `width`×`height` of cairo's ARGB32 (premultiplied, B G R A in memory:
    /// GDK's default memory format) in rows of `width` × 4 bytes, allocated with `g_malloc`;
    /// a memory texture is made over them, without a copy.
    public init(taking pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        storage = PixelStorage(taking: pixels, count: width * height * 4)
        texture = ObjectRef(gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED,
                                                   storage.data, gsize(width * 4))!, owned: true)
        self.width = width
        self.height = height
    }

    /// `count` pixels of memory for `init(taking:width:height:)`, transparent.
    public static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> { PixelStorage.allocate(count * 4) }

    /// Takes ownership of a full reference to `texture` and downloads its pixels.
    public init(owning texture: OpaquePointer) {
        self.texture = ObjectRef(texture, owned: true)
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
        let pixels = PixelStorage.allocate(width * height * 4)
        gdk_texture_download(texture, pixels, gsize(width * 4))
        storage = PixelStorage(taking: pixels, count: width * height * 4)
    }

    /// Decodes the image file in `bytes` (PNG, JPEG, TIFF); throws with GDK's reason when it
    /// cannot.
    public convenience init(imageData bytes: [UInt8]) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        guard let texture = gdk_texture_new_from_bytes(data, &error) else { throw GLibError.take(&error) }
        self.init(owning: texture)
    }

    /// A texture of `width`×`height` straight (not premultiplied) RGBA pixels, 4 bytes each in
    /// rows of `width` × 4 bytes, copied from `rgba`.
    public convenience init(rgba: [UInt8], width: Int, height: Int) {
        precondition(rgba.count >= width * height * 4, "\(rgba.count) bytes for \(width)x\(height) pixels")
        let data = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        self.init(owning: gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, data, gsize(width * 4))!)
    }

    /// The pixel at (`x`, `y`), unpremultiplied. GDK downloads native-endian ARGB32 (BGRA bytes).
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let i = (y * width + x) * 4
        let a = bytes[i + 3]
        func straight(_ c: UInt8) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
        }
        return Pixel(red: straight(bytes[i + 2]), green: straight(bytes[i + 1]), blue: straight(bytes[i]), alpha: a)
    }

    /// A cairo image surface (ARGB32, premultiplied: the layout GDK downloads) holding a copy of
    /// the pixels; the caller destroys it.
    public func imageSurface() -> ImageSurface {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let target = cairo_image_surface_get_data(surface) {
            for row in 0..<height { (target + row * stride).update(from: bytes.baseAddress! + row * width * 4, count: width * 4) }
        }
        cairo_surface_mark_dirty(surface)
        return ImageSurface(surface: surface)
    }

    /// Whether both textures have the same size and byte-identical pixels.
    public func isIdentical(to other: Texture) -> Bool {
        width == other.width && height == other.height && memcmp(bytes.baseAddress!, other.bytes.baseAddress!, bytes.count) == 0
    }

    /// Writes the texture as a PNG; throws with GDK's reason when it cannot.
    public func savePNG(to path: String) throws(CaptureError) {
        if gdk_texture_save_to_png(texture.pointer, path) == 0 {
            throw CaptureError.write(path)
        }
    }
}

/// A texture's pixels: a GBytes over memory from `g_malloc` (zeroed: transparent), released with
/// its last reference (the texture's, and the GdkTexture's own).
private final class PixelStorage: @unchecked Sendable {
    /// The GBytes.
    let data: OpaquePointer
    /// Its bytes.
    let bytes: UnsafeBufferPointer<UInt8>

    /// `count` transparent bytes (at least one, for a pointer to them).
    static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        g_malloc0(gsize(max(1, count)))!.assumingMemoryBound(to: UInt8.self)
    }

    init(taking pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        data = g_bytes_new_take(pixels, gsize(count))
        bytes = UnsafeBufferPointer(start: pixels, count: count)
    }

    deinit { g_bytes_unref(data) }
}
