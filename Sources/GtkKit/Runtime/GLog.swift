import CGtk

/// GLib's structured log, for messages of the library's own (the variadic `g_log` is not imported).
public enum GLog {
    /// A field key with static storage (a literal's bytes live for the whole program).
    private static func key(_ name: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// A debug message in the `GtkKit` domain, shown when `G_MESSAGES_DEBUG` names it.
    public static func debug(_ message: String, domain: String = "GtkKit") {
        let priority = "7"
        domain.withCString { domainPointer in
            message.withCString { messagePointer in
                priority.withCString { priorityPointer in
                    let fields = [
                        GLogField(key: Self.key("GLIB_DOMAIN"), value: domainPointer, length: -1),
                        GLogField(key: Self.key("MESSAGE"), value: messagePointer, length: -1),
                        GLogField(key: Self.key("PRIORITY"), value: priorityPointer, length: -1),
                    ]
                    g_log_structured_array(G_LOG_LEVEL_DEBUG, fields, gsize(fields.count))
                }
            }
        }
    }
}
