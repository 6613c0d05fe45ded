import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Comparison runs for the review's tests, made for real (`CaptureCompare.run`) against goldens
/// made to differ, and a review window over one, presented and given the keyboard.
extension MontageTestCase {
    /// The repository's goldens.
    static var repositoryGoldens: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("resources/goldens")
    }

    /// A new empty folder, removed after the test.
    func reviewFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-review-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A run of listcell-basic and textfield-basic in both schemes against goldens where
    /// listcell-basic-light is right, listcell-basic-dark is the light one (a color change),
    /// textfield-basic-light is listcell-basic's (another size: layout), textfield-basic-dark
    /// has none.
    @MainActor
    func reviewRun() throws -> (goldens: URL, output: URL) {
        let goldens = try reviewFolder("goldens"), output = try reviewFolder("run")
        for name in ["listcell-basic-light", "listcell-basic-dark", "textfield-basic-light"] {
            try FileManager.default.copyItem(at: Self.repositoryGoldens.appendingPathComponent("listcell-basic-light.png"), to: goldens.appendingPathComponent(name + ".png"))
        }
        let stories = try ["listcell-basic", "textfield-basic"].map { try XCTUnwrap(StoryRegistry.story(id: $0)) }
        defer { Theme.install(colorScheme: .light) }
        let report = try CaptureCompare.run(GalleryModel(), stories: stories, schemes: [.light, .dark], goldens: goldens.path, output: output.path)
        XCTAssertEqual(report.captures.map(\.status), [.match, .differ, .differ, .missing])
        return (goldens, output)
    }

    /// A run of listcell-basic in the light scheme against its golden moved 1 px right: every
    /// changed region is the capture 1 px left of the golden, a shift by (-1, 0).
    @MainActor
    func shiftedRun() throws -> (goldens: URL, output: URL) {
        let goldens = try reviewFolder("shifted-goldens"), output = try reviewFolder("shifted-run")
        try ShiftedGolden.write(Self.repositoryGoldens.appendingPathComponent("listcell-basic-light.png"), movedRight: 1,
                                to: goldens.appendingPathComponent("listcell-basic-light.png"))
        let story = try XCTUnwrap(StoryRegistry.story(id: "listcell-basic"))
        let report = try CaptureCompare.run(GalleryModel(), stories: [story], schemes: [.light], goldens: goldens.path, output: output.path)
        XCTAssertEqual(report.captures.map(\.diffClass), ["shift"])
        return (goldens, output)
    }

    /// The review of `folder` presented 1200 × 800, mapped, settled and given the keyboard.
    @MainActor
    func openReview(_ folder: URL) -> ReviewWindow {
        Theme.install(colorScheme: .light)
        GalleryStylesheet.register()
        let review = ReviewWindow(folder: folder.path, application: nil)
        let hosted = adopt(review.window, label: "the review window").track(review, as: "ReviewWindow")
        if let pane = review.pane { hosted.track(pane, as: "ReviewPane").track(pane.canvas, as: "ReviewCanvas").track(pane.list, as: "ReviewList") }
        hosted.owner = review
        Gtk.Window(review.window).setDefaultSize(1200, 800)
        Gtk.Window(review.window).title = "review-\(UUID().uuidString)"
        Gtk.Window(review.window).present()
        MainLoop.wait(until: { gtk_widget_get_mapped(review.window) != 0 }, timeout: 5, "the review window mapped")
        XCTAssertTrue(XDoTool.focus(review.window, title: Gtk.Window(review.window).title!), "the X server gives the review window the keyboard")
        MainLoop.waitUntilSettled(review.window)
        return review
    }
}

/// A golden made from another by moving its pixels right (the first columns repeat the first).
@MainActor
enum ShiftedGolden {
    /// Writes `source` moved `dx` pixels right to `destination` (a PNG).
    static func write(_ source: URL, movedRight dx: Int, to destination: URL) throws {
        let image = try Texture(imageData: [UInt8](try Data(contentsOf: source)))
        var rgba: [UInt8] = []
        rgba.reserveCapacity(image.width * image.height * 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: max(0, x - dx), y: y)
                rgba += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        try Texture(rgba: rgba, width: image.width, height: image.height).savePNG(to: destination.path)
    }
}

/// The person's recently used files as a test found them: GTK's file chooser adds the folder it
/// opens to them (GTK's default GtkRecentManager, in the user's data folder, which the tests do
/// not give a folder of their own).
@MainActor
struct RecentFiles {
    /// The list's file.
    private let path = String(cString: g_get_user_data_dir()) + "/recently-used.xbel"
    /// Whether it was there before.
    private let existed: Bool

    /// The list as it is now.
    init() { existed = FileManager.default.fileExists(atPath: path) }

    /// Takes `folder` out of the list again (and the list itself when the test made it), once
    /// GTK has written what it changed (a quarter of a second after).
    func restore(removing folder: URL) {
        let manager = gtk_recent_manager_get_default()
        for uri in [folder.absoluteString, "file://" + folder.path] { _ = gtk_recent_manager_remove_item(manager, uri, nil) }
        MainLoop.run(for: 0.6, "the recently used files written")
        if !existed { try? FileManager.default.removeItem(atPath: path) }
    }
}
