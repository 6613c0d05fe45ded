import CGtk
import GtkKit
import XCTest

/// What GTK measured and allocated: a widget's natural and minimum size, its box in another
/// widget's coordinates, and the widgets of a type under it.
@MainActor
public enum LayoutProbe {
    /// The natural (width, height) `gtk_widget_measure` reports, margins included.
    public static func natural(_ widget: WidgetPointer) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
        return (width, height)
    }

    /// The widget's CSS classes, in the order they were added.
    public static func cssClasses(_ widget: WidgetPointer) -> [String] {
        guard let names = gtk_widget_get_css_classes(widget) else { return [] }
        defer { g_strfreev(names) }
        var classes: [String] = []
        while let name = names[classes.count] { classes.append(String(cString: name)) }
        return classes
    }

    /// The minimum (width, height) `gtk_widget_measure` reports, margins included.
    public static func minimum(_ widget: WidgetPointer) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &height, nil, nil, nil)
        return (width, height)
    }

    /// The widget's border box in `target`'s coordinates (after layout); fails the test when
    /// GTK cannot tell (not laid out, or in another window).
    public static func bounds(_ widget: WidgetPointer, in target: WidgetPointer,
                              file: StaticString = #filePath, line: UInt = #line) -> (x: Double, y: Double, width: Double, height: Double) {
        let rect = rect(widget, in: target, file: file, line: line)
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// The same border box as GTK's rectangle.
    public static func rect(_ widget: WidgetPointer, in target: WidgetPointer,
                            file: StaticString = #filePath, line: UInt = #line) -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(widget, target, &rect) != 0, "\(widget.typeName) has no bounds", file: file, line: line)
        return rect
    }

    /// The first descendant of `root` (itself included) of `type` (or a subclass of it).
    public static func descendant(of root: WidgetPointer, type: GType) -> WidgetPointer? {
        root.descendants(where: { $0.isA(type) }).first
    }
}
