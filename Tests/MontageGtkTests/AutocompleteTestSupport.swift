import GtkTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk
import XCTest
import GtkKit

/// The widget names of the header and footer views the test sources give the popup.
enum SuggestionPart: String, WidgetPartName {
    /// The header view.
    case header = "suggestion-header"
    /// The footer view.
    case footer = "suggestion-footer"
}

/// Autocompletion sources whose items are GtkButtons ("s.i") that record their clicks, and
/// readers for the popup (spec §4.9) of a TextFieldView.
@MainActor
final class SuggestionSource {
    /// The index paths of the item buttons clicked, in order.
    let clicks = CallLog<IndexPath>()
    /// How many times each factory ran.
    private(set) var cellsMade = 0

    /// A source with `counts[s]` items in section s, optional titles, header, footer and
    /// `maxHeight`; each item is a 32px-tall button.
    func make(_ counts: [Int], titles: Bool = false, header: Bool = false, footer: Bool = false,
              maxHeight: Double = 400) -> TextField.AutoCompletionDataSource {
        var title: (@MainActor (Int) -> String)?
        if titles { title = { "Section \($0)" } }
        let count: @MainActor (Int) -> Int = { counts[$0] }
        let clicks = self.clicks
        let cell: @MainActor (IndexPath) -> WidgetPointer = { [weak self] path in
            self?.cellsMade += 1
            let button = gtk_button_new_with_label("\(path.section).\(path.item)")!.size(height: 32)
            Signal.connect(button, "clicked") { clicks.record(path) }
            return button
        }
        var top: WidgetFactory?
        if header { top = { Build.label("Header").named(SuggestionPart.header) } }
        var bottom: WidgetFactory?
        if footer { bottom = { Build.label("Footer").named(SuggestionPart.footer) } }
        return TextField.AutoCompletionDataSource(numberOfSections: counts.count, sectionTitleAt: title, numberOfItemsInSection: count,
                                                  cellForItemAt: cell, headerView: top, footerView: bottom, maxHeight: maxHeight)
    }
}

/// Reads the popup of a text field.
@MainActor
struct PopupProbe {
    let view: TextFieldView

    var popup: AutocompletePopover { view.autocomplete }
    var isOpen: Bool { popup.isOpen }
    /// The GtkPopover named `autocomplete`.
    var popover: WidgetPointer? { popup.widget }
    /// The rounded frame (the popover's child).
    var frame: WidgetPointer? { popover.flatMap { gtk_popover_get_child(cast($0)) } }
    /// The GtkScrolledWindow inside the frame.
    var scroller: WidgetPointer? { frame?.descendants(where: { $0.isA(Gtk.ScrolledWindow.gType) }).first }
    /// The vertical list inside the scroller.
    var list: WidgetPointer? { popover?.descendants(where: { gtk_widget_has_css_class($0, "autocomplete-list") != 0 }).first }
    /// The section title labels in the list (not the sticky copy).
    var titles: [WidgetPointer] {
        list?.descendants(where: { gtk_widget_has_css_class($0, "autocomplete-section-title") != 0 }) ?? []
    }

    /// Waits until the popup is open and mapped (or until `open` is false and it is unmapped).
    @discardableResult
    func wait(open: Bool, timeout: Double = 3) -> Bool {
        MainLoop.run(until: {
            guard let popover else { return !open }
            return open ? isOpen && gtk_widget_get_mapped(popover) != 0 : !isOpen
        }, timeout: timeout)
    }

    /// The border-box size of a widget.
    func size(_ widget: WidgetPointer) -> (width: Double, height: Double) {
        var rect = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, widget, &rect)
        return (Double(rect.size.width), Double(rect.size.height))
    }

    /// Where `widget` (inside the popover) is, in the coordinates of the window's surface: the
    /// popup surface's position relative to its parent surface, plus the widget's place in it.
    func surfaceBounds(_ widget: WidgetPointer) -> Box? {
        guard let popover, let surface = gtk_native_get_surface(cast(popover)) else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, popover, &rect) != 0 else { return nil }
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(cast(popover), &dx, &dy)
        let x = Double(gdk_popup_get_position_x(cast(surface))) + dx + Double(rect.origin.x)
        let y = Double(gdk_popup_get_position_y(cast(surface))) + dy + Double(rect.origin.y)
        return Box(x: x, y: y, width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The natural height of the list (header, sections, footer and the 8 + 8 padding).
    var naturalListHeight: Double {
        guard let list else { return 0 }
        var natural: Int32 = 0
        gtk_widget_measure(list, GTK_ORIENTATION_VERTICAL, Int32(size(list).width), nil, &natural, nil, nil)
        return Double(natural)
    }
}

extension FieldLayoutHarness {
    /// The popup of field `index`.
    func popup(_ index: Int = 0) -> PopupProbe { PopupProbe(view: views[index]) }

    /// Assigns `source` to field `index`'s binding and re-renders the field (what a SwiftUI
    /// caller does by setting its @State).
    func assign(_ source: TextField.AutoCompletionDataSource?, _ index: Int = 0) {
        models[index].source = source
        views[index].update(views[index].field)
    }

    /// Assigns `source` to field `index`, focuses the field and asserts that its popup opens.
    func openPopup(_ source: TextField.AutoCompletionDataSource?, _ index: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        assign(source, index)
        XCTAssertTrue(focus(index), "field \(index) has the focus", file: file, line: line)
        XCTAssertTrue(popup(index).wait(open: true), "the popup opens", file: file, line: line)
    }

    /// The window's focus widget sits in the entry of field `index` (the popup never takes it).
    func assertFocusInEntry(_ index: Int = 0, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(entryHasFocus(index), "\(message): the focus is \(gtk_window_get_focus(cast(window)).map(\.typeName) ?? "nowhere")",
                      file: file, line: line)
    }
}
