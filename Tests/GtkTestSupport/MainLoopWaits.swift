import CGtk
import GtkKit
import XCTest

/// The waits of a test, on top of GtkKit's `MainLoop.run(until:timeout:)`: each waits for a
/// condition (a frame painted, a value reached) and fails the test, saying what it waited for, when
/// the timeout passes first. A fixed time is waited only to prove that something does *not* happen
/// (`assertStaysTrue(for:_:_:)`), and then says so.
@MainActor
extension MainLoop {
    /// Iterates the loop until `condition` holds; fails the test with `message` when `timeout`
    /// seconds pass first. Returns whether it held.
    @discardableResult
    public static func wait(until condition: () -> Bool, timeout: Double = 5, _ message: @autoclosure () -> String,
                            file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if run(until: condition, timeout: timeout) { return true }
        XCTFail("timed out after \(timeout) s waiting for: \(message())", file: file, line: line)
        return false
    }

    /// Waits until `widget`'s window has laid out and painted `frames` frames from now (a change
    /// that GTK settles on a later frame, as a size that depends on the first layout, needs two).
    /// Fails the test when the widget is not realized or no frame comes within `timeout` seconds.
    @discardableResult
    public static func waitForFrames(_ widget: WidgetPointer, _ frames: Int = 1, timeout: Double = 5,
                                     file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard gtk_widget_get_realized(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else {
            XCTFail("\(widget.typeName) is not realized: no frame to wait for", file: file, line: line)
            return false
        }
        var painted = 0
        let connection = Signal.connect(clock, "after-paint") {
            painted += 1
            if painted < frames { gtk_widget_queue_draw(widget) }
        }
        defer { connection.disconnect() }
        gtk_widget_queue_draw(widget)
        return wait(until: { painted >= frames }, timeout: timeout, "\(frames) frame(s) of \(widget.typeName) painted",
                    file: file, line: line)
    }

    /// Waits until `widget` is on screen (mapped, with a size) and its window has painted a frame
    /// since, so its allocation is current; fails the test when it is not within `timeout` seconds.
    @discardableResult
    public static func waitUntilShown(_ widget: WidgetPointer, timeout: Double = 5,
                                      file: StaticString = #filePath, line: UInt = #line) -> Bool {
        wait(until: { gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) > 0 && gtk_widget_get_height(widget) > 0 },
             timeout: timeout, "\(widget.typeName) \(widget.name) mapped with a size", file: file, line: line)
            && waitForFrames(widget, timeout: timeout, file: file, line: line)
    }

    /// Iterates the loop for `seconds`, for `reason`: only where a test checks what something
    /// ends as, no condition says when it has ended, and a state on the way may differ (else
    /// `assertStaysTrue(for:_:_:)`, or better a wait on the condition itself).
    public static func run(for seconds: Double, _ reason: String) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        run(until: { g_get_monotonic_time() >= end }, timeout: seconds + 1)
    }

    /// Iterates the loop for `seconds` and fails the test, with `message`, as soon as `condition`
    /// stops holding: the bounded wait of a test proving that something does not happen (a
    /// second call, a popup opening, a toast leaving early). Returns whether it held throughout.
    @discardableResult
    public static func assertStaysTrue(for seconds: Double, _ condition: () -> Bool, _ message: @autoclosure () -> String,
                                       file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var held = condition()
        if held {
            run(until: { held = condition(); return !held }, timeout: seconds)
            drain()
            held = held && condition()
        }
        if !held { XCTFail("within \(seconds) s, no longer true: \(message())", file: file, line: line) }
        return held
    }
}

extension WidgetCapture {
    /// Renders `widget` once what it shows has stopped changing: captures, each after a frame,
    /// until two in a row are identical (a CSS transition, such as the theme's focus ring
    /// growing in over 200 ms, has ended). Fails the test when it is still changing after `timeout`
    /// seconds, and returns the last capture.
    @MainActor
    public static func restingTexture(of widget: WidgetPointer, timeout: Double = 3,
                                      file: StaticString = #filePath, line: UInt = #line) throws -> Texture {
        var last = try texture(of: widget)
        let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
        while g_get_monotonic_time() < deadline {
            let next = try texture(of: widget)
            if next.isIdentical(to: last) { return next }
            last = next
        }
        XCTFail("\(widget.typeName) \(widget.name) still changes after \(timeout) s", file: file, line: line)
        return last
    }
}
