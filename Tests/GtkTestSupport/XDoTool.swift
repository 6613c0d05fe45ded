import GtkKit

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

    /// Moves the pointer (without `--sync`, which waits forever when the pointer is already
    /// there) and lets GTK see the motion.
    public static func move(x: Int, y: Int) {
        run(["mousemove", String(x), String(y)])
        MainLoop.run(until: { false }, timeout: 0.05)
    }

    /// A full click at (`x`, `y`), then lets GTK handle it.
    public static func click(x: Int, y: Int) {
        move(x: x, y: y)
        run(["click", "1"])
        MainLoop.run(until: { false }, timeout: 0.15)
    }

    /// Presses the pointer button at (`x`, `y`) and holds it.
    public static func press(x: Int, y: Int) {
        move(x: x, y: y)
        run(["mousedown", "1"])
        MainLoop.run(until: { false }, timeout: 0.1)
    }

    /// Releases the pointer button.
    public static func release() {
        run(["mouseup", "1"])
        MainLoop.run(until: { false }, timeout: 0.1)
    }

    /// Presses and releases `key` (an X keysym name: Return, space, Tab, ...).
    public static func key(_ key: String) {
        run(["key", "--clearmodifiers", key])
        MainLoop.run(until: { false }, timeout: 0.15)
    }
}
