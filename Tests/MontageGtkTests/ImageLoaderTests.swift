import Foundation
import GtkTestSupport
import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

/// ImageLoader and ImageSource: asynchronous loads from file:// and resource:// URLs and plain
/// paths, failures for empty, missing, undecodable and network URLs, cancellation by release.
final class ImageLoaderTests: MontageTestCase, @unchecked Sendable {
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
            ComponentProbe.pump(seconds: 0.1)
            XCTAssertEqual(outcome.calls, 1, "exactly one completion")
            withExtendedLifetime(loader) {}
        }
    }

    func testAPlainPathAndAResourceURLLoad() throws {
        try onMain {
            let (byPath, pathOutcome) = load(ComponentProbe.samplePath("thumbnail-landscape.png"))
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
                ComponentProbe.samplePath("broken-image.png"),
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
            ComponentProbe.pump(seconds: 0.2)
            XCTAssertEqual(outcome.calls, 0, "a released load never calls back")
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
            ComponentProbe.pump(seconds: 0.2)
            XCTAssertEqual(outcome.calls, 0)
        }
    }
}
