import GtkKit
import GtkTestSupport
import XCTest

final class LogCaptureTests: GtkTestCase, @unchecked Sendable {
    /// The base class fails a test on any GLib warning or critical: prove the capture sees one.
    func testCriticalsFromGTKAreCaptured() {
        onMain {
            _ = LogCapture.drain()
            let label = ObjectRef<OpaquePointer>(cast(gtk_label_new("x")!))
            gtk_widget_set_size_request(label.pointer.widget, -7, 10)  // g_return_if_fail (width >= -1)
            let messages = LogCapture.drain()
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages.first?.hasPrefix("Gtk: gtk_widget_set_size_request: assertion") ?? false, "\(messages)")
            XCTAssertEqual(LogCapture.drain(), [], "drain clears")
        }
    }
}
