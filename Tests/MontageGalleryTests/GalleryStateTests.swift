import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The remembered window state: a key file that round-trips; missing → defaults, silently;
/// broken → defaults (field by field) and a reason, never a crash.
final class GalleryStateTests: MontageTestCase, @unchecked Sendable {
    private func file(_ contents: String? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-state-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window.ini").path
        if let contents {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return path
    }

    func testItRoundTrips() throws {
        let path = try file()
        let state = GalleryState(width: 900, height: 640, scheme: .dark, rightToLeft: true, textScale: 125, story: "listcell-switch")
        XCTAssertEqual(GalleryStateFile(path: path).save(state), [], "the folder is made")
        let (loaded, problem) = GalleryState.load(from: path)
        XCTAssertNil(problem)
        XCTAssertEqual(loaded, state)
    }

    // MARK: Whatever is at the file's place

    /// A changed state, to save over what was read.
    private let changed = GalleryState(width: 900, height: 640, scheme: .dark, rightToLeft: false, textScale: 150, story: "listcell-basic")

    /// A temporary XDG config folder holding `montage-gallery/`; returns the path of its window.ini.
    private func configFolder() throws -> String {
        let path = try file()
        try FileManager.default.createDirectory(atPath: FilePath.parent(path), withIntermediateDirectories: true)
        return path
    }

    /// Reads `path` on another thread; fails (and unblocks the reader) unless it returns within
    /// five seconds: a load never waits on what is there.
    private func loadPromptly(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> GalleryStateFile? {
        final class Box: @unchecked Sendable { var loaded: GalleryStateFile? }
        let box = Box(), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.loaded = GalleryStateFile(path: path)
            done.signal()
        }
        guard done.wait(timeout: .now() + 5) == .success else {
            XCTFail("loading \(path) blocked", file: file, line: line)
            // A reader blocked on a FIFO goes on once a writer opens it (and sees its end).
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 5)
            return nil
        }
        return box.loaded
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    private func contents(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// An unusable file: kept untouched while nothing changes; moved aside (to the first free
    /// `.bak` name, with its mode) with one warning when something does, and a new file saved.
    func testACorruptFileIsKeptUntilTheStateChangesThenMovedAside() throws {
        let path = try configFolder()
        let corrupt = "[window\nwidth=\u{1}"
        try corrupt.write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o640), 0)
        XCTAssertTrue(FileManager.default.createFile(atPath: path + ".bak", contents: Data("an older backup".utf8)))
        let stateFile = GalleryStateFile(path: path)
        XCTAssertNotNil(stateFile.problem)
        XCTAssertEqual(stateFile.save(stateFile.baseline), [], "nothing changed: nothing written, nothing said")
        XCTAssertEqual(contents(path), corrupt)
        XCTAssertEqual(mode(path), 0o640)

        let warnings = stateFile.save(changed)
        XCTAssertEqual(warnings, ["warning: \(path) could not be used: moved it to \(path).bak.1 and saved a new one"])
        XCTAssertEqual(contents(path + ".bak.1"), corrupt, "the unusable file, whole")
        XCTAssertEqual(mode(path + ".bak.1"), 0o640, "with its mode")
        XCTAssertEqual(contents(path + ".bak"), "an older backup", "an older backup is never replaced")
        XCTAssertEqual(GalleryState.load(from: path).state, changed)
        XCTAssertEqual(stateFile.save(changed), [], "the new file is a good one: saved over, silently")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".bak.2"))
    }

    /// A folder named window.ini (unreadable as a file, for root too): a problem, kept, and
    /// moved aside whole when the state changes.
    func testAFolderAtTheFilesPlaceIsKeptThenMovedAside() throws {
        let path = try configFolder()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path + "/keep", contents: Data("mine".utf8)))
        guard let stateFile = loadPromptly(path) else { return }
        XCTAssertEqual(stateFile.problem, "a folder, not a file")
        XCTAssertEqual(stateFile.loaded, GalleryState())
        XCTAssertEqual(stateFile.save(stateFile.baseline), [])
        XCTAssertEqual(contents(path + "/keep"), "mine")
        XCTAssertEqual(stateFile.save(changed).count, 1, "one warning: moved aside")
        XCTAssertEqual(contents(path + ".bak/keep"), "mine")
        XCTAssertEqual(GalleryState.load(from: path).state, changed)
    }

    /// A FIFO is never opened (a blocking open would wait for a writer forever): the load
    /// returns at once with a problem.
    func testAFIFOIsAProblemAndNeverBlocks() throws {
        let path = try configFolder()
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        guard let stateFile = loadPromptly(path) else { return }
        XCTAssertEqual(stateFile.problem, "a named pipe (FIFO), not a file")
        XCTAssertEqual(stateFile.save(stateFile.baseline), [])
        XCTAssertEqual(kind(path), S_IFIFO, "kept")
        XCTAssertEqual(stateFile.save(changed).count, 1)
        XCTAssertEqual(kind(path + ".bak"), S_IFIFO, "moved aside")
        XCTAssertEqual(mode(path + ".bak"), 0o600)
        XCTAssertEqual(kind(path), S_IFREG)
        XCTAssertEqual(GalleryState.load(from: path).state, changed)
    }

    /// A device (through a link) is a problem, never read, never renamed: /dev/null stays.
    func testADeviceIsAProblemAndNeverTouched() throws {
        let path = try configFolder()
        XCTAssertEqual(symlink("/dev/null", path), 0)
        guard let stateFile = loadPromptly(path) else { return }
        XCTAssertEqual(stateFile.problem, "a device, not a file")
        XCTAssertEqual(stateFile.save(changed), ["warning: cannot save \(path): a device, not a file"])
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
        XCTAssertEqual(kind(path), S_IFLNK)
    }

    /// More than 64 KiB is not a window state: a problem, not read.
    func testAnOversizeFileIsAProblem() throws {
        let path = try configFolder()
        let big = "[window]\nstory=" + String(repeating: "x", count: GalleryStateFile.sizeLimit) + "\n"
        try big.write(toFile: path, atomically: false, encoding: .utf8)
        let stateFile = GalleryStateFile(path: path)
        XCTAssertEqual(stateFile.problem, "larger than 64 KiB")
        XCTAssertEqual(stateFile.save(stateFile.baseline), [])
        XCTAssertEqual(contents(path), big)
    }

    /// A file this user cannot read is kept, mode 000 and all. Root reads any file, so as root
    /// the same file is read, and rewriting it keeps its mode 000 (the folder case above is the
    /// unreadable file for root too).
    func testAnUnreadableFileKeepsItsModeAndContents() throws {
        let path = try configFolder()
        let good = "[window]\nwidth=1000\nheight=700\n"
        try good.write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0), 0)
        let stateFile = GalleryStateFile(path: path)
        if geteuid() == 0 {
            XCTAssertNil(stateFile.problem, "root reads a mode-000 file")
            XCTAssertEqual(stateFile.loaded.width, 1000)
        } else {
            XCTAssertNotNil(stateFile.problem, "permission denied")
            XCTAssertEqual(stateFile.save(stateFile.baseline), [])
            XCTAssertEqual(mode(path), 0, "kept as it was")
        }
        XCTAssertEqual(stateFile.save(changed).count, geteuid() == 0 ? 0 : 1)
        let rewritten = geteuid() == 0 ? path : path + ".bak"
        XCTAssertEqual(mode(rewritten), 0, "the mode-000 file keeps its mode")
        if geteuid() != 0 { XCTAssertEqual(contents(rewritten), good) }
    }

    /// A good file keeps its permission bits when it is rewritten (even bits the umask clears).
    func testAGoodFileKeepsItsPermissionBits() throws {
        for bits: mode_t in [0o600, 0o666] {
            let path = try configFolder()
            try "[window]\nscheme=light\n".write(toFile: path, atomically: false, encoding: .utf8)
            XCTAssertEqual(chmod(path, bits), 0)
            let stateFile = GalleryStateFile(path: path)
            XCTAssertNil(stateFile.problem)
            XCTAssertEqual(stateFile.save(changed), [])
            XCTAssertEqual(mode(path), bits, String(bits, radix: 8))
            XCTAssertEqual(GalleryState.load(from: path).state, changed)
        }
    }

    /// A symlinked window.ini is read through its chain of links (relative ones against the
    /// link's folder) and written to the final target: the links stay links.
    func testASymlinkIsReadAndWrittenThroughToItsTarget() throws {
        let path = try configFolder()
        let folder = FilePath.parent(path)
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try "[window]\nscheme=dark\n".write(toFile: folder + "/real/state.ini", atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(folder + "/real/state.ini", 0o600), 0)
        XCTAssertEqual(symlink("real/state.ini", folder + "/middle.ini"), 0)
        XCTAssertEqual(symlink(folder + "/middle.ini", path), 0)
        let stateFile = GalleryStateFile(path: path)
        XCTAssertNil(stateFile.problem)
        XCTAssertEqual(stateFile.loaded.scheme, .dark, "read through the links")
        XCTAssertEqual(stateFile.target, folder + "/real/state.ini")
        XCTAssertEqual(stateFile.save(changed), [])
        XCTAssertEqual(kind(path), S_IFLNK, "the link stays")
        XCTAssertEqual(kind(folder + "/middle.ini"), S_IFLNK)
        XCTAssertEqual(mode(folder + "/real/state.ini"), 0o600)
        XCTAssertEqual(GalleryState.load(from: folder + "/real/state.ini").state, changed, "written to the target")

        // A link to nothing yet: the target is made, the link stays.
        let dangling = try configFolder()
        XCTAssertEqual(symlink("later.ini", dangling), 0)
        let fresh = GalleryStateFile(path: dangling)
        XCTAssertNil(fresh.problem)
        XCTAssertEqual(fresh.save(changed), [])
        XCTAssertEqual(kind(dangling), S_IFLNK)
        XCTAssertEqual(GalleryState.load(from: FilePath.parent(dangling) + "/later.ini").state, changed)
    }

    /// A loop of links leads nowhere: a problem; a change cannot be saved without replacing the
    /// link, so it is a warning and the link stays.
    func testALoopOfLinksIsAProblemAndStays() throws {
        let path = try configFolder()
        XCTAssertEqual(symlink("window.ini", path), 0)
        guard let stateFile = loadPromptly(path) else { return }
        XCTAssertNotNil(stateFile.problem)
        XCTAssertNil(stateFile.target)
        XCTAssertEqual(stateFile.save(stateFile.baseline), [])
        XCTAssertEqual(stateFile.save(changed).count, 1)
        XCTAssertEqual(kind(path), S_IFLNK)
    }

    func testAMissingFileGivesTheDefaultsSilently() throws {
        let (loaded, problem) = GalleryState.load(from: try file())
        XCTAssertEqual(loaded, GalleryState())
        XCTAssertNil(problem)
    }

    func testABrokenFileGivesTheDefaultsAndAReason() throws {
        let (garbage, reason) = GalleryState.load(from: try file("\u{1}\u{2} not a key file [[["))
        XCTAssertEqual(garbage, GalleryState())
        XCTAssertNotNil(reason)
        let (partial, problems) = GalleryState.load(from: try file("[window]\nwidth=10\nheight=20\nscheme=purple\ndirection=up\ntext-scale=300\nstory=listcell-basic\n"))
        XCTAssertEqual(partial.width, 1200, "an out-of-range size is ignored")
        XCTAssertEqual(partial.scheme, .system)
        XCTAssertFalse(partial.rightToLeft)
        XCTAssertEqual(partial.textScale, 100)
        XCTAssertEqual(partial.story, "listcell-basic", "what is valid is kept")
        XCTAssertEqual(problems, "size 10x20 out of range; unknown scheme 'purple'; unknown direction 'up'; unknown text scale '300'")
    }

    /// The window reports what it would remember: its story, scheme, direction and text scale.
    func testTheWindowReportsItsState() {
        onMain {
            let gallery = openGallery("listcell-badges")
            defer {
                gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
                Theme.setTextScale(1)
                end(gallery)
            }
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.text-scale", g_variant_new_string("150")) != 0)
            XCTAssertEqual(Theme.textScale, 1.5)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.direction", g_variant_new_string("rtl")) != 0)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.scheme", g_variant_new_string("dark")) != 0)
            let state = gallery.state
            XCTAssertEqual(state.story, "listcell-badges")
            XCTAssertEqual(state.scheme, .dark)
            XCTAssertTrue(state.rightToLeft)
            XCTAssertEqual(state.textScale, 150)
        }
    }

    /// A `--stories` folder is for one run; a folder opened from the window is remembered; Close
    /// Story Folders (the main menu) closes them all, and the window remembers none.
    func testOnlyFoldersOpenedFromTheWindowAreRememberedAndCloseForgetsThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("montage-folders-\(UUID().uuidString)")
        let given = root.appendingPathComponent("given").path, opened = root.appendingPathComponent("opened").path
        for folder in [given, opened] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "Story(\"이야기\") {\n    ListCell(label: \"x\")\n}\n".write(toFile: folder + "/a.swift", atomically: false, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        onMain {
            let model = GalleryModel()
            model.folders.add(folder: given)  // as --stories adds it
            let gallery = openGallery("listcell-basic", model: model)
            gallery.openStories(at: opened)
            XCTAssertEqual(model.folders.folders.map(\.path), [given, opened])
            XCTAssertEqual(gallery.state.storyFolders, [opened], "the --stories folder is for this run")
            XCTAssertTrue(model.ids.contains { $0.hasPrefix("file-a-") })
            XCTAssertTrue(gallery.window.activateAction("win.close-stories"))
            XCTAssertEqual(model.folders.folders.count, 0)
            XCTAssertFalse(gallery.sidebar.storyList.listed.contains { $0.id.hasPrefix("file-") }, "their stories leave the sidebar")
            XCTAssertEqual(gallery.state.storyFolders, [])
            XCTAssertNotNil(gallery.currentStory.flatMap { model.story(id: $0) }, "a story is still shown")
        }
    }
}
