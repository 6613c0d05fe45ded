import CGtk
import Dispatch
import GtkKit

/// Decodes image bytes with GdkPixbuf off the main thread, one image at a time (so the memory
/// a decode needs is bounded by one image), at the size it is shown at: the declared size is
/// read first and an absurd one refused before any pixel is decoded.
enum ImageDecoder {
    /// A decoded GdkPixbuf (a full reference) or why there is none; crosses threads once.
    struct Output: @unchecked Sendable {
        let pixbuf: OpaquePointer?
        let problem: String?
    }

    /// The one decoding thread: images decode in turn, never two at once.
    private static let queue = DispatchQueue(label: "montage-gtk.image-decode", qos: .userInitiated)

    /// Decodes `bytes` for display `pixels` wide on the decoding thread, then calls `done` on
    /// the main loop. `isCancelled` is asked on the decoding thread before work starts.
    @MainActor
    static func decode(_ bytes: [UInt8], pixels: Int, isCancelled: @escaping @Sendable () -> Bool,
                       done: @escaping @MainActor (Output) -> Void) {
        let limits = ImageLimits.current
        let delivery = Delivery(done)
        queue.async {
            let output = isCancelled() ? Output(pixbuf: nil, problem: "cancelled") : run(bytes, pixels: pixels, limits: limits)
            delivery.post(output)
        }
    }

    /// Decodes synchronously on the calling thread (the decoding thread, or a test).
    static func run(_ bytes: [UInt8], pixels: Int, limits: ImageLimits) -> Output {
        guard let loader = gdk_pixbuf_loader_new() else { return Output(pixbuf: nil, problem: "no image loader") }
        defer { loader.unref() }
        let sizing = Sizing(limits: limits, pixels: pixels)
        let sizingPointer = Unmanaged.passUnretained(sizing).toOpaque()
        let prepared: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { loader, width, height, data in
            let sizing = Unmanaged<Sizing>.fromOpaque(data!).takeUnretainedValue()
            sizing.declared = (Int(width), Int(height))
            if let refusal = sizing.limits.refusal(width: Int(width), height: Int(height)) {
                sizing.refusal = refusal
                // A size of zero tells the format to stop before it allocates anything (at 1×1
                // PNG still allocates the declared size and the loader scales all of it down).
                gdk_pixbuf_loader_set_size(loader, 0, 0)
                return
            }
            let size = sizing.limits.decodedSize(width: Int(width), height: Int(height), pixels: sizing.pixels)
            if size.width != Int(width) || size.height != Int(height) {
                gdk_pixbuf_loader_set_size(loader, Int32(size.width), Int32(size.height))
            }
        }
        g_signal_connect_data(loader.gRaw, "size-prepared", unsafeBitCast(prepared, to: GCallback.self), sizingPointer, nil, GConnectFlags(0))
        var error: UnsafeMutablePointer<GError>?
        // A small first write holds every format's header: an incremental decoder (PNG) reports
        // its size before it has rows to decode, and a refused image gets no further bytes.
        var offset = 0
        var chunk = 1024
        var failed: String?
        bytes.withUnsafeBufferPointer { buffer in
            while offset < buffer.count, sizing.refusal == nil {
                let length = min(chunk, buffer.count - offset)
                if gdk_pixbuf_loader_write(loader, buffer.baseAddress! + offset, gsize(length), &error) == 0 {
                    failed = GLibError(taking: &error)?.message ?? "cannot decode"
                    break
                }
                offset += length
                chunk = 64 * 1024
            }
        }
        let closed = gdk_pixbuf_loader_close(loader, &error) != 0
        let closeProblem = closed ? nil : GLibError(taking: &error)?.message ?? "cannot decode"
        if let refusal = sizing.refusal { return Output(pixbuf: nil, problem: refusal) }
        if let failed { return Output(pixbuf: nil, problem: failed) }
        if let closeProblem { return Output(pixbuf: nil, problem: closeProblem) }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return Output(pixbuf: nil, problem: "no image in the data") }
        // The camera's orientation applied (a new pixbuf, or the same one referenced).
        guard let oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf) else { return Output(pixbuf: nil, problem: "cannot orient the image") }
        let width = Int(gdk_pixbuf_get_width(oriented)), height = Int(gdk_pixbuf_get_height(oriented))
        if max(width, height) > limits.maxDecodedSide {
            oriented.unref()
            return Output(pixbuf: nil, problem: "decoded at \(width)×\(height), over \(limits.maxDecodedSide) a side")
        }
        return Output(pixbuf: oriented, problem: nil)
    }

    /// What the size-prepared handler knows and decides (used on one thread at a time).
    private final class Sizing {
        let limits: ImageLimits
        let pixels: Int
        var declared: (width: Int, height: Int)?
        var refusal: String?
        init(limits: ImageLimits, pixels: Int) {
            self.limits = limits
            self.pixels = pixels
        }
    }

    /// Hands a decode's output back to the main loop (`MainLoop.post`: a GLib idle source, which
    /// needs no bridge for libdispatch's main queue).
    private final class Delivery: @unchecked Sendable {
        private let done: @MainActor (Output) -> Void
        init(_ done: @escaping @MainActor (Output) -> Void) { self.done = done }

        func post(_ output: Output) {
            MainLoop.post { self.done(output) }
        }
    }
}
