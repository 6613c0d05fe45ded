import MontageTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Every story in both schemes matches its golden image in resources/goldens, the example story
/// files' (Examples/Stories) too. With MONTAGE_UPDATE_GOLDENS=1 (`make update-goldens`) the
/// captures are written as the new goldens.
final class GoldenTests: MontageTestCase, @unchecked Sendable {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = repository.appendingPathComponent("resources/goldens")
    static let artifacts = repository.appendingPathComponent("test-artifacts/goldens")
    static var updating: Bool { ProcessInfo.processInfo.environment["MONTAGE_UPDATE_GOLDENS"] == "1" }

    func testEveryStoryMatchesItsGolden() throws {
        addTeardownBlock { MainActor.assumeIsolated { FileStoryCatalog.removeAll() } }
        try onMain {
            FileStoryCatalog.add(folder: Self.repository.appendingPathComponent("Examples/Stories").path)
            XCTAssertGreaterThan(FileStoryCatalog.stories.count, 15, "the example story files are captured too")
            ScreenshotRunner.pinSettings()
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            var failures: [String] = []
            for scheme in ColorScheme.allCases {
                Theme.install(colorScheme: scheme)
                for story in StoryRegistry.all {
                    let name = ScreenshotRunner.fileName(story, scheme)
                    let golden = Self.goldens.appendingPathComponent(name).path
                    let actual = try ScreenshotRunner.capture(story, scheme: scheme)
                    if Self.updating {
                        try actual.savePNG(to: golden)
                        continue
                    }
                    guard FileManager.default.fileExists(atPath: golden), let file = gdk_texture_new_from_filename(golden, nil) else {
                        failures.append("\(name): no golden (run `make update-goldens`)")
                        continue
                    }
                    let expected = Texture(owning: file)
                    let comparison = GoldenComparison(actual: actual, expected: expected)
                    if !comparison.matches {
                        let folder = Self.artifacts
                        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                        let stem = folder.appendingPathComponent((name as NSString).deletingPathExtension).path
                        try actual.savePNG(to: stem + "-actual.png")
                        try expected.savePNG(to: stem + "-expected.png")
                        GoldenComparison.writeDiff(actual: actual, expected: expected, to: stem + "-diff.png")
                        failures.append("\(name): \(comparison.summary); actual, expected and diff in \(folder.path)")
                    }
                }
            }
            XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n"))
        }
    }

    /// The comparison catches a 1px padding change, a small color change and a font change.
    func testASmallChangeFailsTheComparison() throws {
        try onMain {
            ScreenshotRunner.pinSettings()
            Theme.install(colorScheme: .light)
            let story = try XCTUnwrap(StoryRegistry.story(id: "listcell-basic"))
            let base = try ScreenshotRunner.capture(story, scheme: .light)
            XCTAssertTrue(GoldenComparison(actual: try ScreenshotRunner.capture(story, scheme: .light), expected: base).matches, "stable")
            let perturbations = [
                "padding 1px": "row.list-cell.variant-inset { padding: 0 13px; }",
                "color token": "@define-color backgroundNeutralPrimary @backgroundNeutralSecondary;",
                "text color": "@define-color foregroundNeutralPrimary @foregroundNeutralSecondary;",
                "letter spacing": ".typo-body2 { letter-spacing: 0.5px; }",
            ]
            for (name, css) in perturbations {
                Theme.register(stylesheet: css, named: "golden-perturbation")
                let changed = try ScreenshotRunner.capture(story, scheme: .light)
                let comparison = GoldenComparison(actual: changed, expected: base)
                XCTAssertFalse(comparison.matches, "\(name) must fail the comparison: \(comparison.summary)")
            }
            Theme.register(stylesheet: "", named: "golden-perturbation")
            XCTAssertTrue(GoldenComparison(actual: try ScreenshotRunner.capture(story, scheme: .light), expected: base).matches, "restored")
        }
    }
}
