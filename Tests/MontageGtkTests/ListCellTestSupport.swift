import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

/// Frames ListCell rows as the gallery does: a GtkListBox with 20px side margins for inset
/// cells and none for full ones, in a window 400 wide.
@MainActor
struct ListCellHarness {
    let list: WidgetPointer
    let surface: WidgetPointer
    let rows: [ListCellRow]

    init(_ cells: [ListCell], in test: GtkTestCase, width: Int32 = 400, variant: ListCell.Variant = .inset) {
        list = gtk_list_box_new()!.classes(["montage-list"])
        gtk_list_box_set_selection_mode(cast(list), GTK_SELECTION_NONE)
        let margin: Int32 = variant == .inset ? 20 : 0
        list.margins(start: margin, end: margin)
        rows = cells.map(ListCellRow.init)
        for row in rows { gtk_list_box_append(cast(list), row.widget) }
        surface = Build.vbox(classes: ["montage-surface"], [list])
        test.present(surface, width: width)
        MainLoop.run(until: { gtk_widget_get_height(rows.last?.widget ?? list) > 0 }, timeout: 5)
    }

    var row: ListCellRow { rows[0] }

    /// A part of row `index` (the first by default).
    func part(_ part: ListCellPart, row index: Int = 0) -> WidgetPointer? { rows[index].widget.descendant(part) }

    /// The border box of `widget` in window coordinates (the window is undecorated: the
    /// surface is at its origin). The list of inset cells starts at x 20.
    func bounds(_ widget: WidgetPointer) -> Box {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, surface, &rect)
        return Box(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The border box of `widget` with y relative to the top of row `index`.
    func bounds(_ widget: WidgetPointer, inRow index: Int) -> Box {
        var box = bounds(widget)
        box.y -= bounds(rows[index].widget).y
        return box
    }

    /// The row's height (its border box).
    func height(_ index: Int = 0) -> Int32 { Int32(bounds(rows[index].widget).height) }
}

/// A border box.
struct Box: Equatable {
    var x: Double, y: Double, width: Double, height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
}

/// The border-box size of a laid-out widget.
@MainActor
func size(_ widget: WidgetPointer) -> (width: Int, height: Int) {
    var rect = graphene_rect_t()
    _ = gtk_widget_compute_bounds(widget, widget, &rect)
    return (Int(rect.size.width), Int(rect.size.height))
}

@MainActor
func isShown(_ widget: WidgetPointer?) -> Bool {
    guard let widget else { return false }
    return gtk_widget_is_visible(widget) != 0
}

/// The text color GTK resolved for a widget equals a token in a scheme.
@MainActor
func assertColor(_ widget: WidgetPointer?, _ token: Color.Semantic, _ scheme: ColorScheme, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let widget else { return XCTFail("no widget: \(message)", file: file, line: line) }
    let actual = StyleReadback.color(of: widget)
    let expected = token.resolved(in: scheme)
    XCTAssertTrue(actual.isClose(to: expected), "\(message): \(actual) is not \(token) \(expected) in \(scheme)", file: file, line: line)
}
