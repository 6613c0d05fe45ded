import CGtk
import Synchronization

/// Records GLib warnings, criticals and errors (GTK's among them) while still printing every
/// message, so a test run can treat them as failures. Install once, before GTK logs anything.
public enum LogCapture {
    private static let captured = Mutex<[String]>([])
    private static let installed = Mutex(false)

    /// Installs the structured-log writer (idempotent; GLib allows only one).
    public static func install() {
        let first = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        g_log_set_writer_func({ level, fields, count, userData in
            let serious = level.rawValue & (G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
            if serious != 0, let fields {
                var domain = "", message = ""
                for i in 0..<Int(count) {
                    let field = fields[i]
                    guard let key = field.key, let value = field.value, field.length < 0 else { continue }
                    let text = String(cString: value.assumingMemoryBound(to: CChar.self))
                    switch String(cString: key) {
                    case "GLIB_DOMAIN": domain = text
                    case "MESSAGE": message = text
                    default: break
                    }
                }
                LogCapture.captured.withLock { $0.append(domain.isEmpty ? message : "\(domain): \(message)") }
            }
            return g_log_writer_default(level, fields, count, userData)
        }, nil, nil)
    }

    /// Returns and clears the serious messages recorded so far.
    public static func drain() -> [String] {
        captured.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }
}
