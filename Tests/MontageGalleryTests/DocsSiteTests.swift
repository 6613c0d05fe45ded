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
        XCTAssertTrue(cell.contains("images/docs-listcell-example-0-light.png") && cell.contains("images/docs-listcell-example-0-dark.png"), "an example in both schemes")
        XCTAssertTrue(cell.contains(HTMLText.escape(DocExamples.of("ListCell")[0].code)), "an example's Swift, as the docs write it")
        XCTAssertTrue(cell.contains("@State private var isOn = false"), "with the values it uses declared, as the Docs page shows it")
        for reference in references {
            let page = try String(contentsOfFile: folder.appendingPathComponent(reference.component.lowercased() + ".html").path, encoding: .utf8)
            XCTAssertTrue(page.contains("images/docs-\(reference.component.lowercased())-example-0-light.png"), "\(reference.component): its examples' captures")
        }
        XCTAssertTrue(cell.contains("No violations in"), "the audit's summary")
        let index = try String(contentsOfFile: folder.appendingPathComponent("index.html").path, encoding: .utf8)
        XCTAssertTrue(index.contains("listcell.html#modifier-chevron"), "the search's list reaches a modifier")
        XCTAssertTrue(index.contains("<input type=\"search\"") && index.contains("addEventListener('input'"), "a search that works from a file URL")
        try assertRendersInABrowser(folder)
    }

    /// The site as a browser shows it (Debian's Chromium, headless, from the file URLs): each
    /// page in the reader's light and dark preference takes its scheme's background, nothing runs
    /// past the page's right margin (a table as wide as its longest value did), and the example
    /// captures are drawn (a dark page shows the light captures' white cards).
    private func assertRendersInABrowser(_ folder: URL) throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("montage-chromium-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: profile) }
        let width = 1000, height = 14000
        for page in ["index.html", "listcell.html", "textfield.html", "avatar.html"] {
            for dark in [false, true] {
                let examples = dark && page != "index.html"
                let shot = folder.appendingPathComponent("\(page)-\(dark ? "dark" : "light").png")
                let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
                                 "--window-size=\(width),\(height)", "--screenshot=\(shot.path)"] + (dark ? ["--force-dark-mode"] : [])
                let run = ChildProcess.run("/usr/bin/chromium", arguments + [folder.appendingPathComponent(page).absoluteString],
                                           environment: ProcessInfo.processInfo.environment, timeout: 120)
                XCTAssertEqual(run.status, 0, "\(page): \(run.stderrText)")
                let bytes = try [UInt8](Data(contentsOf: shot))
                try MainActor.assumeIsolated {
                    let image = try Texture(imageData: bytes)
                    XCTAssertEqual(image.width, width, page)
                    let background = image.pixel(x: 4, y: 4)
                    let expected: (UInt8, UInt8, UInt8) = dark ? (0x1b, 0x1c, 0x1e) : (0xff, 0xff, 0xff)
                    XCTAssertTrue((background.red, background.green, background.blue) == expected, "\(page) in \(dark ? "dark" : "light"): \(background)")
                    var past = 0, white = 0
                    for y in stride(from: 0, to: image.height, by: 2) {
                        for x in (width - 28)..<width where image.pixel(x: x, y: y) != background { past += 1 }
                        if examples, y % 6 == 0 {
                            for x in stride(from: 0, to: width, by: 6) { let p = image.pixel(x: x, y: y); if p.red == 255, p.green == 255, p.blue == 255 { white += 1 } }
                        }
                    }
                    XCTAssertEqual(past, 0, "\(page) in \(dark ? "dark" : "light"): something runs past the right margin")
                    if examples { XCTAssertGreaterThan(white, 300, "\(page): the light captures are drawn") }
                }
            }
        }
    }

    /// The values of `names` attributes in `html`.
    private static func attributes(_ names: [String], in html: String) -> [String] {
        names.flatMap { name in
            html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
    }
}
