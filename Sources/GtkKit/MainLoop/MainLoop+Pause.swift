import CGtk

extension MainLoop {
    /// Waits, the loop running meanwhile, until `done()` holds (checked every 10 ms) or
    /// `seconds` pass; returns whether it held. For a main-actor task (`installDispatchBridge`).
    public static func pause(until done: @escaping @MainActor () -> Bool, timeout seconds: Double) async -> Bool {
        if done() { return true }
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            timeout(milliseconds: 10) {
                if done() { continuation.resume(returning: true); return false }
                if g_get_monotonic_time() >= deadline { continuation.resume(returning: false); return false }
                return true
            }
        }
    }

    /// Waits `seconds`, the loop running meanwhile.
    public static func pause(seconds: Double) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            timeout(milliseconds: UInt32(max(0, seconds * 1000))) { continuation.resume(); return false }
        }
    }

    /// Waits until the loop has nothing more urgent to do than idle work: every event in GTK's
    /// queue handled.
    public static func pauseUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            idle(priority: G_PRIORITY_LOW) { continuation.resume(); return false }
        }
    }

    /// Waits until `widget`'s window has laid out and painted a frame after now (at most
    /// `seconds`; false when it did not, or the widget is in no realized window).
    @discardableResult
    public static func pauseForPaint(_ widget: WidgetPointer, timeout seconds: Double = 5) async -> Bool {
        guard gtk_widget_get_realized(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else { return false }
        var painted = false
        let connection = Signal.connect(clock, "after-paint") { painted = true }
        defer { connection.disconnect() }
        gtk_widget_queue_draw(widget)
        return await pause(until: { painted }, timeout: seconds)
    }
}
