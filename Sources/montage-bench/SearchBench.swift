import Foundation
import GtkKit
import MontageGallery

/// Typing into the search of 100,000 names (scenario-search): for each keystroke (the field's
/// text set as a keystroke sets it), the time to the window's next painted frame, and to the
/// complete result; a person's 150 ms between keystrokes. Measured with the text cursor not
/// blinking, then blinking (GTK's default): GTK 4.8 animates the blink on the frame clock, which
/// then ticks at 60 Hz for 10 s after each keystroke, so a keystroke waits for the next tick
/// (0–16.7 ms) whatever the app does; without the blink a keystroke's frame starts at once and
/// what is measured is the app.
@MainActor
enum SearchBench {
    static let typed = ["k", "ki", "kim", "kim ", "", "이", "이민", "이민서", "", "a", "al", "ale", "alex", "", "서", "서연", "",
                        "p", "pa", "par", "park", "", "정", "정우", "", "g", "gr", "gra", "grace", "", "디", "디자", "디자이", "디자이너", ""]

    static func run() {
        for blinking in [false, true] {
            Properties.set(gtk_settings_get_default()!, "gtk-cursor-blink", blinking)
            measure(blinking: blinking)
        }
    }

    private static func measure(blinking: Bool) {
        let floor = typingFloor()
        let screen = SearchScreen()
        let window = gtk_window_new()!
        Gtk.Window(window).setDefaultSize(480, 800)
        Gtk.Window(window).child = Build.vbox(classes: ["montage-surface"], [screen.widget.expand(vertical: true)])
        Gtk.Window(window).present()
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
                Gtk.Editable(screen.field.entry).text = text
                MainLoop.run(until: { painted != nil }, timeout: 2)
                if let painted { toPaint.append(painted.timeIntervalSince(start) * 1_000) }
                if let frameWork { work.append(frameWork) }
                MainLoop.run(until: { !screen.isSearching && screen.index.query == text }, timeout: 2)
                toResult.append(Date().timeIntervalSince(start) * 1_000)
                MainLoop.run(until: { false }, timeout: 0.15)
            }
        }
        func p95(_ values: [Double]) -> Double { values.sorted()[max(0, Int(Double(values.count) * 0.95) - 1)] }
        let cursor = blinking ? "a blinking cursor (GTK's default: a keystroke waits for the frame clock's next tick)" : "a steady cursor"
        print(String(format: "Search 100,000 names as you type, %@: keystroke to painted frame p95 %.1f ms, worst %.1f ms (that frame's own work, before-paint to after-paint: p95 %.1f ms); keystroke to the complete result p95 %.1f ms (%d keystrokes%@)",
                     cursor, p95(toPaint), toPaint.max() ?? 0, p95(work), p95(toResult), toPaint.count, blinking ? "" : "; target p95 ≤ 16 ms"))
        print(String(format: "  the floor, the same keystrokes into a plain GtkEntry: keystroke to painted frame p95 %.1f ms", floor))
        Gtk.Window(window).destroy()
    }

    /// Keystroke to painted frame in a window holding only a GtkEntry: the frame clock's own wait.
    static func typingFloor() -> Double {
        let entry = gtk_entry_new()!
        let window = gtk_window_new()!
        Gtk.Window(window).setDefaultSize(480, 800)
        Gtk.Window(window).child = Build.vbox([entry])
        Gtk.Window(window).present()
        MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 10)
        try? WidgetCapture.waitForPaint(window)
        let clock = gtk_widget_get_frame_clock(window)!
        var painted: Date?
        let after = Signal.connect(clock, "after-paint") { painted = Date() }
        defer { after.disconnect(); Gtk.Window(window).destroy() }
        var samples: [Double] = []
        for text in typed + typed {
            painted = nil
            let start = Date()
            Gtk.Editable(entry).text = text
            MainLoop.run(until: { painted != nil }, timeout: 2)
            if let painted { samples.append(painted.timeIntervalSince(start) * 1_000) }
            MainLoop.run(until: { false }, timeout: 0.15)
        }
        return samples.sorted()[max(0, Int(Double(samples.count) * 0.95) - 1)]
    }
}
