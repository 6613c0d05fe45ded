import CGtk
import MontageCatalog
import MontageGallery
import Foundation
import MontageGtk
import GtkKit
import MontageStories

/// Saving a 200-line story file to the painted frame showing it (the file monitor, reading,
/// parsing, interpreting, rebuilding the page, painting), in the gallery window, against
/// rebuilding the same page from its configurations in the same run, as compiled Swift would
/// (building its widgets, swapping them in, painting). `montage-bench story-file` prints it.
@MainActor
enum StoryFileBench {
    /// A story of 40 cells, five lines each: 200 lines. Save `round` changes the last cell's
    /// label, as a person's save changes a line (`everyCell`: every cell's, the whole file).
    static func text(_ round: Int, everyCell: Bool = false) -> String {
        var lines = ["Story(\"벤치\", section: \"Bench\") {"]
        for index in 0..<40 {
            let shown = everyCell || index == 39 ? round : 0
            lines += ["    ListCell(label: \"항목 \(index) · \(shown)\", onTap: {})", "        .description(\"설명 \(index)\")",
                      "        .leadingResources([.icon(.person)])", "        .trailingResources([.value(\"값\"), .contentBadge(title: \"신규\")])",
                      "        .chevron()"]
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// Runs the measurement, its breakdown told to `log`; returns the p95 of a save (a line
    /// changed) to its painted page and of the same page rebuilt from compiled configurations,
    /// in milliseconds, or nil when a save never reached the page.
    public static func run(log: (String) -> Void) -> (saved: Double, compiled: Double)? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-bench-stories-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/bench.swift"
        try? text(0).write(toFile: file, atomically: false, encoding: .utf8)
        GalleryStylesheet.register()
        let model = GalleryModel()
        model.folders.add(folder: folder)
        let id = "file-bench-벤치"
        let gallery = GalleryWindow(model: model, application: nil, initialStory: id, theme: .light)
        // When the read file reaches the window, and how long the page takes to take it.
        var reached: [Double] = [], refreshing: [Double] = [], laying: [Double] = [], painting: [Double] = []
        let saveStart = Moment()
        var updated: Date?, laidOut: Date?, framePainted: Date?
        model.folders.onChange = { [weak gallery] changed in
            let start = Date()
            if let saved = saveStart.time { reached.append(start.timeIntervalSince(saved) * 1_000) }
            gallery?.storyFilesChanged(changed)
            framePainted = nil
            updated = Date()
            refreshing.append(updated!.timeIntervalSince(start) * 1_000)
        }
        model.folders.watch()
        Gtk.Window(gallery.window).setDefaultSize(1000, 800)
        Gtk.Window(gallery.window).present()
        MainLoop.run(until: { gtk_widget_get_mapped(gallery.window) != 0 }, timeout: 10)
        try? WidgetCapture.waitForPaint(gallery.window)
        let clock = gtk_widget_get_frame_clock(gallery.window)!
        var painted = false
        let after = Signal.connect(clock, "after-paint") { painted = true }
        defer { after.disconnect() }
        func shows(_ round: Int) -> Bool {
            gallery.window.descendant(WindowPart.page(id))?.descendants { $0.isA(Gtk.Label.gType) }
                .contains { String(cString: gtk_label_get_text(cast($0))) == "항목 39 · \(round)" } ?? false
        }
        var saved: [Double] = [], compiled: [Double] = []
        // The frame after a save's page update: until its layout is done (the frame clock's
        // wait, then the window measured and allocated: GTK's handler of the clock's `layout`
        // runs before this one), then its paint.
        let savedLayout = Signal.connect(clock, "layout") {
            guard let done = updated, laidOut == nil else { return }
            laidOut = Date()
            laying.append(laidOut!.timeIntervalSince(done) * 1_000)
        }
        let savedAfter = Signal.connect(clock, "after-paint") {
            guard updated != nil, let laidOut else { return }
            framePainted = Date()
            painting.append(framePainted!.timeIntervalSince(laidOut) * 1_000)
            updated = nil
        }
        // Saves that rewrite every cell first (the whole file changes: parsed whole), then the
        // saves a person makes (a line changes: reparsed where it changed); the breakdown below
        // is of the latter.
        var rewritten: [Double] = []
        for (everyCell, rounds) in [(true, 1...30), (false, 31...60)] {
            reached = []; refreshing = []; laying = []; painting = []
            for round in rounds {
                painted = false
                let start = Date()
                saveStart.time = start
                framePainted = nil
                laidOut = nil
                try? text(round, everyCell: everyCell).write(toFile: file, atomically: false, encoding: .utf8)
                // Until the frame after the page took this save is painted (the page is looked at
                // only then: walking it while waiting would slow what is measured).
                guard MainLoop.run(until: { framePainted != nil && shows(round) }, timeout: 5), let framePainted else {
                    log("story file: save \(round) never reached the page")
                    return nil
                }
                if everyCell { rewritten.append(framePainted.timeIntervalSince(start) * 1_000) } else { saved.append(framePainted.timeIntervalSince(start) * 1_000) }
                MainLoop.run(until: { false }, timeout: 0.05)
            }
        }
        savedLayout.disconnect()
        savedAfter.disconnect()
        // The same page rebuilt from compiled configurations: widgets built, swapped in, painted.
        guard let source = model.folders.source(of: id),
              let surface = gallery.window.descendant(WindowPart.page(id))?.descendants(where: { gtk_widget_has_css_class($0, "montage-surface") != 0 }).first
        else { return nil }
        var building: [Double] = [], frames: [Double] = []
        let built = Moment()
        var frameWork: Double?
        let work = Signal.connect(clock, "after-paint") { if let swapped = built.time { frameWork = Date().timeIntervalSince(swapped) * 1_000 } }
        defer { work.disconnect() }
        for _ in 1...30 {
            let start = Date()
            let page = FileStoryPage.make(source, title: "벤치")
            building.append(Date().timeIntervalSince(start) * 1_000)
            if let old = surface.children.first { Gtk.Box(surface).remove(old) }
            Gtk.Box(surface).append(page)
            built.time = Date()
            painted = false
            frameWork = nil
            MainLoop.run(until: { painted }, timeout: 2)
            compiled.append(Date().timeIntervalSince(start) * 1_000)
            if let frameWork { frames.append(frameWork) }
            MainLoop.run(until: { false }, timeout: 0.05)
        }
        // Parsing and interpreting the same text on their own.
        var parsing: [Double] = [], interpreting: [Double] = []
        var previous = StoryScript.parse(text(30), fileName: "bench.swift")
        var parsingWhole: [Double] = []
        for round in 31...60 {
            let text = text(round), start = Date()
            let parsed = StoryScript.parse(text, fileName: "bench.swift", after: previous)
            parsing.append(Date().timeIntervalSince(start) * 1_000)
            let whole = Date()
            _ = StoryScript.parse(text, fileName: "bench.swift")
            parsingWhole.append(Date().timeIntervalSince(whole) * 1_000)
            previous = parsed
            let interpreted = Date()
            _ = StoryScript.interpret(parsed, context: source.context)
            interpreting.append(Date().timeIntervalSince(interpreted) * 1_000)
        }
        func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
        func p95(_ values: [Double]) -> Double { values.sorted()[max(0, Int(Double(values.count) * 0.95) - 1)] }
        log(String(format: "Save a 200-line story file (a line changed) to its painted page: p95 %.1f ms, median %.1f ms (%d saves; target p95 ≤ 50 ms and ≤ 1.5× compiled)",
                     p95(saved), saved.sorted()[saved.count / 2], saved.count))
        log(String(format: "  the whole file rewritten (every cell changed): p95 %.1f ms, median %.1f ms", p95(rewritten), median(rewritten)))
        log(String(format: "  the same page rebuilt from compiled configurations: p95 %.1f ms, median %.1f ms; ratio of p95s %.2f×",
                     p95(compiled), compiled.sorted()[compiled.count / 2], p95(saved) / max(p95(compiled), 0.001)))
        log(String(format: "  of which building the page's widgets: median %.1f ms; then its frame (the wait, layout and paint): median %.1f ms",
                     building.sorted()[building.count / 2], frames.isEmpty ? 0 : frames.sorted()[frames.count / 2]))
        log(String(format: "  a save's path, medians: saved to read and interpreted %.1f ms (parse %.1f ms, whole %.1f ms; interpret %.1f ms), the page updated %.1f ms",
                     median(reached), median(parsing), median(parsingWhole), median(interpreting), median(refreshing)))
        log(String(format: "  then the next frame: the wait and its layout %.1f ms, its paint %.1f ms", median(laying), median(painting)))
        Gtk.Window(gallery.window).destroy()
        return (p95(saved), p95(compiled))
    }
}

/// A time the bench sets and its handlers read (when the last save started, when the compiled
/// page was swapped in).
@MainActor
private final class Moment {
    var time: Date?
}
