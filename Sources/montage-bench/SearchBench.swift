import Foundation
import GtkKit
import MontageGallery

/// Typing into the search of 100,000 names (scenario-search): for each keystroke (the field's
/// text set as a keystroke sets it), the time to the window's next painted frame, and to the
/// complete result; a person's 150 ms between keystrokes.
@MainActor
enum SearchBench {
    static let typed = ["k", "ki", "kim", "kim ", "", "이", "이민", "이민서", "", "a", "al", "ale", "alex", "", "서", "서연", "",
                        "p", "pa", "par", "park", "", "정", "정우", "", "g", "gr", "gra", "grace", "", "디", "디자", "디자이", "디자이너", ""]

    static func run() {
        let screen = SearchScreen()
        let window = gtk_window_new()!
        gtk_window_set_default_size(cast(window), 480, 800)
        gtk_window_set_child(cast(window), Build.vbox(classes: ["montage-surface"], [screen.widget.expand(vertical: true)]))
        gtk_window_present(cast(window))
        MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 10)
        try? WidgetCapture.waitForPaint(window)
        let clock = gtk_widget_get_frame_clock(window)!
        var painted: Date?
        let after = Signal.connect(clock, "after-paint") { painted = Date() }
        defer { after.disconnect() }
        var toPaint: [Double] = [], toResult: [Double] = []
        for _ in 0..<2 {
            for text in typed {
                painted = nil
                let start = Date()
                gtk_editable_set_text(cast(screen.field.entry), text)
                MainLoop.run(until: { painted != nil }, timeout: 2)
                if let painted { toPaint.append(painted.timeIntervalSince(start) * 1_000) }
                MainLoop.run(until: { !screen.isSearching && screen.index.query == text }, timeout: 2)
                toResult.append(Date().timeIntervalSince(start) * 1_000)
                MainLoop.run(until: { false }, timeout: 0.15)
            }
        }
        func p95(_ values: [Double]) -> Double { values.sorted()[max(0, Int(Double(values.count) * 0.95) - 1)] }
        print(String(format: "Search 100,000 names as you type: keystroke to painted frame p95 %.1f ms, worst %.1f ms; keystroke to the complete result p95 %.1f ms (%d keystrokes; target p95 ≤ 16 ms)",
                     p95(toPaint), toPaint.max() ?? 0, p95(toResult), toPaint.count))
        gtk_window_destroy(cast(window))
    }
}
