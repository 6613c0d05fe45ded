import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// ImageLoader and ImageSource: asynchronous loads from file:// and resource:// URLs and plain
/// paths, failures for empty, missing, undecodable and network URLs, cancellation by release.
final class ImageLoaderTests: MontageTestCase, @unchecked Sendable {
    override func setUp() {
        super.setUp()
        // Each test sees loads as a first view would: nothing decoded yet.
        onMain { ImageLoader.clearMemoryCache() }
    }

    /// The outcome of one load, recorded from its completion.
    @MainActor
    private final class Outcome {
        var calls = 0
        var size: (width: Int32, height: Int32)?
        var failure: String?
        var done: Bool { calls > 0 }
    }

    @MainActor
    private func load(_ url: String) -> (ImageLoader, Outcome) {
        let outcome = Outcome()
        let loader = ImageLoader.load(url) { result in
            outcome.calls += 1
            switch result {
            case .loaded(let texture):
                outcome.size = (gdk_texture_get_width(texture.pointer), gdk_texture_get_height(texture.pointer))
            case .failed(let message):
                outcome.failure = message
            }
        }
        return (loader, outcome)
    }

    /// Starts a load whose only strong reference is `loader`.
    @MainActor
    private func start(_ url: String, keeping loader: inout ImageLoader?) -> Outcome {
        let (started, outcome) = load(url)
        loader = started
        return outcome
    }

    func testImageSourceClassifiesURLs() {
        XCTAssertEqual(ImageSource(""), .none)
        XCTAssertEqual(ImageSource("  \n"), .none)
        XCTAssertEqual(ImageSource("file:///tmp/a.png"), .uri("file:///tmp/a.png"))
        XCTAssertEqual(ImageSource(" resource:///org/x/a.png "), .uri("resource:///org/x/a.png"))
        XCTAssertEqual(ImageSource("https://example.com/a.png"), .uri("https://example.com/a.png"))
        XCTAssertEqual(ImageSource("/usr/share/a.png"), .path("/usr/share/a.png"))
        XCTAssertEqual(ImageSource("relative/a.png"), .path("relative/a.png"))
        XCTAssertEqual(ImageSource("c:/odd.png"), .path("c:/odd.png"), "a scheme needs //")
        XCTAssertEqual(ImageSource("/tmp/with:colon//x.png"), .path("/tmp/with:colon//x.png"), "a slash before the colon is no scheme")
    }

    func testAFileURLLoadsAsynchronously() {
        onMain {
            let url = ResourcePaths.sampleURL("avatar-person.png")
            XCTAssertTrue(url.hasPrefix("file:///"), url)
            let (loader, outcome) = load(url)
            XCTAssertFalse(outcome.done, "nothing is delivered before the loop runs")
            XCTAssertTrue(MainLoop.run(until: { outcome.done }, timeout: 10))
            XCTAssertNil(outcome.failure)
            XCTAssertEqual(outcome.size?.width, 160)
            XCTAssertEqual(outcome.size?.height, 160)
            MainLoop.assertStaysTrue(for: 0.1, { outcome.calls == 1 }, "exactly one completion")
            withExtendedLifetime(loader) {}
        }
    }

    func testAPlainPathAndAResourceURLLoad() throws {
        try onMain {
            let (byPath, pathOutcome) = load(SampleResources.path("thumbnail-landscape.png"))
            let (byResource, resourceOutcome) = load(try SampleResources.url("thumbnail-landscape.png"))
            XCTAssertTrue(MainLoop.run(until: { pathOutcome.done && resourceOutcome.done }, timeout: 10))
            for (name, outcome) in [("path", pathOutcome), ("resource", resourceOutcome)] {
                XCTAssertNil(outcome.failure, name)
                XCTAssertEqual(outcome.size?.width, 224, name)
                XCTAssertEqual(outcome.size?.height, 168, name)
            }
            withExtendedLifetime((byPath, byResource)) {}
        }
    }

    func testBadURLsFailWithoutBlocking() {
        onMain {
            let urls = [
                "",
                ResourcePaths.sampleURL("no-such-image.png"),
                SampleResources.path("broken-image.png"),
                ResourcePaths.sampleURL("broken-image.png"),
                "http://avatars.invalid/person.png",
                "resource:///org/montage-gtk/tests/missing.png",
            ]
            let loads = urls.map { load($0) }
            XCTAssertTrue(loads.allSatisfy { !$0.1.done }, "even an empty URL fails later, not inside load")
            XCTAssertTrue(MainLoop.run(until: { loads.allSatisfy { $0.1.done } }, timeout: 10))
            for (url, (_, outcome)) in zip(urls, loads) {
                XCTAssertNil(outcome.size, "\(url) gives no image")
                XCTAssertNotNil(outcome.failure, "\(url) fails")
                XCTAssertEqual(outcome.calls, 1, url)
            }
            withExtendedLifetime(loads) {}
        }
    }

    func testReleasingTheLoaderCancelsTheCallback() {
        onMain {
            var loader: ImageLoader?
            let outcome = start(ResourcePaths.sampleURL("avatar-person.png"), keeping: &loader)
            let (control, controlOutcome) = load(ResourcePaths.sampleURL("avatar-person.png"))
            let (empty, emptyOutcome) = load("")
            XCTAssertNotNil(loader)
            loader = nil
            XCTAssertTrue(MainLoop.run(until: { controlOutcome.done && emptyOutcome.done }, timeout: 10), "a kept load still finishes")
            MainLoop.assertStaysTrue(for: 0.2, { outcome.calls == 0 }, "a released load never calls back")
            XCTAssertEqual(controlOutcome.calls, 1)
            withExtendedLifetime((control, empty)) {}
        }
    }

    func testReleasingAnEmptyURLLoadCancelsItsIdleToo() {
        onMain {
            var loader: ImageLoader?
            let outcome = start("", keeping: &loader)
            XCTAssertNotNil(loader)
            loader = nil
            MainLoop.assertStaysTrue(for: 0.2, { outcome.calls == 0 }, "a released empty load never calls back")
        }
    }

    /// Files are held to the same limits as servers: a FIFO is refused without opening it (a
    /// read would wait for ever), and bombs are refused by their declared size, not decoded.
    func testHostileFilesAreRefusedBeforeDecoding() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let files: [(String, [UInt8]?, String)] = [
            ("fifo.png", nil, "not a regular file"),
            ("bomb.png", TestImages.declaring(width: 20_000, height: 20_000), "declares 20000×20000"),
            ("wide.png", TestImages.declaring(width: 40_000, height: 4), "declares 40000×4"),
            ("svg.png", TestImages.svg(side: 30_000), "declares 30000×30000"),
            ("tall.png", TestImages.declaring(width: 7_000, height: 7_000), "declares 7000×7000"),
        ]
        for (name, bytes, _) in files {
            if let bytes { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(bytes)) }
        }
        onMain {
            let loads = files.map { load("file://" + folder.appendingPathComponent($0.0).path) }
            XCTAssertTrue(MainLoop.run(until: { loads.allSatisfy { $0.1.done } }, timeout: 5))
            for ((name, _, reason), (_, outcome)) in zip(files, loads) {
                XCTAssertNil(outcome.size, name)
                XCTAssertTrue(outcome.failure?.contains(reason) == true, "\(name): \(outcome.failure ?? "loaded")")
            }
            withExtendedLifetime(loads) {}
        }
    }

    /// Large images are decoded at the size they are shown at (never above it by more than the
    /// power of two the size rounds to), keeping their aspect.
    func testLargeImagesDecodeAtTheirDisplaySize() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("montage-large-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        onMain {
            let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 3000, 2000)!
            gdk_pixbuf_fill(pixbuf, 0x3366_99FF)
            XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, nil), 0)
            g_object_unref(pixbuf.gRaw)
            let (small, smallOutcome) = load(path)
            let outcome = Outcome()
            let large = ImageLoader.load(path, pixels: 600) { result in
                if case .loaded(let texture) = result { outcome.size = (gdk_texture_get_width(texture.pointer), gdk_texture_get_height(texture.pointer)) }
                outcome.calls += 1
            }
            XCTAssertTrue(MainLoop.run(until: { smallOutcome.done && outcome.done }, timeout: 10))
            XCTAssertEqual(smallOutcome.size?.height, 256, "a 40-pixel view gets the smallest decode (256 on the short side)")
            XCTAssertEqual(smallOutcome.size?.width, 384)
            XCTAssertEqual(outcome.size?.height, 1024, "600 pixels round up to 1024")
            XCTAssertEqual(outcome.size?.width, 1536)
            withExtendedLifetime((small, large)) {}
        }
    }

    /// A decode that ends while the main thread is away from the main loop is delivered by the
    /// main loop, on the main thread, when it runs again (never on the decoding thread).
    func testADecodeIsDeliveredOnTheMainLoopOnly() {
        onMain {
            let before = ImageLoader.decodesStarted
            let (loader, outcome) = load(SampleResources.path("thumbnail-landscape.png"))
            XCTAssertTrue(MainLoop.run(until: { ImageLoader.decodesStarted > before }, timeout: 5))
            // Away from the main loop (not running it) until the decode has ended on its own thread:
            // its delivery then waits for the loop (a source is ready, and only it in this test).
            let deadline = g_get_monotonic_time() + 5_000_000
            while g_main_context_pending(nil) == 0 && g_get_monotonic_time() < deadline { usleep(5_000) }
            XCTAssertTrue(g_main_context_pending(nil) != 0, "the decode ended on its thread within 5 s")
            XCTAssertFalse(outcome.done, "nothing is delivered while the main loop does not run")
            XCTAssertTrue(MainLoop.run(until: { outcome.done }, timeout: 5))
            XCTAssertEqual(outcome.size?.width, 224)
            withExtendedLifetime(loader) {}
        }
    }
}
