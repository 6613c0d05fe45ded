import CGtk
import MontageCatalog
import MontageGallery
import CSoup
import Foundation
import GtkKit

/// `montage-bench serve-avatars`: an HTTP server on 127.0.0.1 (libsoup) that answers every
/// `/avatar/N.png` with a 160×160 PNG (16 colours in turn), so each contact has its own URL; it
/// prints its port and serves until killed. A process of its own, so the list it feeds pays
/// nothing for serving.
@MainActor
enum AvatarServer {
    static func serve() -> Int32 {
        let images = (0..<16).map(png)
        let server = csoup_server_new()!
        var error: UnsafeMutablePointer<GError>?
        guard soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error) != 0 else {
            FileHandle.standardError.write(Data("montage-bench: cannot listen: \(String(cString: error!.pointee.message))\n".utf8))
            return 1
        }
        let box = Unmanaged.passRetained(images as NSArray).toOpaque()
        soup_server_add_handler(server, "/avatar", { _, message, path, _, data in
            let images = Unmanaged<NSArray>.fromOpaque(data!).takeUnretainedValue()
            let name = String(cString: path!).split(separator: "/").last ?? ""
            let index = Int(name.split(separator: ".").first ?? "") ?? 0
            let bytes = images[index % images.count] as! Data
            soup_server_message_set_status(message, 200, nil)
            bytes.withUnsafeBytes { soup_server_message_set_response(message, "image/png", SOUP_MEMORY_COPY, $0.baseAddress, gsize($0.count)) }
        }, box, nil)
        let uris = soup_server_get_uris(server)
        FileHandle.standardOutput.write(Data("\(g_uri_get_port(OpaquePointer(uris!.pointee.data)))\n".utf8))
        while true { g_main_context_iteration(nil, 1) }
    }

    /// A 160×160 PNG of colour number `index`.
    private static func png(_ index: Int) -> Data {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 160, 160)!
        defer { g_object_unref(pixbuf.gRaw) }
        let step = UInt32(index * 8)  // 0...120
        gdk_pixbuf_fill(pixbuf, (0x40 + step) << 24 | (0xC0 - step) << 16 | (0x80 + step / 2) << 8 | 0xFF)
        var buffer: UnsafeMutablePointer<CChar>?
        var size: gsize = 0
        gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil)
        defer { g_free(buffer) }
        return Data(bytes: buffer!, count: Int(size))
    }

    /// Starts a server child and returns it with its base URL.
    static func start() -> (Process, String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["serve-avatars"]
        let out = Pipe()
        process.standardOutput = out
        guard (try? process.run()) != nil else { return nil }
        var line = Data()
        while let byte = try? out.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 { line.append(first) }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            return nil
        }
        return (process, "http://127.0.0.1:\(port)")
    }
}
