import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Hostile story files dropped into a watched folder, one after another, while the gallery shows
/// a good story of the same folder: each ends in diagnostics (located where the parser's bounds
/// see it, one for the whole file where only the story reader's worker could take it), and the
/// window keeps answering, its good story on screen and live reload working.
final class HostileStoryFolderTests: MontageTestCase, @unchecked Sendable {
    /// Each hostile file, and the start of the diagnostic it must end in.
    static let hostile: [(name: String, text: String, diagnostic: String)] = [
        ("chain.swift", "Story(\"a\") {\n    ListCell(label: \"a\")" + String(repeating: ".chevron(true)", count: 18_000) + "\n}\n",
         "2:5: this nests more than 1000 levels deep"),
        ("directives.swift", "Story(\"a\") {\n" + String(repeating: "#if A\n", count: 20_000) + "ListCell(label: \"a\")\n" + String(repeating: "#endif\n", count: 20_000) + "}\n",
         "18:1: #if blocks nest more than 16 deep here"),
        ("members.swift", "Story(\"a\") {\n    ListCell(label: \"a\").variant(.full" + String(repeating: ".full", count: 50_000) + ")\n}\n",
         "2:5: this nests more than 1000 levels deep"),
        ("types.swift", "Story(\"a\") {\n    ListCell(label: \"a\").leadingResources(" + String(repeating: "[a<", count: 24) + String(repeating: ">]", count: 24) + ")\n}\n",
         "2:67: square brackets nest more than 8 deep here"),
        ("crash.swift", "// fault: crash\nStory(\"a\") { ListCell(label: \"a\") }\n", "1:1: reading this file stopped the story reader (signal 11)"),
        ("hang.swift", "// fault: hang\nStory(\"a\") { ListCell(label: \"a\") }\n", "1:1: reading this file took more than 2 s"),
        ("memory.swift", "// fault: memory\nStory(\"a\") { ListCell(label: \"a\") }\n", "1:1: reading this file stopped the story reader"),
    ]

    func testEachHostileFileEndsInDiagnosticsWithTheGalleryUp() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        setenv(StoryReaderWorker.faultsVariable, "1", 1)
        StoryVetting.shared.restart()
        addTeardownBlock {
            unsetenv(StoryReaderWorker.faultsVariable)
            StoryVetting.shared.restart()
            try? FileManager.default.removeItem(at: url)
        }
        let folder = url.path
        let good = "Story(\"좋은 이야기\", section: \"Mine\") {\n    ListCell(label: \"김티드\")\n}\n"
        try good.write(toFile: folder + "/good.swift", atomically: false, encoding: .utf8)
        try onMain {
            let id = "file-good-좋은-이야기"
            let (gallery, model) = openGallery(id, storyFolder: folder, watching: true)
            let page = { gallery.window.descendant(WindowPart.page(id)) }
            let labels = { (page()?.descendants { $0.isA(Gtk.Label.gType) } ?? []).map { String(cString: gtk_label_get_text(cast($0))) } }
            XCTAssertTrue(labels().contains("김티드"))
            for (name, text, expected) in Self.hostile {
                try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
                let source = { model.folders.folders.first?.sources.first { $0.fileName == name } }
                MainLoop.wait(until: { source()?.diagnostics.isEmpty == false }, timeout: 15, "\(name) is read")
                let first = source()?.diagnostics.first.map { "\($0.line):\($0.column): \($0.message)" } ?? ""
                XCTAssertTrue(first.hasPrefix(expected), "\(name): \(first)")
                XCTAssertEqual(source()?.titles, [], "\(name) shows no story")
                XCTAssertEqual(gallery.currentStory, id, "after \(name), the good story is still on screen")
                XCTAssertTrue(labels().contains("김티드"), "after \(name), its page is intact")
            }
            // Live reload still works: the good file's save repaints its page.
            try good.replacing("김티드", with: "이몽타").write(toFile: folder + "/good.swift", atomically: false, encoding: .utf8)
            MainLoop.wait(until: { labels().contains("이몽타") }, timeout: 10, "the good file's save repaints its page")
            XCTAssertEqual(model.folders.stories.map(\.id), [id], "the other stories are intact")
            end(gallery)
        }
    }

    /// `--check` over the same files, through the built executable: each gets its diagnostics and
    /// the run ends, 1 for the errors, within the reader's limit per file.
    func testCheckReportsEachHostileFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-hostile-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        var arguments: [String] = []
        for (name, text, _) in Self.hostile {
            try text.write(toFile: url.path + "/" + name, atomically: false, encoding: .utf8)
            arguments += ["--check", url.path + "/" + name]
        }
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
        setenv(StoryReaderWorker.faultsVariable, "1", 1)
        defer { unsetenv(StoryReaderWorker.faultsVariable) }
        let run = ChildProcess.run(gallery, arguments, timeout: 120)
        XCTAssertEqual(run.status, 1, run.stdoutText)
        for (name, _, expected) in Self.hostile {
            XCTAssertTrue(run.stdoutText.contains("\(url.path)/\(name):\(expected.split(separator: " ", maxSplits: 1)[0]) error: \(expected.split(separator: " ", maxSplits: 1)[1])"),
                          "\(name) in:\n\(run.stdoutText.prefix(3_000))")
        }
    }
}
