import GtkKit
import GtkTestSupport
import XCTest

/// `tooltip(_:)` sets what `gtk_widget_set_tooltip_text` sets; a widget in no tree is hidden
/// for the moment it takes (skipping GTK's pointer query), one in a tree is never hidden.
final class TooltipTests: GtkTestCase, @unchecked Sendable {
    func testADetachedWidgetTakesItsTooltipAndStaysVisible() {
        onMain {
            let button = ObjectRef(gtk_button_new_with_label("Copy")!)
            var hides = 0
            Signal.connect(button.pointer, "hide") { hides += 1 }
            button.pointer.tooltip("Copy “a”")
            XCTAssertEqual(gtk_widget_get_tooltip_text(button.pointer).map { String(cString: $0) }, "Copy “a”")
            XCTAssertEqual(gtk_widget_get_tooltip_markup(button.pointer).map { String(cString: $0) }, "Copy “a”")
            XCTAssertTrue(gtk_widget_get_has_tooltip(button.pointer) != 0)
            XCTAssertTrue(gtk_widget_get_visible(button.pointer) != 0, "shown again")
            XCTAssertEqual(hides, 1, "hidden while its tooltip was set")
            button.pointer.tooltip(nil)
            XCTAssertNil(gtk_widget_get_tooltip_text(button.pointer))
            XCTAssertFalse(gtk_widget_get_has_tooltip(button.pointer) != 0)

            let hidden = ObjectRef(gtk_label_new("hidden")!)
            gtk_widget_set_visible(hidden.pointer, 0)
            hidden.pointer.tooltip("tip")
            XCTAssertFalse(gtk_widget_get_visible(hidden.pointer) != 0, "a hidden widget stays hidden")
            XCTAssertTrue(gtk_widget_get_has_tooltip(hidden.pointer) != 0)
        }
    }

    func testAWidgetInATreeIsNeverHidden() {
        onMain {
            // A stack's visible page, hidden for a moment, would hand the stack to another page.
            let stack = ObjectRef(gtk_stack_new()!)
            let first = gtk_label_new("first")!, second = gtk_label_new("second")!
            gtk_stack_add_named(cast(stack.pointer), first, "first")
            gtk_stack_add_named(cast(stack.pointer), second, "second")
            gtk_stack_set_visible_child(cast(stack.pointer), first)
            var notified = 0
            Signal.connect(first, "notify::visible") { notified += 1 }
            first.tooltip("The first page")
            XCTAssertEqual(notified, 0)
            XCTAssertEqual(gtk_stack_get_visible_child(cast(stack.pointer)), first)
            XCTAssertEqual(gtk_widget_get_tooltip_text(first).map { String(cString: $0) }, "The first page")
        }
    }
}
