import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Reordering by drag shows where the row will land: a line in the brand color between the
/// rows under the pointer, following it, gone once the row is dropped there.
final class ReorderInsertionLineTests: MontageTestCase, @unchecked Sendable {
    /// The share of the pixels along the horizontal line `y` of `row` (inset 24 px from its
    /// sides) that are the brand color.
    @MainActor
    private func line(at y: (graphene_rect_t) -> Int, of row: WidgetPointer, in window: WidgetPointer) throws -> Double {
        let capture = try WidgetCapture.texture(of: window)
        let box = RingProbe.bounds(of: row, in: window)
        let brand = Color.Semantic.foregroundBrandPrimary.resolved(in: .light)
        let wanted = Pixel(red: brand.red, green: brand.green, blue: brand.blue)
        let xs = (Int(box.origin.x) + 24)..<(Int(box.origin.x + box.size.width) - 24)
        return Double(xs.filter { capture.pixel(x: $0, y: y(box)).distance(to: wanted) <= 48 }.count) / Double(xs.count)
    }

    private let top: (graphene_rect_t) -> Int = { Int($0.origin.y) }
    private let bottom: (graphene_rect_t) -> Int = { Int($0.origin.y + $0.size.height) - 1 }

    /// Waits until the drag's last motion has reached the list (GTK passes it through the X
    /// server's drag protocol) and its line is over `row` (the row's `drop-above`), or on no row
    /// (nil); the pixels are then checked on a capture.
    @MainActor
    private func waitForLine(over row: WidgetPointer?, of rows: [WidgetPointer], file: StaticString = #filePath, line: UInt = #line) {
        let marked = { rows.filter { gtk_widget_has_css_class($0, "drop-above") != 0 || gtk_widget_has_css_class($0, "drop-below") != 0 } }
        MainLoop.wait(until: { row.map { gtk_widget_has_css_class($0, "drop-above") != 0 } ?? marked().isEmpty }, timeout: 2,
                      row.map { "the line over row \(rows.firstIndex(of: $0) ?? -1)" } ?? "no line on any row", file: file, line: line)
    }

    func testADragShowsWhereTheRowWillLand() throws {
        try onMain {
            Theme.register(stylesheet: ListBehaviorsCSS.rules, named: "list-behaviors")
            let screen = ReorderScreen(items: ReorderStory.items)
            let window = present(screen.widget, width: 420, views: [screen])
            XCTAssertTrue(XDoTool.focus(window, title: lastTitle))
            let rows = screen.list.rows.map(\.widget)
            for row in rows { XCTAssertLessThan(try line(at: top, of: row, in: window), 0.1, "no line before a drag") }

            let from = XDoTool.center(of: rows[0])
            let third = RingProbe.bounds(of: rows[3], in: window)
            XDoTool.press(x: from.x, y: from.y)
            let lower = Int(third.origin.y + third.size.height * 3 / 4)
            for step in 1...10 { XDoTool.move(x: from.x + 4, y: from.y + (lower - from.y) * step / 10) }
            waitForLine(over: rows[4], of: rows)
            XCTAssertGreaterThan(try line(at: top, of: rows[4], in: window), 0.9, "over the lower half of 점심 약속: the line under it (on the next row's edge)")
            XCTAssertLessThan(try line(at: top, of: rows[3], in: window), 0.1, "not over it")

            let second = RingProbe.bounds(of: rows[2], in: window)
            let upper = Int(second.origin.y + second.size.height / 4)
            for step in 1...4 { XDoTool.move(x: from.x + 4, y: lower + (upper - lower) * step / 4) }
            waitForLine(over: rows[2], of: rows)
            XCTAssertGreaterThan(try line(at: top, of: rows[2], in: window), 0.9, "over the upper half of 디자인 리뷰: the line above it")
            XCTAssertLessThan(try line(at: top, of: rows[4], in: window), 0.1, "the line follows the pointer")

            XDoTool.release()
            XCTAssertTrue(MainLoop.run(until: { screen.model.items[1] == "출근 준비" }, timeout: 2), "it landed on the line: \(screen.model.items)")
            XCTAssertEqual(screen.model.items, ["메일 확인", "출근 준비", "디자인 리뷰", "점심 약속", "코드 리뷰", "운동"])
            waitForLine(over: nil, of: rows)
            for row in rows {
                XCTAssertLessThan(try line(at: top, of: row, in: window), 0.1, "no line after the drop")
                XCTAssertLessThan(try line(at: bottom, of: row, in: window), 0.1, "no line after the drop")
            }
        }
    }
}
