import GtkTestSupport
import XCTest

/// The icon bundle built into MontageGtk (Sources/MontageGtk/Generated/IconBundle.swift) is
/// what tools/gen-icon-bundle.py makes of resources/icons now: an icon changed, added or
/// removed, or an edit by hand, fails here until the generator is rerun.
final class GeneratedIconBundleTests: XCTestCase {
    func testTheGeneratedIconBundleIsCurrent() throws {
        try GeneratedFiles.assertCurrent(generator: "tools/gen-icon-bundle.py", folder: "Sources/MontageGtk/Generated")
    }
}
