import CGtk
import MontageCatalog
import MontageGallery
import Foundation
import GtkKit
import MontageGallery

/// Typing into the search of 100,000 names (scenario-search): for each keystroke (the field's
/// text set as a keystroke sets it), the time to the window's next painted frame, and to the
/// complete result; a person's 150 ms between keystrokes. Measured with the text cursor not
/// blinking, then blinking (GTK's default): GTK 4.8 animates the blink on the frame clock, which
/// then ticks at 60 Hz for 10 s after each keystroke, so a keystroke waits for the next tick
/// (0–16.7 ms) whatever the app does; without the blink a keystroke's frame starts at once and
/// what is measured is the app. The baseline: the same search over plain GtkLabel rows
/// (`PlainSearchScreen`).
@MainActor
enum SearchBench {
    static let typed = ["k", "ki", "kim", "kim ", "", "이", "이민", "이민서", "", "a", "al", "ale", "alex", "", "서", "서연", "",
                        "p", "pa", "par", "park", "", "정", "정우", "", "g", "gr", "gra", "grace", "", "디", "디자", "디자이", "디자이너", ""]

    /// The keystroke figures of one screen: p95s in milliseconds.
    private struct Typing {
        /// Keystroke to the window's next painted frame.
        var toPaint: Double
        /// That frame's own work, before-paint to after-paint.
        var frameWork: Double
        /// Keystroke to the complete result.
        var toResult: Double
    }

    /// The search's rows: ours against the same search over plain GtkLabel rows, with a steady
    /// cursor (what the app costs) and a blinking one (GTK's default, the frame clock's wait).
    static func run() -> [BenchRow] {
        var rows: [BenchRow] = []
        for blinking in [false, true] {
            Properties.set(gtk_settings_get_default()!, "gtk-cursor-blink", blinking)
            let screen = SearchScreen()
            let ours = measure(screen.widget, entry: screen.field.entry) { !screen.isSearching && screen.index.query == $0 }
            let plainScreen = PlainSearchScreen()
            let plain = measure(plainScreen.widget, entry: plainScreen.entry) { !plainScreen.isSearching && plainScreen.index.query == $0 }
            let cursor = blinking ? "blinking cursor" : "steady cursor"
            rows.append(BenchRow("Search 100,000 names, \(cursor): keystroke to painted, p95", ours.toPaint, "ms",
                                 baseline: plain.toPaint, "plain GtkLabel rows", target: blinking ? nil : .ratioAtMost(1.5)))
            if !blinking {
                rows += [
                    BenchRow("Search, steady cursor: that frame's work, p95", ours.frameWork, "ms", baseline: plain.frameWork, "plain GtkLabel rows"),
                    BenchRow("Search, steady cursor: keystroke to complete result, p95", ours.toResult, "ms", baseline: plain.toResult,
                             "plain GtkLabel rows"),
                ]
            }
        }
        return rows
    }

    /// Types `typed` twice into `entry` of a window showing `content`, a person's 150 ms apart.
    private static func measure(_ content: WidgetPointer, entry: WidgetPointer, complete: @escaping (String) -> Bool) -> Typing {
        let window = gtk_window_new()!
        Gtk.Window(window).setDefaultSize(480, 800)
        Gtk.Window(window).child = Build.vbox(classes: ["montage-surface"], [content.expand(vertical: true)])
        Gtk.Window(window).present()
        defer { Gtk.Window(window).destroy() }
        MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 10)
        try? WidgetCapture.waitForPaint(window)
        let clock = gtk_widget_get_frame_clock(window)!
        var painted: Date?, frameStart: Date?, frameWork: Double?
        let before = Signal.connect(clock, "before-paint") { frameStart = Date() }
        let after = Signal.connect(clock, "after-paint") {
            if painted == nil, let frameStart { frameWork = Date().timeIntervalSince(frameStart) * 1_000 }
            painted = Date()
        }
        defer { after.disconnect(); before.disconnect() }
        var toPaint: [Double] = [], toResult: [Double] = [], work: [Double] = []
        for _ in 0..<2 {
            for text in typed {
                painted = nil
                frameWork = nil
                let start = Date()
                Gtk.Editable(entry).text = text
                MainLoop.run(until: { painted != nil }, timeout: 2)
                if let painted { toPaint.append(painted.timeIntervalSince(start) * 1_000) }
                if let frameWork { work.append(frameWork) }
                MainLoop.run(until: { complete(text) }, timeout: 2)
                toResult.append(Date().timeIntervalSince(start) * 1_000)
                MainLoop.run(until: { false }, timeout: 0.15)
            }
        }
        func p95(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[max(0, Int(Double(values.count) * 0.95) - 1)] }
        return Typing(toPaint: p95(toPaint), frameWork: p95(work), toResult: p95(toResult))
    }
}
