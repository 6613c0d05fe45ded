import CGtk

/// GLib's monotonic clock: time that only goes forward, for measuring durations.
public enum MonotonicClock {
    /// Microseconds since an arbitrary start (the machine's boot).
    public static var microseconds: Int { g_get_monotonic_time() }
}

/// The current moment in the local time zone (a GLib `GDateTime`), for timestamps.
public final class LocalTime {
    private let time: OpaquePointer

    /// Now.
    public init() { time = g_date_time_new_now_local()! }

    deinit { g_date_time_unref(time) }

    /// The time written with `format`'s `strftime`-like fields (`%H:%M:%S`).
    public func formatted(_ format: String) -> String {
        String(takingGLib: g_date_time_format(time, format)) ?? ""
    }

    /// The microseconds past the second, 0–999,999.
    public var microsecond: Int { Int(g_date_time_get_microsecond(time)) }
}
