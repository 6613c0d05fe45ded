import CGtk

/// Watches the files of one folder (GIO's `GFileMonitor`, moves reported as such): `onChange`
/// hears, on the main thread, of each file created, changed, deleted or moved in or out.
@MainActor
public final class FolderMonitor {
    /// What happened to a file.
    public enum Event: Sendable {
        /// It was created.
        case created
        /// It was deleted.
        case deleted
        /// It was moved into the folder.
        case movedIn
        /// It was moved out of the folder.
        case movedOut
        /// It was renamed within the folder (the paths: old, then new).
        case renamed
        /// It was written and closed: a series of changes is complete.
        case changesDone
        /// It was written (more may follow).
        case changed
        /// Its permissions, owner or times changed.
        case attributeChanged
        /// Anything else (the folder's file system unmounted, a move outside the folder's reach).
        case other
    }

    /// Called with each event and the local paths it concerns (the file, then the other file of a
    /// move or rename).
    public var onChange: (@MainActor (_ event: Event, _ paths: [String]) -> Void)?
    private let monitor: ObjectRef<UnsafeMutablePointer<GFileMonitor>>

    /// Watches the folder `path`, reporting one file's changes at most every
    /// `rateLimit` milliseconds; throws with GIO's message when it cannot be watched.
    public init(path: String, rateLimit: Int32) throws(GLibError) {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(file.gRaw) }
        var error: UnsafeMutablePointer<GError>?
        guard let made = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else { throw GLibError.take(&error) }
        monitor = ObjectRef(made, owned: true)
        g_file_monitor_set_rate_limit(made, rateLimit)
        Signal.connect(made, "changed") { [weak self] arguments in
            guard let self else { return nil }
            let event = Self.event(GFileMonitorEvent(UInt32(arguments.enumValue(3))))
            let paths = [1, 2].compactMap { index in arguments.pointer(index).flatMap { String(takingGLib: g_file_get_path(OpaquePointer($0))) } }
            self.onChange?(event, paths)
            return nil
        }
    }

    /// Stops watching: no event is reported after this.
    public func cancel() { g_file_monitor_cancel(monitor.pointer) }

    private static func event(_ event: GFileMonitorEvent) -> Event {
        switch event {
        case G_FILE_MONITOR_EVENT_CREATED: .created
        case G_FILE_MONITOR_EVENT_DELETED: .deleted
        case G_FILE_MONITOR_EVENT_MOVED_IN: .movedIn
        case G_FILE_MONITOR_EVENT_MOVED_OUT: .movedOut
        case G_FILE_MONITOR_EVENT_RENAMED: .renamed
        case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT: .changesDone
        case G_FILE_MONITOR_EVENT_CHANGED: .changed
        case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED: .attributeChanged
        default: .other
        }
    }
}
