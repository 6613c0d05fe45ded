import CGtk

extension MainLoop {
    /// The priority of idle work that comes before GTK's resizing and redrawing
    /// (`G_PRIORITY_HIGH_IDLE`), for `idle(priority:_:)`.
    public nonisolated static let highIdlePriority = G_PRIORITY_HIGH_IDLE
}
