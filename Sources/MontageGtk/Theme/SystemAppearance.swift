import FoundationEssentials
import GtkKit

/// The desktop's own light/dark preference, for the gallery's "System" choice: the GNOME
/// `color-scheme` setting when its schema is installed, else `GTK_THEME` or GTK's theme name
/// and prefer-dark setting as they were before Montage first changed them.
@MainActor
public enum SystemAppearance {
    private static var initialPreferDark: Bool?

    static func captureInitialPreference() {
        guard initialPreferDark == nil else { return }
        Icons.registerSearchPath()  // before the settings exist (see there)
        guard let settings = Settings.current else { return }
        initialPreferDark = Properties.bool(settings, "gtk-application-prefer-dark-theme")
    }

    /// The scheme the desktop prefers.
    public static var colorScheme: ColorScheme {
        captureInitialPreference()
        if let scheme = gnomeColorScheme { return scheme }
        if let theme = ProcessInfo.processInfo.environment["GTK_THEME"]?.lowercased(),
           theme.hasSuffix(":dark") || theme.hasSuffix("-dark") {
            return .dark
        }
        if let settings = Settings.current,
           Properties.string(settings, "gtk-theme-name")?.lowercased().hasSuffix("-dark") == true {
            return .dark
        }
        return initialPreferDark == true ? .dark : .light
    }

    /// GNOME's interface settings when their schema (with `color-scheme`) is installed.
    private static let interfaceSettings = SchemaSettings(schema: "org.gnome.desktop.interface", withKey: "color-scheme")

    /// Calls `handler` whenever the desktop's preference may have changed (GNOME's color-scheme,
    /// GTK's theme name). The returned connections end with `stop`.
    public static func observe(_ handler: @escaping @MainActor () -> Void) -> [SignalConnection] {
        var connections: [SignalConnection] = []
        if let settings = interfaceSettings {
            connections.append(Signal.connect(settings, "changed::color-scheme") { handler() })
        }
        if let settings = Settings.current {
            connections.append(Signal.connect(settings, "notify::gtk-theme-name") { handler() })
        }
        return connections
    }

    private static var gnomeColorScheme: ColorScheme? {
        guard let settings = interfaceSettings, let value = settings.string("color-scheme") else { return nil }
        switch value {
        case "prefer-dark": return .dark
        case "prefer-light": return .light
        default: return nil
        }
    }
}
