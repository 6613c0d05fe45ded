import CSoup
import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// Images over HTTP from a real server (libsoup's SoupServer on 127.0.0.1, in this process):
/// every answer a server can give ends in the image or the placeholder within bounded time and
/// memory, while the main loop keeps painting; shared URLs make one request.
final class ImageServerTests: MontageTestCase, @unchecked Sendable {
    nonisolated(unsafe) private var server: TestImageServer!
    nonisolated(unsafe) private var savedLimits = ImageLimits()

    override func setUp() {
        super.setUp()
        onMain {
            savedLimits = ImageLoader.limits
            var limits = ImageLimits()
            limits.ioTimeout = 2
            limits.totalTimeout = 4
            limits.maxBytes = 1024 * 1024
            ImageLoader.limits = limits
            ImageLoader.clearMemoryCache()
            server = try! TestImageServer()
        }
    }

    override func tearDown() {
        onMain {
            server.close()
            server = nil
            ImageLoader.limits = savedLimits
        }
        super.tearDown()
    }

    @MainActor
    private final class Outcome {
        var size: (width: Int32, height: Int32)?
        var failure: String?
        var done: Bool { size != nil || failure != nil }
    }

    @MainActor
    private func load(_ url: String, pixels: Int = 40) -> (ImageLoader, Outcome) {
        let outcome = Outcome()
        let loader = ImageLoader.load(url, pixels: pixels) { result in
            switch result {
            case .loaded(let texture): outcome.size = (gdk_texture_get_width(texture.pointer), gdk_texture_get_height(texture.pointer))
            case .failed(let reason): outcome.failure = reason
            }
        }
        return (loader, outcome)
    }

    @MainActor private var sample: [UInt8] {
        Array(FileManager.default.contents(atPath: SampleResources.path("avatar-person.png"))!)
    }

    private static func residentKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// Every hostile answer ends in the placeholder (with its reason), the good ones in the
    /// image, all within the total timeout; memory stays bounded and frames keep coming.
    func testEveryAnswerEndsInTheImageOrThePlaceholder() {
        onMain {
            server.route("/good.png", .body(sample, type: "image/png"))
            server.route("/redirect", .redirect("/good.png"))
            server.route("/loop", .redirect("/loop"))
            server.route("/corrupt.png", .body((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, type: "image/png"))
            server.route("/text", .body(Array("<html><body>not an image</body></html>".utf8), type: "text/html"))
            server.route("/bomb.png", .body(TestImages.declaring(width: 20_000, height: 20_000), type: "image/png"))
            server.route("/wide.png", .body(TestImages.declaring(width: 40_000, height: 4), type: "image/png"))
            server.route("/svg-bomb.png", .body(TestImages.svg(side: 30_000), type: "image/png"))
            server.route("/big.png", .body([UInt8](repeating: 1, count: 3 * 1024 * 1024), type: "image/png"))
            server.route("/endless.png", .chunked(count: 48, size: 64 * 1024))
            server.route("/claims.png", .claims(length: 500 * 1024 * 1024))
            server.route("/silent.png", .silence)
            // A real, large image (30 million pixels, a second of decoding): it comes, scaled
            // to its display size, and the frames go on while it decodes.
            server.route("/large.png", .body(TestImages.solid(width: 6_000, height: 5_000, rgb: 0x3366CC), type: "image/png"))

            // Frames of a window with something to draw each frame, timed as the loads go on.
            let spinner = gtk_spinner_new()!
            gtk_spinner_start(cast(spinner))
            let window = present(spinner, width: 100, height: 100)
            var lastFrame = g_get_monotonic_time(), longestGap: Int64 = 0, frames = 0
            FrameTicks.add(window) { _ in
                let now = g_get_monotonic_time()
                longestGap = max(longestGap, Int64(now - lastFrame))
                lastFrame = now
                frames += 1
                return true
            }
            let before = Self.residentKilobytes()
            let expected: [(String, String?)] = [
                ("/good.png", nil), ("/redirect", nil), ("/loop", "redirects"), ("/corrupt.png", ""),
                ("/text", ""), ("/missing", "404"), ("/bomb.png", "declares 20000×20000"),
                ("/wide.png", "declares 40000×4"), ("/svg-bomb.png", "declares 30000×30000"),
                ("/big.png", "over the limit"), ("/endless.png", "over the limit"), ("/claims.png", "over the limit"),
                ("/silent.png", ""), ("/large.png", nil),
            ]
            var loads = expected.map { load(server.url($0.0)) }
            // TLS to a server that speaks plain HTTP: the handshake fails.
            let tls = load("https://127.0.0.1:\(server.port)/good.png")
            loads.append(tls)
            let started = g_get_monotonic_time()
            XCTAssertTrue(MainLoop.run(until: { loads.allSatisfy { $0.1.done } }, timeout: 15), "every load ends")
            let seconds = Double(g_get_monotonic_time() - started) / 1_000_000
            XCTAssertLessThan(seconds, 6, "within the total timeout (4 s) and a margin")
            XCTAssertNotNil(tls.1.failure, "https to a plain server fails")
            for ((path, reason), (_, outcome)) in zip(expected, loads) {
                if let reason {
                    XCTAssertNil(outcome.size, path)
                    XCTAssertNotNil(outcome.failure, path)
                    if !reason.isEmpty {
                        XCTAssertTrue(outcome.failure?.contains(reason) == true, "\(path): \(outcome.failure ?? "loaded")")
                    }
                } else {
                    XCTAssertNil(outcome.failure, path)
                    XCTAssertEqual(outcome.size?.width, path == "/large.png" ? 307 : 160, path)
                }
            }
            XCTAssertEqual(server.requests["/loop"], 6, "the first request and five redirects")
            let grown = Self.residentKilobytes() - before
            XCTAssertLessThan(grown, 100 * 1024, "resident memory grew by \(grown) KB")
            XCTAssertGreaterThan(frames, 30, "frames went on painting")
            XCTAssertLessThan(longestGap, 1_000_000, "the main loop never stalled (longest gap between frames: \(longestGap) µs)")
            withExtendedLifetime(loads) {}
        }
    }

    /// Fifty avatars of one URL make one request and one decode, and all show the image; an
    /// avatar and a thumbnail of one URL share it too.
    func testOneURLIsFetchedAndDecodedOnce() {
        onMain {
            server.route("/shared.png", .body(sample, type: "image/png"))
            let url = server.url("/shared.png")
            let decodes = ImageLoader.decodesStarted
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let avatars = (0..<50).map { _ in AvatarView(Avatar(url, variant: .person)) }
            let thumbnail = ThumbnailView(Thumbnail(url))
            for avatar in avatars { gtk_box_append(cast(box), avatar.widget) }
            gtk_box_append(cast(box), thumbnail.widget)
            present(box)
            XCTAssertTrue(MainLoop.run(until: { avatars.allSatisfy(\.showsImage) && thumbnail.showsImage }, timeout: 10))
            XCTAssertEqual(server.requests["/shared.png"], 1)
            XCTAssertEqual(ImageLoader.decodesStarted - decodes, 1)
            // A view made later is served from memory, at once.
            let late = AvatarView(Avatar(url, variant: .person))
            XCTAssertTrue(late.showsImage)
            XCTAssertEqual(server.requests["/shared.png"], 1)
        }
    }

    /// A view that changes its URL or goes away cancels a load nobody else waits for.
    func testAnAbandonedLoadIsCancelled() {
        onMain {
            server.route("/silent.png", .silence)
            server.route("/good.png", .body(sample, type: "image/png"))
            let avatar = AvatarView(Avatar(server.url("/silent.png"), variant: .person))
            XCTAssertTrue(MainLoop.run(until: { server.requests["/silent.png"] == 1 }, timeout: 5))
            XCTAssertEqual(ImageLoader.fetchesInFlight, 1)
            avatar.update(Avatar(server.url("/good.png"), variant: .person))
            XCTAssertTrue(MainLoop.run(until: { avatar.showsImage }, timeout: 5))
            XCTAssertEqual(ImageLoader.fetchesInFlight, 0, "the silent one was cancelled")
            XCTAssertEqual(ImageLoader.pending, 0)
            var dropped: ImageLoader? = load(server.url("/silent.png")).0
            XCTAssertEqual(ImageLoader.fetchesInFlight, 1)
            dropped = nil
            XCTAssertEqual(ImageLoader.fetchesInFlight, 0)
            XCTAssertNil(dropped)
        }
    }

    /// What HTTP allows to be cached is reused from disk: a second load after the memory cache
    /// is emptied makes no request.
    func testCacheableResponsesComeFromTheDiskCache() {
        onMain {
            server.route("/cached.png", .body(sample, type: "image/png", headers: ["Cache-Control": "max-age=3600"]))
            let url = server.url("/cached.png")
            let (first, firstOutcome) = load(url)
            XCTAssertTrue(MainLoop.run(until: { firstOutcome.done }, timeout: 5))
            XCTAssertNil(firstOutcome.failure)
            // libsoup finishes writing the entry to disk after the body is read: wait for that.
            soup_cache_flush(cast(soup_session_get_feature(HTTPSession.shared, soup_cache_get_type())!))
            ImageLoader.clearMemoryCache()
            let (second, secondOutcome) = load(url)
            XCTAssertFalse(secondOutcome.done)
            XCTAssertTrue(MainLoop.run(until: { secondOutcome.done }, timeout: 5))
            XCTAssertNil(secondOutcome.failure)
            XCTAssertEqual(server.requests["/cached.png"], 1, "served by libsoup's cache")
            withExtendedLifetime((first, second)) {}
        }
    }

    /// Rows a GtkListView recycles cancel the loads of the avatars they no longer show: after
    /// scrolling through a list whose avatars never come, only the bound rows still wait.
    func testRecycledListRowsCancelTheirLoads() {
        onMain {
            server.fallback = .silence
            let started = ImageLoader.fetchesStarted
            let list = ListCellListView(count: 10_000) { [server] index in
                ListCell(label: "Item \(index)").leadingResources([.avatar(server!.url("/avatar/\(index).png"), variant: .person)])
            }
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(cast(scroller), list.widget)
            gtk_widget_set_size_request(scroller, 400, 300)
            let window = present(scroller, width: 400, height: 300)
            XCTAssertTrue(MainLoop.run(until: { list.count == 10_000 }, timeout: 5), "the list grows to its count over frames")
            XCTAssertTrue(MainLoop.run(until: { ImageLoader.fetchesInFlight > 0 }, timeout: 5))
            let adjustment = gtk_scrollable_get_vadjustment(cast(list.widget))!
            for step in 1...10 {
                gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) * Double(step) / 10)
                MainLoop.waitForFrames(window)  // the rows there bound (their loads started, the others' cancelled)
            }
            let bound = list.widget.descendants { $0.hasClass("avatar") }.count
            XCTAssertGreaterThan(ImageLoader.fetchesStarted - started, 2 * bound, "scrolling asked for more avatars than rows exist")
            XCTAssertLessThanOrEqual(ImageLoader.fetchesInFlight, bound, "only the bound rows still wait (\(bound) rows)")
            XCTAssertEqual(ImageLoader.pending, ImageLoader.fetchesInFlight)
        }
    }
}
