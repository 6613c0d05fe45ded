import Foundation
import GtkTestSupport
import XCTest

/// Montage's color token tables (Sources/Montage/Generated/) are what tools/gen-tokens.py makes
/// of the spec's montage-tokens.md now: a spec change, or an edit by hand, fails here until the
/// generator is rerun.
final class GeneratedTokenTablesTests: XCTestCase {
    func testTheGeneratedTokenTablesAreCurrent() throws {
        let spec = GeneratedFiles.repository.appendingPathComponent("docs/spec/montage-tokens.md").standardized
        guard FileManager.default.fileExists(atPath: spec.path) else {
            throw XCTSkip("spec not found at \(spec.path)")
        }
        try GeneratedFiles.assertCurrent(generator: "tools/gen-tokens.py", folder: "Sources/Montage/Generated")
    }
}
