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
        guard ResourceBundle.register(base64: AppIconBundle.base64) else { return }
        Icons.addResourcePath(AppIconBundle.resourcePath)
    }

    private static var registered = false
}
