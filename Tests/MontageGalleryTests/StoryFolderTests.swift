import GalleryTestSupport
import MontagePlayer
import MontageStories
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// A folder of story files, driven as a person would: a file's story appears in the sidebar; a
/// save repaints its page; a broken save keeps the last good render under its diagnostic (line
/// and column); the fix clears it; a new file's story appears and a deleted file's goes.
final class StoryFolderTests: MontageTestCase, @unchecked Sendable {
    private func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-stories-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock {
            try? FileManager.default.removeItem(at: url)
        }
        return url.path
    }

    private static func story(_ label: String) -> String {
        "Story(\"프로필\", section: \"My screens\") {\n    ListCell(label: \"\(label)\")\n        .description(\"설명\")\n}\n"
    }

    @MainActor
    private func texts(_ widget: WidgetPointer?) -> Set<String> {
        guard let widget else { return [] }
        return Set(widget.descendants { $0.isA(Gtk.Label.gType) && gtk_widget_get_mapped($0) != 0 }.map { String(cString: gtk_label_get_text(cast($0))) })
    }

    func testASavedFileRepaintsItsPageAndABrokenOneKeepsTheLastGoodRenderUnderItsDiagnostic() throws {
        let folder = try folder()
        let file = folder + "/profile.swift"
        try Self.story("김티드").write(toFile: file, atomically: false, encoding: .utf8)
        try onMain {
            let model = GalleryModel()
            model.folders.add(folder: folder)
            let id = "file-profile-프로필"
            XCTAssertTrue(model.ids.contains(id), "the file's story is a gallery story: \(model.ids.suffix(2))")
            let gallery = openGallery(id, model: model)
            model.folders.onChange = { [weak gallery] in gallery?.storyFilesChanged($0) }
            model.folders.watch()
            XCTAssertEqual(gallery.currentStory, id)
            let page = { gallery.window.descendant(WindowPart.page(id)) }
            XCTAssertTrue(texts(page()).isSuperset(of: ["프로필", "profile.swift", "김티드", "설명"]), "\(texts(page()))")
            XCTAssertNotNil(gallery.window.descendant(WindowPart.story(id)), "a sidebar row")

            // A save repaints the page in place: the same row takes the new cell, and keeps the focus.
            let row = { page()?.descendants { $0.isA(gtk_list_box_row_get_type()) }.first }
            let before = try XCTUnwrap(row())
            gtk_widget_grab_focus(before)
            try Self.story("이몽타").write(toFile: file, atomically: false, encoding: .utf8)
            MainLoop.wait(until: { self.texts(page()).contains("이몽타") }, timeout: 5, "the page shows the saved label")
            XCTAssertFalse(texts(page()).contains("김티드"))
            XCTAssertEqual(row(), before, "the row is updated, not rebuilt")
            XCTAssertEqual(Gtk.Window(gallery.window).focus, before, "the focus stays on it")

            // A broken save: the diagnostic, at its line and column, over the last good render.
            try Self.story("이몽타").replacing(".description", with: ".descripton").write(toFile: file, atomically: false, encoding: .utf8)
            MainLoop.wait(until: { page()?.descendant(FileStoryPart.diagnostics) != nil }, timeout: 5, "the diagnostic shows")
            XCTAssertTrue(texts(page()).contains("profile.swift:3:10: value of type 'ListCell' has no member 'descripton'; did you mean 'description'?"),
                          "\(texts(page()))")
            XCTAssertTrue(texts(page()).contains("이몽타"), "the last good render stays")

            // The fix clears it.
            try Self.story("이몽타").write(toFile: file, atomically: false, encoding: .utf8)
            MainLoop.wait(until: { page() != nil && page()?.descendant(FileStoryPart.diagnostics) == nil }, timeout: 5, "the diagnostic goes")

            // A new file's story joins the sidebar; a deleted file's leaves it.
            try Self.story("새 파일").replacing("프로필", with: "두 번째").write(toFile: folder + "/second.swift", atomically: false, encoding: .utf8)
            MainLoop.wait(until: { gallery.window.descendant(WindowPart.story("file-second-두-번째")) != nil }, timeout: 5, "the new story's row")
            try FileManager.default.removeItem(atPath: folder + "/second.swift")
            MainLoop.wait(until: { gallery.window.descendant(WindowPart.story("file-second-두-번째")) == nil }, timeout: 5, "the row goes with its file")
            XCTAssertEqual(gallery.currentStory, id, "the story on screen stays")
            end(gallery)
        }
    }

    /// Open Story Folder… (Ctrl+O, the main menu) adds the folder chosen: its stories join the
    /// sidebar, the first is shown, and the window remembers the folder for the next launch.
    func testAnOpenedFolderShowsItsFirstStoryAndIsRemembered() throws {
        let folder = try folder()
        try Self.story("열린 폴더").write(toFile: folder + "/opened.swift", atomically: false, encoding: .utf8)
        onMain {
            let model = GalleryModel()
            let gallery = openGallery("listcell-basic", model: model)
            model.folders.onChange = { [weak gallery] in gallery?.storyFilesChanged($0) }
            XCTAssertTrue(gallery.header.menu.hasAction("open-stories"), "the menu's action")
            XCTAssertTrue(ShortcutsWindow.groups.flatMap(\.shortcuts).contains { $0.1 == "<Control>o" }, "listed with the shortcuts")
            gallery.openStories(at: folder)
            XCTAssertEqual(gallery.currentStory, "file-opened-프로필")
            MainLoop.wait(until: { self.texts(gallery.window.descendant(WindowPart.page("file-opened-프로필"))).contains("열린 폴더") }, timeout: 5, "its page")
            // Its row, far down the sidebar, is scrolled into view.
            let scroller = gallery.window.descendant(WindowPart.sidebarScroller)!
            MainLoop.wait(until: {
                guard let row = gallery.window.descendant(WindowPart.story("file-opened-프로필")) else { return false }
                var bounds = graphene_rect_t()
                return gtk_widget_compute_bounds(row, scroller, &bounds) != 0 && bounds.size.height > 0 && bounds.origin.y >= 0
                    && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(scroller))
            }, timeout: 3, "the story's row is in view")
            XCTAssertEqual(gallery.state.storyFolders, [folder])
            let written = GalleryState.parse(Array(gallery.state.keyFileText.utf8))
            XCTAssertNil(written.problem)
            XCTAssertEqual(written.state.storyFolders, [folder], "the folder survives the window file")
            end(gallery)
        }
    }

    /// Every example of the seed docs in Examples/Stories, pasted as written, reads without a
    /// problem through the built executable's `--check` (exit 0; a note for each story argument,
    /// nothing else), and a broken copy fails it.
    func testTheExampleStoriesCheckCleanAndABrokenOneFails() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let examples = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Examples/Stories").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { repository.appendingPathComponent("Examples/Stories/" + $0).path }
        XCTAssertEqual(examples.map { ($0 as NSString).lastPathComponent }, ["listcell.swift", "textfield.swift"])
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
        let clean = ChildProcess.run(gallery, examples.flatMap { ["--check", $0] }, timeout: 60)
        XCTAssertEqual(clean.status, 0, clean.stdoutText)
        let reports = clean.stdoutText.split(separator: "\n").filter { $0.hasPrefix("/") }
        XCTAssertEqual(reports.map { $0.split(separator: ": ")[1] }, ["note", "note", "note"], clean.stdoutText)
        XCTAssertTrue(["'isChecked'", "'profileImageURL'", "'isOn'"].allSatisfy { name in reports.contains { $0.contains(name) } })
        let broken = try folder() + "/broken.swift"
        try String(contentsOfFile: examples[0], encoding: .utf8).replacing(".variant(.full)", with: ".variant(.ful)").write(toFile: broken, atomically: false, encoding: .utf8)
        let failed = ChildProcess.run(gallery, ["--check", broken], timeout: 60)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdoutText.hasPrefix("\(broken):39:18: error: type 'ListCell.Variant' has no member 'ful'; did you mean 'full'?\n"), failed.stdoutText)
    }

    func testBadFilesGetOneDiagnosticEachAndNothingElseBreaks() throws {
        let folder = try folder()
        try Data(repeating: 0x61, count: StoryFileText.maxBytes + 1).write(to: URL(fileURLWithPath: folder + "/huge.swift"))
        try Data([0x53, 0x74, 0x00, 0x01]).write(to: URL(fileURLWithPath: folder + "/binary.swift"))
        try Data([0x53, 0x74, 0x6F, 0x72, 0x79, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder + "/latin.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop.swift", withDestinationPath: folder + "/loop.swift")
        try FileManager.default.createDirectory(atPath: folder + "/folder.swift", withIntermediateDirectories: true)
        onMain {
            let model = GalleryModel()
            let reasons = model.folders.add(folder: folder).sources.map { ($0.fileName, $0.diagnostics.first?.message ?? "") }
            XCTAssertEqual(reasons.map(\.0), ["binary.swift", "folder.swift", "huge.swift", "latin.swift", "loop.swift"])
            XCTAssertEqual(reasons.map(\.1), [
                "a binary file (a NUL byte at offset 2)", "not a regular file",
                "\(StoryFileText.maxBytes + 1) bytes, over the limit of \(StoryFileText.maxBytes) for a story file",
                "not valid UTF-8 (from byte 5)", "its symbolic links loop",
            ])
            XCTAssertEqual(model.folders.stories.count, 0, "no story, and no crash")
        }
    }

    /// A file story's steps come with it to the gallery, and opening it runs none of them: the
    /// field the steps would type into still shows what the file gave it.
    func testAFileStorysStepsComeWithItAndDoNotRunOnOpening() throws {
        let folder = try folder()
        try """
            Story("가입") {
                TextField(text: "처음 글").label("이름")
            } steps: {
                type("바뀐 글", into: .field("이름"))
                expect(.field("이름"), .text("바뀐 글"))
            }

            """.write(toFile: folder + "/signup.swift", atomically: false, encoding: .utf8)
        try onMain {
            let id = "file-signup-가입"
            let (gallery, model) = openGallery(id, storyFolder: folder)
            let steps = try XCTUnwrap(model.story(id: id)?.steps)
            XCTAssertEqual(steps.map(\.swift), ["type(\"바뀐 글\", into: .field(\"이름\"))", "expect(.field(\"이름\"), .text(\"바뀐 글\"))"])
            XCTAssertEqual(steps.map(\.line), [4, 5])
            let page = try XCTUnwrap(gallery.window.descendant(WindowPart.page(id)))
            MainLoop.waitUntilSettled(gallery.window)
            let field = try PartFinder.find(PartLocator(.field, "이름"), in: page)
            XCTAssertEqual(Gtk.Editable(field).text, "처음 글", "opening the story ran no step")
            XCTAssertEqual(try PartExpectation.mismatch(.text("바뀐 글"), of: PartLocator(.field, "이름"), in: page), "its text is \"처음 글\"")
        }
    }

    /// A file's problems show on the page of the story they are in (a file-wide one, before any
    /// story, on each), and opening a story with a problem puts the keyboard on its first
    /// control, not on the problem's text.
    func testAProblemShowsOnItsOwnStorysPageAndTakesNoTabStop() throws {
        let folder = try folder()
        let good = """
            Story("첫째") {
                TextField(text: "").label("이름")
            }

            Story("둘째") {
                TextField(text: "").label("메일")
                ListCell(label: "x").description("y")
            }

            """
        try good.write(toFile: folder + "/two.swift", atomically: false, encoding: .utf8)
        try onMain {
            let (gallery, _) = openGallery("file-two-둘째", storyFolder: folder, watching: true)
            // A save with an error in the second story: its last good render stays, under the problem.
            try good.replacing(".description(", with: ".descripton(").write(toFile: folder + "/two.swift", atomically: false, encoding: .utf8)
            MainLoop.wait(until: { gallery.page(of: "file-two-둘째")?.descendant(FileStoryPart.diagnostics) != nil }, timeout: 5, "the problem shows")
            let problem = try XCTUnwrap(gallery.page(of: "file-two-둘째")?.descendant(FileStoryPart.diagnostics))
            XCTAssertTrue(problem.descendants { $0.isA(Gtk.Label.gType) }.contains { Gtk.Label($0).text.hasPrefix("two.swift:7:") })
            XCTAssertTrue(gallery.select(storyID: "file-two-첫째"))
            MainLoop.waitUntilSettled(gallery.window)
            let first = try XCTUnwrap(gallery.page(of: "file-two-첫째"))
            XCTAssertNil(first.descendant(FileStoryPart.diagnostics), "the first story has no problem of its own")
            // Into the erroring story with Tab: its first control, the field, not the problem's text.
            XCTAssertTrue(gallery.select(storyID: "file-two-둘째"))
            MainLoop.waitUntilSettled(gallery.window)
            let page = try XCTUnwrap(gallery.page(of: "file-two-둘째"))
            Gtk.Window(gallery.window).focus = nil
            XCTAssertTrue(page.moveFocus(.tabForward))
            let focus = try XCTUnwrap(Gtk.Window(gallery.window).focus)
            XCTAssertFalse(focus.isInside(problem), "not the problem's text: \(focus.typeName)")
            XCTAssertTrue(focus.isInside(page) && Gtk.Editable(checking: focus) != nil, "the field: \(focus.typeName)")
            // Its text can still be selected (with the pointer).
            for part in [FileStoryPart.diagnostic(0), FileStoryPart.diagnosticSource(0)] {
                XCTAssertTrue(Gtk.Label(try XCTUnwrap(problem.descendant(part))).isSelectable)
            }
        }
    }

    /// A story first read with an error (shown under its folder's section), once fixed, moves to
    /// the section it asks for, in the sidebar and the window's title, without a restart.
    func testAFixedStoryTakesItsOwnSection() throws {
        let folder = try folder()
        let fixed = "Story(\"설정 목록\", section: \"My screens\") {\n    ListCell(label: \"알림\")\n}\n"
        try fixed.replacing("ListCell(label:", with: "ListCel(label:").write(toFile: folder + "/settings.swift", atomically: false, encoding: .utf8)
        try onMain {
            let id = "file-settings-설정-목록"
            let (gallery, model) = openGallery(id, storyFolder: folder, watching: true)
            let folderName = FilePath.lastComponent(folder)
            XCTAssertEqual(model.story(id: id)?.section, folderName, "with an error, the folder's section")
            try fixed.write(toFile: folder + "/settings.swift", atomically: false, encoding: .utf8)
            MainLoop.wait(until: { model.story(id: id)?.section == "My screens" }, timeout: 5, "the fixed file's section")
            MainLoop.wait(until: { gallery.sidebar.storyList.listed.first { $0.id == id }?.section == "My screens" }, timeout: 5, "the sidebar follows")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(gallery.currentStory, id)
            let title = String(cString: gtk_window_get_title(cast(gallery.window)))
            XCTAssertTrue(title.hasPrefix("My screens › 설정 목록"), title)
        }
    }

    /// Deleting the file of the story on screen: the window shows another story and says, over
    /// the page, that this one is gone (it did not jump silently); the next story clears it.
    func testDeletingTheShownStorysFileSaysSo() throws {
        let folder = try folder()
        try Self.story("김티드").write(toFile: folder + "/profile.swift", atomically: false, encoding: .utf8)
        try onMain {
            let id = "file-profile-프로필"
            let (gallery, _) = openGallery(id, storyFolder: folder, watching: true)
            try FileManager.default.removeItem(atPath: folder + "/profile.swift")
            MainLoop.wait(until: { gallery.currentStory != id }, timeout: 5, "another story is shown")
            MainLoop.waitUntilSettled(gallery.window)
            let notice = try XCTUnwrap(gallery.window.descendant(WindowPart.notice))
            XCTAssertTrue(notice.isMapped, "visible \(notice.isVisible), parent mapped \(notice.parent?.isMapped ?? false)")
            XCTAssertTrue(notice.descendants { $0.isA(Gtk.Label.gType) }.contains { Gtk.Label($0).text.hasPrefix("“My screens › 프로필” is gone") },
                          "\(notice.descendants { $0.isA(Gtk.Label.gType) }.map { Gtk.Label($0).text })")
            XCTAssertTrue(gallery.select(storyID: "listcell-basic"))
            XCTAssertFalse(notice.isVisible, "the next story clears it")
        }
    }

    /// In a long story file scrolled down, a save with an error neither moves the rows in view
    /// (the page scrolls by the problems box's height) nor goes unseen: the story's row in the
    /// sidebar carries a mark while its file has the error; the fix takes both back.
    func testALiveReloadErrorKeepsTheRowsInViewAndMarksTheStory() throws {
        let folder = try folder()
        let cells = (1...40).map { "    ListCell(label: \"행 \($0)\")" }.joined(separator: "\n")
        let good = "Story(\"긴 목록\") {\n\(cells)\n}\n"
        try good.write(toFile: folder + "/long.swift", atomically: false, encoding: .utf8)
        try onMain {
            let id = "file-long-긴-목록"
            let (gallery, _) = openGallery(id, storyFolder: folder, watching: true)
            let page = try XCTUnwrap(gallery.page(of: id))
            let adjustment = try XCTUnwrap(Gtk.ScrolledWindow(page).vertical)
            adjustment.value = 900
            MainLoop.waitUntilSettled(gallery.window)
            let cell = { try PartFinder.find(PartLocator(.cell, "행 30"), in: page) }
            let before = try XCTUnwrap(try cell().bounds(in: page)).y
            let mark = try XCTUnwrap(gallery.window.descendant(WindowPart.story(id))?.descendants { $0.hasClass("story-problem") }.first)
            XCTAssertFalse(mark.isVisible)
            try good.replacing("행 40\")", with: "행 40\").descripton(\"x\")").write(toFile: folder + "/long.swift", atomically: false, encoding: .utf8)
            MainLoop.wait(until: { page.descendant(FileStoryPart.diagnostics) != nil }, timeout: 5, "the problem shows")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(try XCTUnwrap(try cell().bounds(in: page)).y, before, accuracy: 2, "the rows in view stay put")
            XCTAssertTrue(mark.isVisible, "the sidebar marks the story")
            try good.write(toFile: folder + "/long.swift", atomically: false, encoding: .utf8)
            MainLoop.wait(until: { page.descendant(FileStoryPart.diagnostics) == nil }, timeout: 5, "the problem goes")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(try XCTUnwrap(try cell().bounds(in: page)).y, before, accuracy: 2, "and they stay put again")
            XCTAssertFalse(mark.isVisible)
        }
    }

    /// A live reload keeps a focused row's focus ring, not only its focus.
    func testALiveReloadKeepsAFocusedRowsRing() throws {
        let folder = try folder()
        try Self.story("김티드").write(toFile: folder + "/profile.swift", atomically: false, encoding: .utf8)
        try onMain {
            let id = "file-profile-프로필"
            let (gallery, _) = openGallery(id, storyFolder: folder, watching: true)
            let title = String(cString: gtk_window_get_title(cast(gallery.window)))
            XCTAssertTrue(XDoTool.focus(gallery.window, title: title))
            let page = try XCTUnwrap(gallery.page(of: id))
            let row = try XCTUnwrap(page.descendants { $0.isA(gtk_list_box_row_get_type()) }.first)
            // The keyboard reaches it: Tab from the sidebar into the page.
            XCTAssertTrue(try XCTUnwrap(gallery.window.descendant(WindowPart.story(id))).grabFocus())
            for _ in 0..<4 where Gtk.Window(gallery.window).focus != row { XDoTool.key("Tab") }
            XCTAssertEqual(Gtk.Window(gallery.window).focus, row)
            let ringed = { gtk_widget_get_state_flags(row).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0 }
            XCTAssertTrue(ringed(), "Tab shows the ring")
            let brand = Color.Semantic.foregroundBrandPrimary.resolved(in: .light)
            // Read in the page's own capture (the window's has its frame around it).
            let drawn = { RingProbe.share(of: brand, around: row, in: page, capture: try WidgetCapture.restingTexture(of: page), offset: -1, corner: 16) }
            XCTAssertGreaterThan(try drawn(), 0.9, "the ring is drawn")
            try Self.story("이몽타").write(toFile: folder + "/profile.swift", atomically: false, encoding: .utf8)
            MainLoop.wait(until: { page.descendants { $0.isA(Gtk.Label.gType) }.contains { Gtk.Label($0).text == "이몽타" } }, timeout: 5, "re-rendered")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertEqual(Gtk.Window(gallery.window).focus, row, "the focus stays")
            XCTAssertTrue(ringed(), "and its ring shows")
            XCTAssertGreaterThan(try drawn(), 0.9, "drawn")
        }
    }
}
