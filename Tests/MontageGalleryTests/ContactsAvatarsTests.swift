import GalleryTestSupport

/// The downstream example shows its 100,000 contacts with avatars from a local HTTP server (the
/// test's SoupServer, answering every contact's own URL): the avatars are requested, each once,
/// and painted in the capture.
final class ContactsAvatarsTests: XCTestCase {
    func testTheContactsShowTheirAvatarsFromAServer() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let example = root.appendingPathComponent("Examples/ContactsApp/.build/debug/ContactsApp")
        guard FileManager.default.isExecutableFile(atPath: example.path) else {
            return XCTFail("the example is not built: make test builds it (swift build --package-path Examples/ContactsApp)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-contacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("contacts.png")
        try MainActor.assumeIsolated {
            let server = try TestImageServer()
            defer { server.close() }
            // Pure magenta: no token of the theme is that colour.
            server.fallback = .body(TestImages.solid(width: 160, height: 160, rgb: 0xFF00FF), type: "image/png")
            let app = ChildProcess.start(example.path, ["--avatars", server.url(""), "--screenshot", file.path])
            // The server answers on this main loop while the app runs.
            XCTAssertTrue(MainLoop.run(until: { !app.isRunning }, timeout: 60), "the app ends")
            let outcome = app.wait(timeout: 5, grace: 5)
            let stderr = outcome.stderrText
            XCTAssertEqual(outcome.status, 0, "\(outcome.ending): \(stderr)")
            XCTAssertFalse(stderr.contains("WARNING") || stderr.contains("CRITICAL"), stderr)
            let avatarRequests = server.requests.filter { $0.key.hasPrefix("/avatar/") }
            XCTAssertGreaterThan(avatarRequests.count, 5, "the rows on screen asked for their avatars")
            XCTAssertTrue(avatarRequests.values.allSatisfy { $0 == 1 }, "each avatar once: \(avatarRequests)")
            XCTAssertNotNil(avatarRequests["/avatar/0.png"], "the first contact's own URL")

            var error: UnsafeMutablePointer<GError>?
            guard let pixbuf = gdk_pixbuf_new_from_file(file.path, &error) else { return XCTFail("no capture") }
            defer { g_object_unref(pixbuf.gRaw) }
            let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
            let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
            let pixels = gdk_pixbuf_read_pixels(pixbuf)!
            var magenta = 0
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixels + y * stride + x * channels
                    if p[0] > 240 && p[1] < 16 && p[2] > 240 { magenta += 1 }
                }
            }
            // Each 40-pixel avatar is a circle of about 1,250 pixels; the window shows 7 rows of the
            // list (GtkListView binds more, off screen, and those load too).
            XCTAssertGreaterThan(magenta, 6 * 1_100, "the avatars on screen are painted (\(magenta) magenta pixels)")
        }
    }
}
