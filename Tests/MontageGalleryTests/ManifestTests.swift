import GalleryTestSupport
import Montage
@testable import MontageCatalog
@testable import MontageStories

/// `montage-gallery --manifest FILE`: every component's API and every story, as JSON a tool
/// reads back; a story file written from it alone (every component, called with its required
/// parameters and each modifier with a value the manifest lists) checks clean.
final class ManifestTests: XCTestCase {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Written without a display, with a story folder's stories, their arguments, steps and lines.
    func testTheManifestListsEveryComponentAndStoryWithItsSource() throws {
        let folder = try temporaryDirectory()
        let storyFile = folder.appendingPathComponent("profile.swift")
        try """
            // 프로필 화면의 셀
            Story("프로필") {
                ListCell(label: name).chevron(showsChevron)
            }

            Steps("file-profile-프로필") {
                expect(.cell("김티드"), .count(1))
            }
            """.write(to: storyFile, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("manifest.json")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let result = ChildProcess.run(executable.path, ["--stories", folder.path, "--arg", "name=김티드", "--manifest", output.path],
                                      environment: environment, timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stdoutText, "")
        let manifest = try JSONDecoder().decode(GalleryManifest.self, from: Data(contentsOf: output))
        XCTAssertEqual(manifest.schemaVersion, 1)
        try MainActor.assumeIsolated {
            XCTAssertEqual(manifest.components.map(\.name), ComponentReferences.all.map(\.component))
            let cell = try XCTUnwrap(manifest.components.first)
            XCTAssertEqual(cell.signature, "ListCell(label: String, onTap: Action? = nil)")
            XCTAssertEqual(cell.parameters.map(\.name), ["label", "onTap"])
            XCTAssertNil(cell.parameters[0].default, "a required parameter has no default")
            let chevron = try XCTUnwrap(cell.modifiers.first { $0.name == "chevron" })
            XCTAssertEqual([chevron.type, chevron.default], ["Bool", "false"])
            XCTAssertFalse(chevron.description.ko.isEmpty)
            XCTAssertEqual(manifest.stories.filter(\.source.builtIn).map(\.id), StoryRegistry.ids)
        }
        // Each built-in story is declared at the line its source names.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for story in manifest.stories where story.source.builtIn {
            let lines = try String(contentsOf: root.appendingPathComponent(story.source.file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertTrue(lines.indices.contains(story.source.line - 1), "\(story.id): \(story.source.file):\(story.source.line)")
        }
        let file = try XCTUnwrap(manifest.stories.first { !$0.source.builtIn })
        XCTAssertEqual(file.id, "file-profile-프로필")
        XCTAssertEqual(file.source.file, storyFile.path)
        XCTAssertEqual(file.source.line, 2, "the Story( line")
        XCTAssertEqual(file.arguments.map(\.name).sorted(), ["name", "showsChevron"])
        XCTAssertEqual(file.arguments.first { $0.name == "showsChevron" }?.type, "Bool")
        XCTAssertEqual(file.steps, [#"expect(.cell("김티드"), .count(1))"#])
    }

    func testAStoryFileWrittenFromTheManifestChecksClean() throws {
        try MainActor.assumeIsolated {
            let manifest = try JSONDecoder().decode(GalleryManifest.self, from: Data(GalleryModel(builtIn: []).manifest().json().utf8))
            var body: [String] = ["    @State var text = \"\""]
            var written = 0
            for component in manifest.components {
                let required = component.parameters.filter { $0.default == nil }.compactMap { parameter in
                    Self.value(parameter).map { parameter.name == "_" ? $0 : "\(parameter.name): \($0)" }
                }
                var call: String
                switch component.name {
                case "FormControl": call = "FormControl { TextField(text: $text) }"
                case "FormControlGroup": call = "FormControlGroup(labelWidth: 120, spacing: 16) { TextField(text: $text).labelPlacement(.leading).label(\"이름\") }"
                default: call = "\(component.name)(\(required.joined(separator: ", ")))"
                }
                for modifier in component.modifiers {
                    guard let value = Self.value(modifier) else { continue }
                    call += ".\(modifier.name)(\(value))"
                    written += 1
                }
                body.append("    " + call)
            }
            let text = "Story(\"매니페스트\") {\n" + body.joined(separator: "\n") + "\n}\n"
            let context = StoryContext(onEvent: { _ in }, makeSlot: { _ in SlotView { fatalError("never shown") } })
            let file = StoryScript.read(text, fileName: "manifest.swift", context: context)
            XCTAssertEqual(file.diagnostics.filter { $0.severity == .error }.map { "\($0.line): \($0.message)" }, [], text)
            XCTAssertEqual(file.stories.first?.elements.count, manifest.components.count, text)
            XCTAssertGreaterThanOrEqual(written, 38, "every modifier but the slots and closures takes a value the manifest gives")
        }
    }

    /// Every component's doc examples are in the manifest, and each, put in a story as the
    /// manifest's documentation says, checks with no problem.
    func testTheManifestsExamplesCheckCleanAsStories() throws {
        try MainActor.assumeIsolated {
            let manifest = try JSONDecoder().decode(GalleryManifest.self, from: Data(GalleryModel(builtIn: []).manifest().json().utf8))
            for component in manifest.components {
                XCTAssertFalse(component.examples.isEmpty, "\(component.name): its examples")
                for example in component.examples {
                    let body = example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                    let text = "Story(\"\(example.title.ko)\") {\n" + body + "\n}\n"
                    let context = StoryContext(onEvent: { _ in }, makeSlot: { _ in SlotView { fatalError("never shown") } })
                    let file = StoryScript.read(text, fileName: "example.swift", context: context)
                    XCTAssertEqual(file.diagnostics.map { "\($0.line): \($0.message)" }, [], text)
                    XCTAssertFalse(file.stories.first?.elements.isEmpty ?? true, text)
                }
            }
        }
    }

    /// A value of `row`'s type, from its listed values where it has them (nil: a closure, a
    /// slot's items or a type no literal writes).
    private static func value(_ row: GalleryManifest.Row) -> String? {
        let type = row.type.hasSuffix("?") ? String(row.type.dropLast()) : row.type
        guard !type.hasPrefix("["), !type.contains("->") else { return nil }
        if let listed = row.values.first(where: { !$0.contains("(") && $0 != "false" }) {
            if listed.contains("…") { return String(listed.split(separator: "…").last ?? "1").replacingOccurrences(of: "1000", with: "12") }
            return listed
        }
        switch type {
        case "String": return "\"예시\""
        case "Binding<String>": return "$text"
        case "Double": return "120"
        case "Bool": return "true"
        default: return nil
        }
    }
}
