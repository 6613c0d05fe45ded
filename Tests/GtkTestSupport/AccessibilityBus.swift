/// The accessibility bus (AT-SPI) asked from outside, as a screen reader finds applications:
/// with `gdbus`, through the session bus's `org.a11y.Bus` and the AT-SPI registry.
public enum AccessibilityBus {
    /// The bus's address, or nil when the session has none.
    public static func address() -> String? {
        let call = ChildProcess.run("gdbus", ["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                              "--method", "org.a11y.Bus.GetAddress"], timeout: 10)
        // ('unix:path=…,guid=…',)
        guard call.succeeded, let start = call.stdoutText.firstIndex(of: "'"), let end = call.stdoutText.lastIndex(of: "'"),
              start < end else { return nil }
        return String(call.stdoutText[call.stdoutText.index(after: start)..<end])
    }

    /// The process ids of the applications registered on the bus at `address` (the registry
    /// root's children, each a D-Bus connection).
    public static func applicationProcesses(on address: String) -> [Int32] {
        let children = ChildProcess.run("gdbus", ["call", "--address", address, "--dest", "org.a11y.atspi.Registry",
                                                  "--object-path", "/org/a11y/atspi/accessible/root",
                                                  "--method", "org.a11y.atspi.Accessible.GetChildren"], timeout: 10)
        // ([(':1.5', objectpath '/org/a11y/atspi/accessible/root'), …],)
        guard children.succeeded else { return [] }
        let names = children.stdoutText.split(separator: "'").filter { $0.hasPrefix(":") }.map(String.init)
        return names.compactMap { name in
            let pid = ChildProcess.run("gdbus", ["call", "--address", address, "--dest", "org.freedesktop.DBus",
                                                 "--object-path", "/org/freedesktop/DBus",
                                                 "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", name], timeout: 10)
            // (uint32 1234,)
            return pid.succeeded ? pid.stdoutText.split(separator: " ").last.flatMap { Int32($0.filter(\.isNumber)) } : nil
        }
    }
}
