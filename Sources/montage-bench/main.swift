// montage-bench: the list figures `make bench` prints, each against its baseline measured in
// the same run (release build, Xvfb, cairo). Figures, never assertions: the test suite holds
// no timing.
//
//   montage-bench                     runs every figure (children for the first-frame pair) and
//                                     prints one table (BENCH_JSON=path: also as JSON)
//   montage-bench first-frame N [--scroll] [--plain]   one child: a GtkListView of N ListCells (or
//                                     plain GtkLabel rows) to its first frame, then scrolling
//   montage-bench build-rows | build-direct [B]        B batches of 1,000 rows (1: for callgrind)
//   montage-bench search              typing into the search of 100,000 names (scenario-search)
//   montage-bench story-file          saving a 200-line story file to its painted page
//   montage-bench captures            capturing: per capture with one job, --jobs 2, the matrix
import CGtk
import CGtkKit
import Foundation
import GtkKit
import MontageGallery
import MontageCatalog

@_spi(Capture) import MontageGtk

@MainActor
enum Bench {
    /// When this process started (before GTK): first frames count from here, as a user sees them.
    static let launched = Date()

    static func main(_ arguments: [String]) -> Int32 {
        _ = launched
        if arguments.first == "bare-window" { return Startup.bareWindow() }
        if arguments.first == "serve-avatars" { return AvatarServer.serve() }
        guard GtkRuntime.initialize() else {
            FileHandle.standardError.write(Data("montage-bench: \(GtkRuntime.displayHint(advice: "run it through `make bench`"))\n".utf8))
            return 1
        }
        Theme.install(colorScheme: .light)
        if arguments.first == "build-rows" || arguments.first == "build-direct" {
            // Batches of 1,000 rows built and freed (one unless given), for profilers: one for
            // valgrind --tool=callgrind, enough for perf's samples.
            let batches = arguments.dropFirst().first.flatMap(Int.init) ?? 1
            let direct = arguments.first == "build-direct"
            for _ in 0..<batches {
                let list = ObjectRef(gtk_list_box_new()!)
                for index in 0..<1_000 { Gtk.ListBox(list.pointer).append(direct ? directRow(index) : ListCellRow(cell(index)).widget) }
            }
            return 0
        }
        if arguments.first == "init-only" { return 0 }
        if arguments.first == "startup" { return report(Startup.compare()) }
        if arguments.first == "search" { return report(SearchBench.run()) }
        if arguments.first == "story-file" { return report(storyFile()) }
        if arguments.first == "captures" { return report(captures()) }
        if let flag = arguments.firstIndex(of: "--avatars"), arguments.indices.contains(flag + 1) {
            avatarBase = arguments[flag + 1]
        }
        if arguments.first == "first-frame", let count = arguments.dropFirst().first.flatMap(Int.init) {
            let (seconds, window, list) = firstFrame(count: count, plain: arguments.contains("--plain"))
            print(String(format: "%.6f %d", seconds, residentKB()))
            if arguments.contains("--scroll") {
                // A long ListCellListView grows to its count over its first frames.
                let items = gtk_list_view_get_model(cast(list))
                MainLoop.run(until: { g_list_model_get_n_items(items) == guint(count) }, timeout: 10)
                scroll(list, window: window)
                // Resident memory after scrolling (images decoded and cached on the way).
                MainLoop.run(until: { ImageLoader.pending == 0 }, timeout: 10)
                print(residentKB())
            }
            return 0
        }
        return report(firstFramePair() + avatarScrolling() + buildAndUpdate() + SearchBench.run() + storyFile()
                      + captures() + Startup.compare())
    }

    /// Prints the table of `rows` (and writes it to BENCH_JSON); 1 when a figure could not be measured.
    static func report(_ rows: [BenchRow]) -> Int32 {
        BenchTable.print(rows)
        if let path = ProcessInfo.processInfo.environment["BENCH_JSON"], !path.isEmpty { BenchTable.write(rows, to: path) }
        return failed ? 1 : 0
    }

    /// Whether a figure could not be measured (its reason on standard error).
    static var failed = false

    /// A line of detail or progress on standard error (standard output holds the table).
    static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A figure that could not be measured: its reason, and the run fails.
    static func fail(_ reason: String) -> [BenchRow] {
        log("montage-bench: \(reason)")
        failed = true
        return []
    }

    /// Saving a 200-line story file to its painted page, against the same page rebuilt from
    /// compiled configurations.
    static func storyFile() -> [BenchRow] {
        guard let figures = StoryFileBench.run(log: log) else { return fail("the story-file bench did not reach its page") }
        return [BenchRow("Story file save (a line changed) to painted page, p95", figures.saved, "ms",
                         baseline: figures.compiled, "page rebuilt compiled", target: .ratioAtMost(1.5))]
    }

    /// The capture figures: the slowest story against the median story, one capture against one
    /// GtkLabel's, two jobs against one, the pairwise matrix.
    static func captures() -> [BenchRow] {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        guard let figures = CaptureBench.run(besides: here, log: log) else { return fail("montage-gallery --compare did not run (run it from the repository's folder, under `make bench`)") }
        var rows = [
            BenchRow("Capture, slowest story (\(figures.slowestStory))", figures.slowest, "ms", baseline: figures.median, "median story",
                     target: .ratioAtMost(3)),
            BenchRow("Capture, median story", figures.median, "ms", baseline: figures.labelFloor, "one GtkLabel"),
            BenchRow("Compare every story, both schemes, --jobs 2", figures.twoJobs, "s", baseline: figures.oneJob, "--jobs 1",
                     target: .ratioAtMost(0.6)),
        ]
        if let matrix = figures.matrix { rows.append(BenchRow("Pairwise matrix, every story (\(figures.matrixCaptures) captures)", matrix, "s")) }
        return rows
    }

    /// BENCH_CELL picks another cell for exploring (ellipsis, plain, nodesc, latin).
    static let cellKind = ProcessInfo.processInfo.environment["BENCH_CELL"]

    /// `--avatars BASE`: each cell leads with the avatar `BASE/avatar/N.png` ("-": an avatar with no
    /// URL, its placeholder); nil: no avatar.
    static var avatarBase: String?

    /// The cell each item shows: a label and a description, the typical long-list row.
    static func cell(_ index: Int) -> ListCell {
        if let avatarBase {
            let url = avatarBase == "-" ? "" : "\(avatarBase)/avatar/\(index).png"
            return ListCell(label: "항목 \(index) Item").description("설명 \(index) · description")
                .leadingResources([.avatar(url, variant: .person)]).chevron()
        }
        let cell = ListCell(label: "항목 \(index) Item").description("설명 \(index) · description").chevron()
        switch cellKind {
        case "ellipsis": return cell.textEllipsis()
        case "plain": return ListCell(label: "항목 \(index) Item")
        case "nodesc": return ListCell(label: "항목 \(index) Item").chevron()
        case "latin": return ListCell(label: "Item \(index)").description("description \(index)").chevron()
        default: return cell
        }
    }

    /// A window with a scrolled GtkListView of `count` cells, timed from the process's start to
    /// its first painted frame.
    static func firstFrame(count: Int, plain: Bool = false) -> (Double, WidgetPointer, WidgetPointer) {
        let start = launched
        let listView = plain ? plainList(count: count) : ListCellListView(count: count, cell: cell).widget
        let scroller = gtk_scrolled_window_new()!
        Gtk.ScrolledWindow(scroller).child = listView
        let window = gtk_window_new()!
        Gtk.Window(window).setDefaultSize(480, 800)
        Gtk.Window(window).child = Build.vbox(classes: ["montage-surface"], [scroller.expand(vertical: true)])
        Gtk.Window(window).present()
        MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 10)
        try? WidgetCapture.waitForPaint(window)
        return (Date().timeIntervalSince(start), window, listView)
    }

    /// The baseline: a GtkListView of the same texts in two plain GtkLabels a row, no Montage.
    static func plainList(count: Int) -> WidgetPointer {
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(factory, "setup") { args in
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for _ in 0..<2 {
                let label = gtk_label_new("")!
                Gtk.Label(label).xalign = 0
                Gtk.Label(label).wraps = true
                Gtk.Box(box).append(label)
            }
            gtk_widget_set_margin_top(box, 12)
            gtk_widget_set_margin_bottom(box, 12)
            gtk_list_item_set_child(OpaquePointer(args.pointer(1)!), box)
            return nil
        }
        Signal.connect(factory, "bind") { args in
            let item = OpaquePointer(args.pointer(1)!)
            let index = Int(gtkkit_index_item_get_index(OpaquePointer(gtk_list_item_get_item(item)!)))
            let box = gtk_list_item_get_child(item)!
            let first = gtk_widget_get_first_child(box)!
            Gtk.Label(first).text = "항목 \(index) Item"
            Gtk.Label(gtk_widget_get_next_sibling(first)!).text = "설명 \(index) · description"
            return nil
        }
        return gtk_list_view_new(cast(gtk_no_selection_new(gtkkit_index_model_new(guint(count)))!), factory)!
    }

    /// Scrolls through 200 positions a page apart (as a reader scrolls down), then jumps to 200
    /// scattered positions (as a scrollbar drag does); prints the p95 and worst frame of each.
    /// (BENCH_SCROLL_POSITIONS: fewer of each, at least 20.)
    static func scroll(_ list: WidgetPointer, window: WidgetPointer) {
        let adjustment = gtk_scrollable_get_vadjustment(cast(list))!
        let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        // BENCH_SCROLL_POSITIONS=N scrolls fewer (for callgrind, whose counts do not drift).
        let count = ProcessInfo.processInfo.environment["BENCH_SCROLL_POSITIONS"].flatMap(Int.init).map { max(20, min($0, 200)) } ?? 200
        let steps = (1...count).map { min(upper, page * Double($0)) }
        let jumps = (0..<count).map { upper * Double(($0 * 7_919) % 200) / 200 }
        func p95(_ values: [Double]) -> Double { values.sorted()[Int(Double(values.count) * 0.95) - 1] }
        for positions in [steps, jumps] {
            let (frames, latencies) = framesAfterScrolling(adjustment, to: positions, window: window)
            print(String(format: "%.2f %.2f %.2f", p95(frames), frames.max() ?? 0, p95(latencies)))
        }
    }

    /// The work of the frame each scroll causes, in milliseconds, from the frame clock's own
    /// phases: from its before-paint signal to its after-paint (update, layout and paint; not
    /// the wait for the clock's next tick).
    static func framesAfterScrolling(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, to positions: [Double],
                                     window: WidgetPointer) -> (frames: [Double], latencies: [Double]) {
        let clock = gtk_widget_get_frame_clock(window)!
        var started: Date?
        var frame: Double?
        let before = Signal.connect(clock, "before-paint") { started = Date() }
        let after = Signal.connect(clock, "after-paint") {
            if let start = started { frame = Date().timeIntervalSince(start) * 1_000 }
        }
        defer {
            before.disconnect()
            after.disconnect()
        }
        var frames: [Double] = [], latencies: [Double] = []
        for position in positions {
            frame = nil
            started = nil
            let scrolled = Date()
            gtk_adjustment_set_value(adjustment, position)
            MainLoop.run(until: { frame != nil }, timeout: 5)
            frames.append(frame ?? 5_000)
            latencies.append(Date().timeIntervalSince(scrolled) * 1_000)
        }
        return (frames, latencies)
    }

    /// Resident memory of this process, in KB.
    static func residentKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// Runs this executable again for one figure and returns its output's numbers.
    static func child(_ arguments: [String]) -> [Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try? process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func firstFramePair() -> [BenchRow] {
        // Seven fresh processes each, interleaved; medians.
        var small: [[Double]] = [], large: [[Double]] = []
        for _ in 0..<7 {
            small.append(child(["first-frame", "100"]))
            large.append(child(["first-frame", "100000"]))
        }
        guard small.allSatisfy({ $0.count >= 2 }), large.allSatisfy({ $0.count >= 2 }) else { return fail("a first-frame child showed no frame") }
        var rows = [
            BenchRow("GtkListView first frame, 100,000 items", median(large.map { $0[0] }) * 1_000, "ms",
                     baseline: median(small.map { $0[0] }) * 1_000, "100 items", target: .ratioAtMost(1.3)),
            BenchRow("GtkListView resident, 100,000 items", median(large.map { $0[1] }) / 1_024, "MB",
                     baseline: median(small.map { $0[1] }) / 1_024, "100 items"),
        ]
        let scroll = child(["first-frame", "100000", "--scroll"]), plain = child(["first-frame", "100000", "--scroll", "--plain"])
        guard scroll.count >= 8, plain.count >= 8 else { return rows + fail("a scrolling child did not finish") }
        rows += [
            // Issue 44: a cell measured from the layout it paints is less work than a plain label.
            BenchRow("Scrolling 200 pages of 100,000 rows, p95 frame", scroll[2], "ms", baseline: plain[2], "plain GtkLabel rows",
                     target: .ratioAtMost(1.0)),
            BenchRow("Scrolling 200 pages, p95 scroll to painted", scroll[4], "ms", baseline: plain[4], "plain GtkLabel rows"),
            BenchRow("200 scattered jumps, p95 scroll to painted", scroll[7], "ms", baseline: plain[7], "plain GtkLabel rows",
                     target: .ratioAtMost(1.0)),
            BenchRow("200 scattered jumps, p95 frame", scroll[5], "ms", baseline: plain[5], "plain GtkLabel rows"),
        ]
        return rows
    }

    /// Scrolling 100,000 contacts whose avatars come from a local HTTP server (each its own URL,
    /// so every row that comes into view fetches and decodes), against the same list whose
    /// avatars show their placeholder.
    static func avatarScrolling() -> [BenchRow] {
        guard let (server, base) = AvatarServer.start() else { return fail("the avatar server did not start") }
        defer { server.terminate() }
        let images = child(["first-frame", "100000", "--scroll", "--avatars", base])
        let placeholders = child(["first-frame", "100000", "--scroll", "--avatars", "-"])
        guard images.count >= 9, placeholders.count >= 9 else { return fail("an avatar scrolling child did not finish") }
        return [
            BenchRow("Scrolling with avatars over HTTP, p95 frame", images[2], "ms", baseline: placeholders[2], "placeholder avatars"),
            BenchRow("Scattered jumps with avatars over HTTP, p95 frame", images[5], "ms", baseline: placeholders[5], "placeholder avatars"),
            BenchRow("Resident after scrolling with avatars", images[8] / 1_024, "MB", baseline: placeholders[8] / 1_024, "placeholder avatars"),
        ]
    }

    /// The same widget tree a ListCellRow builds for `cell(index)`, configured the same (classes,
    /// names, text settings, accessible role, label and state), with direct GTK calls: the
    /// library's own cost is its Swift views, signal handlers and bookkeeping.
    static func directRow(_ index: Int) -> WidgetPointer {
        let labelText = "항목 \(index) Item", descriptionText = "설명 \(index) · description"
        func text(_ string: String, part: ListCellPart, classes: [String]) -> WidgetPointer {
            let label = gtkkit_label_new(string)!
            gtk_widget_set_name(label, part.rawValue)
            for name in classes { gtk_widget_add_css_class(label, name) }
            Gtk.Label(label).xalign = 0
            Gtk.Label(label).wraps = true
            Gtk.Label(label).wrapMode = PANGO_WRAP_WORD_CHAR
            // The text settings the library gives it: a width in characters and its Hangul
            // word ("항목 N" and "설명 N" begin with one) kept whole.
            gtk_label_set_width_chars(cast(label), WrappingWidth.minimumCharacters(string))
            let attributes = pango_attr_list_new()!
            let word = pango_attr_word_new()!
            word.pointee.start_index = 0
            word.pointee.end_index = guint(string.utf8.prefix { $0 != UInt8(ascii: " ") }.count)
            pango_attr_list_insert(attributes, word)
            gtk_label_set_attributes(cast(label), attributes)
            pango_attr_list_unref(attributes)
            return label
        }
        let row = gtk_list_box_row_new()!
        gtk_widget_set_name(row, ListCellPart.row.rawValue)
        for name in ["list-cell", "variant-inset", "interactive"] { gtk_widget_add_css_class(row, name) }
        Gtk.ListBoxRow(row).isSelectable = false
        Gtk.ListBoxRow(row).isActivatable = false
        cgtk_accessible_set_label(row, "\(labelText), \(descriptionText)")
        cgtk_accessible_set_selected(row, 0)
        let label = text(labelText, part: .label, classes: ["list-cell-label", "typo-body2", "weight-medium", "fg-foregroundNeutralPrimary"])
        gtk_widget_set_margin_top(label, 1)
        gtk_widget_set_margin_bottom(label, 1)
        let description = text(descriptionText, part: .description, classes: ["list-cell-description", "typo-label2", "weight-regular"])
        let layout = ListCellTextColumn(label: label), column = layout.widget
        gtk_widget_set_parent(description, column)
        layout.description = description
        gtk_widget_set_hexpand(column, 1)
        gtk_widget_set_valign(column, GTK_ALIGN_START)
        // A decorative icon, hidden from screen readers as the library's.
        let icon = cgtk_widget_new_with_role(gtk_image_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)!
        gtk_image_set_from_icon_name(cast(icon), "montage-chevron-right-tight-small-symbolic")
        Gtk.Image(icon).pixelSize = 16
        for name in ["montage-icon", "icon-trim-4"] { gtk_widget_add_css_class(icon, name) }
        let chevron = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_name(chevron, ListCellPart.chevron.rawValue)
        gtk_widget_add_css_class(chevron, "list-cell-chevron")
        Gtk.Box(chevron).append(icon)
        gtk_widget_set_valign(chevron, GTK_ALIGN_START)
        gtk_widget_set_overflow(chevron, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_margin_start(chevron, 8)
        gtk_widget_set_margin_top(chevron, 4)
        gtk_widget_set_margin_bottom(chevron, 4)
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(content, "list-cell-content")
        Gtk.Box(content).append(column)
        Gtk.Box(content).append(chevron)
        gtk_widget_set_margin_top(content, 12)
        gtk_widget_set_margin_bottom(content, 12)
        let element = cgtk_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GENERIC)!
        gtk_widget_add_css_class(element, "list-cell-element")
        Gtk.Overlay(element).child = content
        Gtk.ListBoxRow(row).child = element
        return row
    }

    /// Seconds `body` takes, best of `runs`.
    static func time(runs: Int = 5, _ body: () -> Void) -> Double {
        (0..<runs).map { _ in
            let start = Date()
            body()
            return Date().timeIntervalSince(start)
        }.min() ?? 0
    }

    static func buildAndUpdate() -> [BenchRow] {
        let cells = (0..<1_000).map(cell)
        // Interleaved, best of nine each: the two see the same machine.
        var libraryRuns: [Double] = [], directRuns: [Double] = []
        for _ in 0..<9 {
            libraryRuns.append(time(runs: 1) {
                let list = ObjectRef(gtk_list_box_new()!)
                for cell in cells { Gtk.ListBox(list.pointer).append(ListCellRow(cell).widget) }
            })
            directRuns.append(time(runs: 1) {
                let list = ObjectRef(gtk_list_box_new()!)
                for index in 0..<1_000 { Gtk.ListBox(list.pointer).append(directRow(index)) }
            })
        }
        let library = libraryRuns.min() ?? 0, direct = directRuns.min() ?? 0
        let list = ObjectRef(gtk_list_box_new()!)
        let rows = cells.map { cell -> ListCellRow in
            let row = ListCellRow(cell)
            Gtk.ListBox(list.pointer).append(row.widget)
            return row
        }
        var flip = false
        let update = time {
            flip.toggle()
            for (index, row) in rows.enumerated() { row.update(flip ? cell(index + 1).selected() : cell(index)) }
        }
        let rebuild = time {
            let fresh = ObjectRef(gtk_list_box_new()!)
            for index in 0..<1_000 { Gtk.ListBox(fresh.pointer).append(ListCellRow(cell(index + 1).selected()).widget) }
        }
        withExtendedLifetime(list) {}
        return [
            BenchRow("Build 1,000 rows", library * 1_000, "ms", baseline: direct * 1_000, "direct GTK calls", target: .ratioAtMost(1.1)),
            BenchRow("Update 1,000 rows", update * 1_000, "ms", baseline: rebuild * 1_000, "rebuilding them", target: .ratioAtMost(0.33)),
        ]
    }
}

exit(MainActor.assumeIsolated { Bench.main(Array(CommandLine.arguments.dropFirst())) })
