import CGtk
import GtkKit
import XCTest

/// Real input through the X server (Xvfb has no window manager): focus a window by its title,
/// move the pointer and click, press keys. The window under test is undecorated and sits at
/// the screen's origin, so widget bounds in window coordinates are screen coordinates.
@MainActor
public enum XDoTool {
    /// Runs xdotool with `arguments` (killed after 10 s); returns whether it succeeded.
    @discardableResult
    public static func run(_ arguments: [String]) -> Bool {
        let xdotool = ChildProcess.start("xdotool", arguments)
        // Keep GTK responsive while xdotool waits for the X server.
        MainLoop.run(until: { !xdotool.isRunning }, timeout: 10)
        return xdotool.wait(timeout: 0).succeeded
    }

    /// Gives `window` (titled `title`) the keyboard focus and waits until GTK sees it active.
    @discardableResult
    public static func focus(_ window: UnsafeMutablePointer<GtkWidget>, title: String) -> Bool {
        run(["search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync"])
        return MainLoop.run(until: { gtk_window_is_active(cast(window)) != 0 }, timeout: 5)
    }

    /// The centre of `widget` in screen coordinates (its window at the origin).
    public static func center(of widget: UnsafeMutablePointer<GtkWidget>, dx: Double = 0) -> (x: Int, y: Int) {
        var rect = graphene_rect_t()
        let root: UnsafeMutablePointer<GtkWidget> = cast(gtk_widget_get_root(widget)!)
        _ = gtk_widget_compute_bounds(widget, root, &rect)
        return (Int((Double(rect.origin.x) + Double(rect.size.width) / 2 + dx).rounded()), Int((rect.origin.y + rect.size.height / 2).rounded()))
    }

    /// Waits until GTK has handled every event the X server has for it and shown what they
    /// changed: round trips to the server (what xdotool asked is done, as it waits for the server
    /// before it exits, and the events come before the reply), each followed by the loop run until
    /// nothing is pending, until a round brings nothing more (what GTK asked of the server while
    /// handling them, as a popup's focus going back to its window, is answered too); then a frame
    /// laid out and painted by every window on screen.
    public static func sync(file: StaticString = #filePath, line: UInt = #line) {
        roundTrips()
        for window in mappedWindows() { MainLoop.waitForFrames(window, file: file, line: line) }
        roundTrips()
    }

    /// Round trips to the X server, each followed by the loop run until nothing is pending, until
    /// one brings nothing (at most ten: an animation keeps the loop busy).
    private static func roundTrips() {
        for _ in 0..<10 {
            gdk_display_sync(gdk_display_get_default())
            var handled = 0
            while handled < 1_000, g_main_context_iteration(nil, 0) != 0 { handled += 1 }
            if handled == 0 { break }
        }
    }

    /// The mapped GtkWindows.
    private static func mappedWindows() -> [WidgetPointer] {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var windows: [WidgetPointer] = []
        var node = toplevels
        while let current = node {
            let window: WidgetPointer = cast(current.pointee.data!)
            if gtk_widget_get_mapped(window) != 0 { windows.append(window) }
            node = current.pointee.next
        }
        return windows
    }

    /// Moves the pointer (without `--sync`, which waits forever when the pointer is already
    /// there) and waits until GTK has seen the motion. It goes by a pixel beside the point first:
    /// a pointer already at the point would send no motion, and a window mapped under a still
    /// pointer knows it only from the enter event, picked before the window's first layout.
    public static func move(x: Int, y: Int) {
        let beside = x > 0 ? x - 1 : x + 1
        run(["mousemove", String(beside), String(y), "mousemove", String(x), String(y)])
        sync()
    }

    /// A full click at the centre of `widget` (which must be in a window), once GTK has handled it.
    public static func click(_ widget: WidgetPointer, file: StaticString = #filePath, line: UInt = #line) {
        guard gtk_widget_get_root(widget) != nil else { return XCTFail("\(widget.typeName) is in no window", file: file, line: line) }
        let point = center(of: widget)
        move(x: point.x, y: point.y)
        // The press goes where GTK knows the pointer is: wait (briefly) until it sees the pointer
        // over the widget, which a window mapped a moment ago may not have yet.
        MainLoop.run(until: { gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue != 0 }, timeout: 1)
        run(["click", "1"])
        sync()
    }

    /// Waits for a frame that paints `widget` as it is now (just presented, or disabled), then clicks it.
    public static func clickWhenPainted(_ widget: WidgetPointer, file: StaticString = #filePath, line: UInt = #line) {
        MainLoop.waitForFrames(widget, file: file, line: line)
        click(widget, file: file, line: line)
    }

    /// A full click at (`x`, `y`), once GTK has handled it.
    public static func click(x: Int, y: Int) {
        move(x: x, y: y)
        run(["click", "1"])
        sync()
    }

    /// Presses the pointer button at (`x`, `y`) and holds it.
    public static func press(x: Int, y: Int) {
        move(x: x, y: y)
        run(["mousedown", "1"])
        sync()
    }

    /// Releases the pointer button.
    public static func release() {
        run(["mouseup", "1"])
        sync()
    }

    /// Presses and releases `key` (an X keysym name: Return, space, Tab, ...), once GTK has handled it.
    public static func key(_ key: String) {
        run(["key", "--clearmodifiers", key])
        sync()
    }

    /// Types `text` (a character every `delay` milliseconds), once GTK has handled it.
    public static func type(_ text: String, delay: Int = 1) {
        run(["type", "--delay", String(delay), text])
        sync()
    }

    /// Waits out GTK's double-click time (the `gtk-double-click-time` setting, 400 ms by default)
    /// and a little more, so that the next click is a click of its own, not the second of a double click.
    public static func waitOutDoubleClickTime() {
        let milliseconds = Properties.int(gtk_settings_get_default()!, "gtk-double-click-time")
        MainLoop.run(for: Double(milliseconds + 100) / 1000, "GTK's double-click time passes")
    }
}
