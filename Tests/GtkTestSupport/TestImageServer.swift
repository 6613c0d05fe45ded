import CGtk
import CSoup
import Foundation
import GtkKit

/// An in-process HTTP server on 127.0.0.1 (libsoup's SoupServer on the test's main loop) that
/// serves what a real or hostile server would: a good image, redirects, errors, corrupt bytes,
/// bombs, bodies over the cap, and silence. It counts the requests of each path.
@MainActor
public final class TestImageServer {
    /// What a path answers.
    public enum Response {
        /// 200 with these bytes and content type (and extra headers).
        case body([UInt8], type: String, headers: [String: String] = [:])
        /// 200, chunked (no Content-Length), `count` chunks of `size` bytes.
        case chunked(count: Int, size: Int)
        /// A status with a short text body.
        case status(UInt32)
        /// A redirect to `location`.
        case redirect(String)
        /// A Content-Length header of `length`, a few bytes, then silence.
        case claims(length: Int)
        /// Headers never come.
        case silence
        /// Held until `release(_:with:)` answers it.
        case held
    }

    private let server: UnsafeMutablePointer<SoupServer>
    private var routes: [String: Response] = [:]
    /// Requests received, by path.
    public private(set) var requests: [String: Int] = [:]
    private var heldMessages: [String: [OpaquePointer]] = [:]
    /// The port it listens on.
    public let port: Int32

    public init() throws {
        server = csoup_server_new()
        var error: UnsafeMutablePointer<GError>?
        guard soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error) != 0 else {
            defer { g_clear_error(&error) }
            throw NSError(domain: "TestImageServer", code: 1, userInfo: [NSLocalizedDescriptionKey: String(cString: error!.pointee.message)])
        }
        let uris = soup_server_get_uris(server)
        port = g_uri_get_port(OpaquePointer(uris!.pointee.data))
        g_slist_free_full(uris) { g_uri_unref(OpaquePointer($0)) }
        soup_server_add_handler(server, nil, { _, message, path, _, data in
            let server = Unmanaged<TestImageServer>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { server.handle(message!, path: String(cString: path!)) }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Stops listening (call before the server goes away).
    public func close() {
        soup_server_disconnect(server)
        g_object_unref(server)
    }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Makes `path` answer `response`.
    public func route(_ path: String, _ response: Response) { routes[path] = response }

    /// What paths without a route answer (nil: 404).
    public var fallback: Response?

    private func handle(_ message: OpaquePointer, path: String) {
        requests[path, default: 0] += 1
        let headers = soup_server_message_get_response_headers(message)
        switch routes[path] ?? fallback ?? .status(404) {
        case .body(let bytes, let type, let extra):
            soup_server_message_set_status(message, 200, nil)
            for (name, value) in extra { soup_message_headers_replace(headers, name, value) }
            bytes.withUnsafeBufferPointer { soup_server_message_set_response(message, type, SOUP_MEMORY_COPY, $0.baseAddress, gsize($0.count)) }
        case .chunked(let count, let size):
            soup_server_message_set_status(message, 200, nil)
            soup_message_headers_set_encoding(headers, SOUP_ENCODING_CHUNKED)
            soup_message_headers_replace(headers, "Content-Type", "image/png")
            let body = soup_server_message_get_response_body(message)
            let chunk = [UInt8](repeating: 0x42, count: size)
            for _ in 0..<count { chunk.withUnsafeBufferPointer { soup_message_body_append(body, SOUP_MEMORY_COPY, $0.baseAddress, gsize(size)) } }
            soup_message_body_complete(body)
        case .status(let code):
            soup_server_message_set_status(message, code, nil)
            soup_server_message_set_response(message, "text/html", SOUP_MEMORY_COPY, "<html>no</html>", 15)
        case .redirect(let location):
            soup_server_message_set_redirect(message, 302, location)
        case .claims(let length):
            soup_server_message_set_status(message, 200, nil)
            soup_message_headers_set_content_length(headers, goffset(length))
            soup_message_headers_replace(headers, "Content-Type", "image/png")
            let start = [UInt8](repeating: 0x89, count: 1024)
            start.withUnsafeBufferPointer { soup_message_body_append(soup_server_message_get_response_body(message), SOUP_MEMORY_COPY, $0.baseAddress, 1024) }
        case .silence:
            soup_server_message_pause(message)
        case .held:
            g_object_ref(message.gRaw)
            soup_server_message_pause(message)
            heldMessages[path, default: []].append(message)
        }
    }

    /// Answers the requests held at `path` with `bytes` (200, image/png), and later ones too.
    public func release(_ path: String, with bytes: [UInt8]) {
        routes[path] = .body(bytes, type: "image/png")
        for message in heldMessages.removeValue(forKey: path) ?? [] {
            soup_server_message_set_status(message, 200, nil)
            bytes.withUnsafeBufferPointer { soup_server_message_set_response(message, "image/png", SOUP_MEMORY_COPY, $0.baseAddress, gsize($0.count)) }
            soup_server_message_unpause(message)
            g_object_unref(message.gRaw)
        }
    }
}

/// Image bytes for tests: real PNGs read from the samples, and crafted ones that declare any
/// size in a few bytes (a valid signature and IHDR; the pixels never come).
public enum TestImages {
    /// A PNG that declares `width`×`height` with a few bytes of (bogus) pixel data.
    public static func declaring(width: UInt32, height: UInt32) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(width) + bigEndian(height)
        header += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, no filter, no interlace
        png += chunk("IHDR", header)
        png += chunk("IDAT", [0x78, 0x9C] + [UInt8](repeating: 0, count: 400))
        png += chunk("IEND", [])
        return png
    }

    /// An SVG (however it is named) declaring `side`×`side` pixels.
    public static func svg(side: Int) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\"><rect width=\"\(side)\" height=\"\(side)\" fill=\"red\"/></svg>".utf8)
    }

    /// A PNG of `width`×`height` filled with one opaque colour (0xRRGGBB).
    public static func solid(width: Int32, height: Int32, rgb: UInt32) -> [UInt8] {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height)!
        defer { g_object_unref(pixbuf.gRaw) }
        gdk_pixbuf_fill(pixbuf, rgb << 8 | 0xFF)
        var buffer: UnsafeMutablePointer<CChar>?
        var size: gsize = 0
        gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil)
        defer { g_free(buffer) }
        return Array(UnsafeRawBufferPointer(start: buffer, count: Int(size)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
