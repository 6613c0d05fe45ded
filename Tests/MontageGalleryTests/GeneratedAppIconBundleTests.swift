import GalleryTestSupport

/// The application icons built into the gallery (Sources/MontageGallery/Generated/
/// AppIconBundle.swift) are what tools/gen-icon-bundle.py makes of resources/icons now: an icon
/// changed, added or removed, or an edit by hand, fails here until the generator is rerun.
final class GeneratedAppIconBundleTests: XCTestCase {
    func testTheGeneratedAppIconBundleIsCurrent() throws {
        try GeneratedFiles.assertCurrent(generator: "tools/gen-icon-bundle.py", folder: "Sources/MontageGallery/Generated")
    }
}
