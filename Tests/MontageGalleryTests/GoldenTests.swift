import GalleryTestSupport
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
        try onMain {
            let model = GalleryModel()
            model.folders.add(folder: Self.repository.appendingPathComponent("Examples/Stories").path)
            XCTAssertGreaterThan(model.folders.stories.count, 15, "the example story files are captured too")
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            if Self.updating {
                try ScreenshotRunner.run(stories: model.stories, schemes: ColorScheme.allCases, directory: Self.goldens.path) { _ in }
                return
            }
            // The same run as `montage-gallery --compare resources/goldens --screenshot test-artifacts/goldens`:
            // every capture, its verdict and report.json / report.html are left there.
            try? FileManager.default.removeItem(at: Self.artifacts)
            try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
            let report = try CaptureCompare.run(model, stories: model.stories, schemes: ColorScheme.allCases, goldens: Self.goldens.path, output: Self.artifacts.path)
            XCTAssertEqual(report.captures.count, model.stories.count * 2)
            let failures = report.failures.map(CaptureCompare.line)
            XCTAssertEqual(failures, [], "\n" + failures.joined(separator: "\n") + "\nthe report: " + Self.artifacts.appendingPathComponent("report.html").path
                           + " (`make update-goldens` takes every capture as the new golden)")
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
