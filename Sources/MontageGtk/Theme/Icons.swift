/// The project's own symbolic icons: `montage-<name>-symbolic.svg` in
/// `resources/icons/hicolor/scalable/actions`, tinted by CSS `color` like every `-symbolic` icon.
/// (GTK 4.8 treats an SVG lying loose in a search path as a plain image: it must sit in a
/// theme folder to be found by `has_icon` and recolored.)
@MainActor
public enum Icons {
    /// Adds the icon folder to the default display's icon theme (once).
    public static func registerSearchPath() {
        guard !registered, let folder = ResourcePaths.icons,
              let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        gtk_icon_theme_add_search_path(theme, folder)
        registered = true
    }

    private static var registered = false

    /// The GTK icon name of a Montage icon name: `chevronRight` -> `montage-chevron-right-symbolic`.
    public nonisolated static func gtkName(_ name: String) -> String {
        var kebab = ""
        for character in name {
            if character.isUppercase || (character.isNumber && !(kebab.last?.isNumber ?? true)) {
                kebab.append("-")
            }
            kebab.append(contentsOf: character.lowercased())
        }
        return "montage-\(kebab)-symbolic"
    }

    /// Whether the display's icon theme has the icon `gtkName`.
    public static func exists(_ gtkName: String) -> Bool {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return false }
        return gtk_icon_theme_has_icon(theme, gtkName) != 0
    }
}
