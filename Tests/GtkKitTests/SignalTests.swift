import GtkKit
import GtkTestSupport
import XCTest

/// An object whose lifetime tells whether a closure that captured it was released.
final class Sentinel {}

final class SignalTests: GtkTestCase, @unchecked Sendable {
    func testClosureIsReleasedWhenItsWidgetIsFinalized() {
        onMain {
            weak var weakSentinel: Sentinel?
            var label: ObjectRef<OpaquePointer>? = ObjectRef(cast(gtk_label_new("x")!))
            do {
                let sentinel = Sentinel()
                weakSentinel = sentinel
                Signal.connect(label!.pointer, "notify::label") { _ = sentinel }
            }
            XCTAssertNotNil(weakSentinel, "the handler keeps its closure alive")
            label = nil
            XCTAssertNil(weakSentinel, "finalizing the widget releases the closure")
        }
    }

    func testDisconnectReleasesTheClosure() {
        onMain {
            weak var weakSentinel: Sentinel?
            let label = ObjectRef<OpaquePointer>(cast(gtk_label_new("x")!))
            var calls = 0
            let connection: SignalConnection
            do {
                let sentinel = Sentinel()
                weakSentinel = sentinel
                connection = Signal.connect(label.pointer, "notify::label") { _ = sentinel; calls += 1 }
            }
            gtk_label_set_label(label.pointer, "y")
            XCTAssertEqual(calls, 1)
            connection.disconnect()
            XCTAssertNil(weakSentinel, "disconnect releases the closure")
            gtk_label_set_label(label.pointer, "z")
            XCTAssertEqual(calls, 1, "a disconnected handler is not called")
            connection.disconnect()  // twice is harmless
        }
    }

    func testHandlerReceivesArgumentsAndItsResultIsReturned() {
        onMain {
            let window = present(gtk_label_new("close me")!.widget)
            var requests = 0
            Signal.connect(window, "close-request") { args in
                XCTAssertEqual(args.instance, window.gRaw)
                requests += 1
                return true  // refuse
            }
            gtk_window_close(cast(window))
            XCTAssertEqual(requests, 1)
            XCTAssertTrue(gtk_widget_get_visible(window) != 0, "returning true stopped the close")
        }
    }

    func testTypedArgumentsAreRead() {
        onMain {
            let adjustment = ObjectRef(gtk_adjustment_new(0, 0, 100, 1, 10, 0)!)
            var seen: [Double] = []
            let spin = ObjectRef<OpaquePointer>(cast(gtk_spin_button_new(adjustment.pointer, 1, 0)!))
            Signal.connect(spin.pointer, "value-changed") { args in
                seen.append(gtk_spin_button_get_value(OpaquePointer(args.instance!)))
                return nil
            }
            gtk_spin_button_set_value(spin.pointer, 42)
            XCTAssertEqual(seen, [42])
        }
    }
}
