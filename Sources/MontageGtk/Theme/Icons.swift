import Synchronization
import GtkKit

/// The project's own symbolic icons, `montage-<name>-symbolic`, tinted by CSS `color` like every
/// `-symbolic` icon. They travel inside the library (`IconBundle`, a GResource generated from
/// `resources/icons` by tools/gen-icon-bundle.py): a binary that links MontageGtk shows them
/// wherever it runs, with nothing installed beside it.
@MainActor
public enum Icons {
    /// Registers the icon bundle and adds it to the default display's icon theme (once), as
    /// the first thing Montage does with the display (`SystemAppearance` calls it before it
    /// reads a setting). Getting the icon theme the first time creates it, creates the
    /// display's settings on the way, and starts loading the theme in a thread; a path added
    /// at once goes into that load, while one added after the thread has begun waits for it,
    /// throws it away and has the theme read again on the main thread at the first icon
    /// (about 12 ms here). So the bundle is ready before the theme is asked for.
    static func registerSearchPath() {
        guard !registered, GtkRuntime.hasDisplay else { return }
        registered = true
        guard ResourceBundle.register(base64: IconBundle.base64) else {
            StandardError.write("montage-gtk: warning: the icon bundle could not be loaded; icons will be missing")
            return
        }
        guard let theme = IconTheme.forDefaultDisplay else { return }
        for path in [IconBundle.resourcePath] + appResourcePaths { theme.addResourcePath(path) }
    }

    private static var registered = false

    /// Resource folders of the app's own icons, added with Montage's.
    private static var appResourcePaths: [String] = []

    /// Adds an app's own icons (its application icon, say) to the icon theme with Montage's:
    /// `path` is a folder of a registered GResource holding a hicolor-style tree
    /// (`scalable/apps/<id>.svg`). Called before `Theme.install`, they go into the theme's first
    /// load; after, they are added at once.
    public static func addResourcePath(_ path: String) {
        guard !appResourcePaths.contains(path) else { return }
        appResourcePaths.append(path)
        if registered, let theme = IconTheme.forDefaultDisplay {
            theme.addResourcePath(path)
        }
    }

    /// The GTK icon name of a Montage icon name: `chevronRight` -> `montage-chevron-right-symbolic`.
    public nonisolated static func gtkName(_ name: String) -> String {
        if let known = gtkNames.withLock({ $0[name] }) { return known }
        var kebab = ""
        for character in name {
            if character.isUppercase || (character.isNumber && !(kebab.last?.isNumber ?? true)) {
                kebab.append("-")
            }
            kebab.append(contentsOf: character.lowercased())
        }
        let gtkName = "montage-\(kebab)-symbolic"
        gtkNames.withLock { $0[name] = gtkName }
        return gtkName
    }

    /// The names converted so far (a row shows the same few icons again and again).
    private nonisolated static let gtkNames = Mutex<[String: String]>([:])

    /// Whether the display's icon theme has the icon `gtkName`.
    @_spi(Testing) public static func exists(_ gtkName: String) -> Bool {
        IconTheme.forDefaultDisplay?.hasIcon(gtkName) ?? false
    }
}
