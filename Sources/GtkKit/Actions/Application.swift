import CGtk

/// A GtkApplication: the app's id, its `app.…` actions and accelerators, its windows
/// (`Gtk.ApplicationWindow(application:)`) and the main loop `run()` turns.
public typealias ApplicationPointer = UnsafeMutablePointer<GtkApplication>

extension UnsafeMutablePointer where Pointee == GtkApplication {
    /// A new application named `id`, held by the returned reference; with `unique` false every
    /// launch runs an instance of its own (none hands its command line to a running one).
    @MainActor public static func create(id: String, unique: Bool) -> ObjectRef<ApplicationPointer> {
        ObjectRef(gtk_application_new(id, unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)!, owned: true)
    }

    /// The resource path under which GTK looks for the app's own icons, menus and stylesheet
    /// (nil: none, so GTK looks for nothing there).
    @MainActor public var resourceBasePath: String? {
        get { g_application_get_resource_base_path(cast(self)).map { String(cString: $0) } }
        nonmutating set { g_application_set_resource_base_path(cast(self), newValue) }
    }

    /// Adds the action `app.<name>`, run by `activate` and triggered by each of `accelerators`
    /// in every window of the app.
    @MainActor public func addAction(_ name: String, accelerators: [String] = [], _ activate: @escaping @MainActor () -> Void) {
        ActionMap.add(Action.plain(name, activate), to: self)
        guard !accelerators.isEmpty else { return }
        let strings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(g_strdup($0)) } + [nil]
        defer { for string in strings { g_free(UnsafeMutableRawPointer(mutating: string)) } }
        gtk_application_set_accels_for_action(self, "app.\(name)", strings)
    }

    /// Runs the application (no command line of its own: the caller has read it) until it
    /// quits; returns the exit status.
    @MainActor public func run() -> Int32 { g_application_run(cast(self), 0, nil) }

    /// Ends `run()`.
    @MainActor public func quit() { g_application_quit(cast(self)) }

    /// Quits the application when the process gets one of `signals` (`SIGINT` from Ctrl+C in
    /// the terminal, `SIGTERM` from `kill`), as closing its windows would.
    @MainActor public func quit(onUnixSignals signals: [Int32]) {
        for signal in signals {
            g_unix_signal_add(signal, { data in
                g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
                return 1
            }, gRaw)
        }
    }
}
