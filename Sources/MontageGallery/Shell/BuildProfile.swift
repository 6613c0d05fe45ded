import GtkKit
import MontageCatalog

/// The build profile, chosen by meson's `profile` option: a development build (compiled with
/// `-DMONTAGE_DEVELOPMENT_PROFILE`) has its own application id (`.Devel`), title and icon, so
/// it installs and runs beside a release build, as GNOME apps do.
public enum BuildProfile: String, Sendable {
    /// A release build.
    case `default`
    /// A development build.
    case development

    /// The profile this binary was built with.
    public static let current: BuildProfile = {
        #if MONTAGE_DEVELOPMENT_PROFILE
        return .development
        #else
        return .default
        #endif
    }()

    /// The application id, which also names the icon, desktop entry and metainfo.
    public var applicationID: String {
        self == .development ? "org.montagegtk.Gallery.Devel" : "org.montagegtk.Gallery"
    }

    /// Whether the window and the About dialog say this is a development build.
    public var isDevelopment: Bool { self == .development }

    /// The application's name in the window and the About dialog.
    @MainActor public var title: String {
        isDevelopment ? tr("Montage Gallery (Development)") : tr("Montage Gallery")
    }

    /// The window's title on a story (what window lists and screen readers show).
    @MainActor public func windowTitle(story: String) -> String {
        isDevelopment ? tr("%s — Montage Gallery (Development)", story) : tr("%s — Montage Gallery", story)
    }
}
