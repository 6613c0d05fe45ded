import CGtk
import MontageGtk
import GtkKit
import MontageCatalog

/// The gallery's application icon (named after `GalleryApp.id`), for its window and About
/// dialog wherever it runs: an installed build finds it among the desktop's icons, and any
/// build in its own bundle (`AppIconBundle`), which joins the icon theme with Montage's icons.
@MainActor
enum AppIcon {
    /// The icon's name: the application id.
    static var name: String { GalleryApp.id }

    /// Registers the bundle and adds it to the icon theme (once); before `Theme.install`, it
    /// goes into the theme's first load.
    static func register() {
        guard !registered else { return }
        registered = true
        var length: gsize = 0
        guard let decoded = g_base64_decode(AppIconBundle.base64, &length) else { return }
        let bytes = g_bytes_new_take(decoded, length)
        defer { g_bytes_unref(bytes) }
        guard let resource = g_resource_new_from_data(bytes, nil) else { return }
        g_resources_register(resource)
        Icons.addResourcePath(AppIconBundle.resourcePath)
    }

    private static var registered = false
}
