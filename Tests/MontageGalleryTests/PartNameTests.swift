import GalleryTestSupport
@testable import MontageGallery
import MontageGtk

/// Widget names live in one place (issue 41, item 5): the part enums of each screen. The code
/// that names a widget and the tests that find it use their cases, never a retyped string, and
/// no two parts of one screen share a name.
final class PartNameTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file under `folder` (relative to the package root), as (relative path, lines).
    private func swiftFiles(under folder: String) throws -> [(path: String, lines: [String])] {
        let base = Self.root.appendingPathComponent(folder)
        let urls = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" } ?? []
        return try urls.map { url in
            let path = String(url.path.dropFirst(Self.root.path.count + 1))
            return (path, try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n"))
        }.sorted { $0.path < $1.path }
    }

    /// The lines of `files` (comments aside) where `pattern` matches, as `path:line: text`.
    private func matches(_ pattern: String, in files: [(path: String, lines: [String])]) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return files.flatMap { file in
            file.lines.enumerated().compactMap { index, line -> String? in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard !text.hasPrefix("//"),
                      regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil else { return nil }
                return "\(file.path):\(index + 1): \(text.prefix(120))"
            }
        }
    }

    /// Outside GtkKit (whose string API is the project-agnostic one), no source names a widget
    /// or looks one up by a string literal, and only a part enum's file builds a derived name
    /// from one; no test names or looks up a widget by a string literal either.
    func testNoWidgetNameIsALiteralOutsideThePartEnums() throws {
        let sources = try swiftFiles(under: "Sources").filter { file in
            !file.path.hasPrefix("Sources/GtkKit/")
        }
        XCTAssertGreaterThan(sources.count, 300, "the scan found the sources")
        let naming = try matches(#"\.named\(""#, in: sources)
            + matches(#"descendant\(named: ""#, in: sources)
            + matches(#"gtk_widget_set_name\([^)]*""#, in: sources)
            + matches(#"DerivedPartName\(""#, in: sources.filter { !$0.path.hasSuffix("Part.swift") })
        XCTAssertEqual(naming, [], "widget names as literals outside the part enums: use a case of the screen's enum")

        let tests = try swiftFiles(under: "Tests").filter { !$0.path.hasPrefix("Tests/GtkKitTests/") }
        XCTAssertGreaterThan(tests.count, 100, "the scan found the tests")
        let finding = try matches(#"descendant\(named: ""#, in: tests) + matches(#"\.named\(""#, in: tests)
            + matches(#"DerivedPartName\(""#, in: tests)
        XCTAssertEqual(finding, [], "tests naming or finding widgets by a literal name: use the part enums (a test's own: an enum of its own)")
    }

    /// The parts a screen shows together, by enum: its own, the shared controls it holds and
    /// the components on it.
    private var screens: [String: [(enumeration: String, names: [String])]] {
        func parts<Part: CaseIterable & RawRepresentable>(_ type: Part.Type) -> (String, [String]) where Part.RawValue == String {
            ("\(type)", type.allCases.map(\.rawValue))
        }
        let components = [parts(ListCellPart.self), parts(FormControlPart.self), parts(TextFieldPart.self)]
        return [
            "components": components,
            "window": [parts(WindowPart.self), parts(InspectorPart.self), parts(InspectorCard.Field.self), parts(ComparePart.self),
                       parts(AccessibilityPart.self), parts(ControlPart.self)],
            "review": [parts(ReviewPart.self)],
            "playground": [parts(PlaygroundPart.self), parts(ControlPart.self)] + components,
            "story file": [parts(FileStoryPart.self)] + components,
            "tokens": [parts(TokensPart.self)],
            "states": [parts(StatesPart.self)] + components,
            "search": [parts(SearchPart.self)] + components,
            "products": [parts(ProductsPart.self)],
            "deliveries": [parts(DeliveriesPart.self), parts(ToastPart.self)] + components,
            "list behaviors": [parts(ListBehaviorsPart.self), parts(ToastPart.self)] + components,
        ]
    }

    /// Within a screen no two parts, of one enum or of two, carry the same name; none is empty.
    func testNoTwoPartsOfAScreenShareAName() {
        for (screen, enumerations) in screens {
            var seen: [String: String] = [:]
            for (enumeration, names) in enumerations {
                for name in names {
                    XCTAssertFalse(name.isEmpty, "\(screen): \(enumeration) has an empty name")
                    if let other = seen[name] { XCTFail("\(screen): \(other) and \(enumeration) both name a part \(name)") }
                    seen[name] = enumeration
                }
            }
        }
    }

    /// The components' names are public API (tests outside the project use the strings): they
    /// stay as documented.
    func testTheComponentsKeepTheirDocumentedNames() {
        XCTAssertEqual(ListCellPart.allCases.map(\.rawValue),
                       ["list-cell", "leading", "label", "label-trailing", "description", "extra", "trailing", "selected-check", "chevron", "divider"])
        XCTAssertEqual(FormControlPart.allCases.map(\.rawValue), ["form-control", "form-label", "required-mark", "message", "accessory"])
        XCTAssertEqual(TextFieldPart.allCases.map(\.rawValue),
                       ["field", "field-icon", "entry", "clear-button", "status-icon", "trailing-button", "trailing-content", "autocomplete"])
        XCTAssertEqual(TextFieldPart.autocompleteItem(section: 2, item: 1).partName, "autocomplete_item_2_1")
    }
}
