import Foundation
import XCTest

/// Every public symbol of the libraries carries a doc comment (`///` right above it, past its
/// attributes), as the project's standards ask.
final class DocumentationTests: XCTestCase {
    func testEveryPublicSymbolIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var undocumented: [String] = []
        var checked = 0
        for module in ["Montage", "MontageGtk", "GtkKit", "MontageStories"] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
                .filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                for (index, line) in lines.enumerated() {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    let declaration = text.replacingOccurrences(of: #"^(@[\w]+(\([^)]*\))?\s+)*"#, with: "", options: .regularExpression)
                    guard declaration.hasPrefix("public ") || declaration.hasPrefix("open ") else { continue }
                    checked += 1
                    var above = index - 1
                    while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                    if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                        undocumented.append("\(module)/\(file.lastPathComponent):\(index + 1): \(text.prefix(80))")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 200, "the scan found the public symbols")
        XCTAssertEqual(undocumented, [], "public symbols without a doc comment")
    }
}
