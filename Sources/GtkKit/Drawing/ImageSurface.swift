import CGtk

/// A cairo image in memory (32-bit ARGB, premultiplied), owned: freed with this value's last
/// reference. Read from a PNG file or filled pixel by pixel.
public final class ImageSurface {
    /// The `cairo_surface_t *`.
    let surface: OpaquePointer

    /// The width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// The height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// Takes ownership of `surface`.
    init(surface: OpaquePointer) { self.surface = surface }

    /// The PNG file at `path`, nil when it cannot be read as one.
    public convenience init?(png path: String) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.init(surface: surface)
    }

    /// A `width`×`height` image whose pixels `pixel(x, y)` gives as (red, green, blue, alpha),
    /// 0–255, not premultiplied.
    public convenience init(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                for x in 0..<width {
                    let (red, green, blue, alpha) = pixel(x, y)
                    let a = UInt32(alpha)
                    let (r, g, b) = ((UInt32(red) * a + 127) / 255, (UInt32(green) * a + 127) / 255, (UInt32(blue) * a + 127) / 255)
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface)
    }

    deinit { cairo_surface_destroy(surface) }
}
