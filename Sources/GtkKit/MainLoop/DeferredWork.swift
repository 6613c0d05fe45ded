import CGtk
/// Work a page puts off until after its first frame: each piece runs from a low-priority idle
/// (after GTK has laid out and painted what is on screen), one piece per main-loop turn.
/// `pending` counts what has not run yet, so a capture can wait for the whole page.
@MainActor
public enum DeferredWork {
    /// Pieces scheduled and not yet run.
    public private(set) static var pending = 0

    /// Runs `body` after the frames already due (below GTK's redraw priority).
    public static func later(_ body: @escaping @MainActor () -> Void) {
        pending += 1
        MainLoop.idle(priority: G_PRIORITY_LOW) {
            pending -= 1
            body()
            return false
        }
    }
}
