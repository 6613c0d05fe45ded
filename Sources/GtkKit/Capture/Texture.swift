/// An owned GdkTexture with its pixels downloaded once for reading.
@MainActor
public final class Texture {
    /// The GdkTexture.
    public let texture: ObjectRef<OpaquePointer>
    /// Size in device pixels.
    public let width: Int, height: Int
    private let bytes: [UInt8]

    /// `pixels`, `width`×`height` of cairo's ARGB32 (premultiplied, B G R A in memory: GDK's
    /// default memory format) in rows of `width` × 4 bytes, and a memory texture of them.
    public init(pixels: [UInt8], width: Int, height: Int) {
        precondition(pixels.count == width * height * 4, "\(pixels.count) bytes for \(width)x\(height) pixels")
        let data = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        texture = ObjectRef(gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, data, gsize(width * 4))!, owned: true)
        self.width = width
        self.height = height
        bytes = pixels
    }

    /// Takes ownership of a full reference to `texture` and downloads its pixels.
    public init(owning texture: OpaquePointer) {
        self.texture = ObjectRef(texture, owned: true)
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
        var data = [UInt8](repeating: 0, count: width * height * 4)
        let stride = gsize(width * 4)
        data.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, stride) }
        bytes = data
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
    public func cairoSurface() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let target = cairo_image_surface_get_data(surface) {
            bytes.withUnsafeBufferPointer { source in
                for row in 0..<height { (target + row * stride).update(from: source.baseAddress! + row * width * 4, count: width * 4) }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Whether both textures have the same size and byte-identical pixels.
    public func isIdentical(to other: Texture) -> Bool {
        width == other.width && height == other.height && bytes == other.bytes
    }

    /// Writes the texture as a PNG; throws with GDK's reason when it cannot.
    public func savePNG(to path: String) throws(CaptureError) {
        if gdk_texture_save_to_png(texture.pointer, path) == 0 {
            throw CaptureError.write(path)
        }
    }
}
