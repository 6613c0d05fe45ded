import GalleryTestSupport
@testable import MontageCatalog
@testable import MontageStories
@testable import montage_gallery
import MontageCapture

/// `montage-gallery --docs DIR`: a static site that validates (Debian's `tidy` finds neither an
/// error nor a warning in any page), links only to what it wrote, shows every component's rows
/// and its examples' code and captures in both schemes, and searches from a file URL (a script
/// that filters the list on the page).
final class DocsSiteTests: XCTestCase {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
    }

    func testTheSiteValidatesAndHoldsEveryComponentWithItsExamples() throws {
        // The windows earlier tests closed leave the X server before this process stops
        // answering it for the export's half minute (else a later test's real clicks can land
        // on a window the server still shows).
        MainActor.assumeIsolated { MainLoop.drain() }
        defer { MainActor.assumeIsolated { MainLoop.drain() } }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-docs-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let result = ChildProcess.run(executable.path, ["--docs", folder.path, "--lang", "en"], environment: ProcessInfo.processInfo.environment, timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderrText)
        let references = MainActor.assumeIsolated { ComponentReferences.all }
        let pages = ["index.html"] + references.map { $0.component.lowercased() + ".html" }
        for page in pages {
            let path = folder.appendingPathComponent(page).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), page)
            let tidy = ChildProcess.run("/usr/bin/tidy", ["-q", "-e", path], environment: ProcessInfo.processInfo.environment, timeout: 60)
            XCTAssertEqual(tidy.status, 0, "\(page): \(tidy.stderrText)")
            let html = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), page)
            // Every link and image is a file of the site (or an anchor on a page of it).
            for target in Self.attributes(["href", "src"], in: html) where !target.hasPrefix("#") {
                let file = String(target.split(separator: "#").first ?? "")
                XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(page) links to \(target)")
            }
            for alt in Self.attributes(["alt"], in: html) { XCTAssertFalse(alt.isEmpty, "\(page): an image without its text") }
        }
        // Again into the same folder: its pages and captures are replaced.
        let again = ChildProcess.run(executable.path, ["--docs", folder.path, "--lang", "en"], environment: ProcessInfo.processInfo.environment, timeout: 300)
        XCTAssertEqual(again.status, 0, "a second run into the same folder: \(again.stderrText)")
        let cell = try String(contentsOfFile: folder.appendingPathComponent("listcell.html").path, encoding: .utf8)
        for row in references[0].rows {
            XCTAssertTrue(cell.contains("id=\"\(MainActor.assumeIsolated { DocsSitePage.anchor(row) })\""), "ListCell's \(row.call) has its row")
            XCTAssertTrue(cell.contains(HTMLText.escape(row.text.en)), "ListCell's \(row.call) says what it does")
        }
        XCTAssertTrue(cell.contains("images/listcell-basic-light.png") && cell.contains("images/listcell-basic-dark.png"), "an example in both schemes")
        XCTAssertTrue(cell.contains("ListCellList(["), "an example's Swift, as the Code panel prints it")
        XCTAssertTrue(cell.contains("No violations in"), "the audit's summary")
        let index = try String(contentsOfFile: folder.appendingPathComponent("index.html").path, encoding: .utf8)
        XCTAssertTrue(index.contains("listcell.html#modifier-chevron"), "the search's list reaches a modifier")
        XCTAssertTrue(index.contains("<input type=\"search\"") && index.contains("addEventListener('input'"), "a search that works from a file URL")
    }

    /// The values of `names` attributes in `html`.
    private static func attributes(_ names: [String], in html: String) -> [String] {
        names.flatMap { name in
            html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
    }
}
