import FoundationEssentials
import GtkKit

/// The text domain of montage-gtk's own strings, the components' and the gallery's:
/// `montage-gtk`, whose catalogs are found in the first of `$MONTAGE_GTK_LOCALEDIR`;
/// `<executable>/../share/locale` (an installed build, when it holds a `montage-gtk.mo`);
/// `<source root>/.build/locale` (made by `make locale`), for the package's own programs and
/// tests only (`SourceTree`).
package enum MontageTextDomain {
    /// The domain.
    package static let domain = TextDomain(name: "montage-gtk", folders: folders)

    /// Takes the locale from the environment and translates in montage-gtk's domain from now on
    /// (`Theme.install` and the gallery's command line call it, before GTK initializes).
    package static func setUp() { Localization.setUp(textDomain: domain) }

    private static var folders: [String] {
        var result: [String] = []
        if let dir = ProcessInfo.processInfo.environment["MONTAGE_GTK_LOCALEDIR"], !dir.isEmpty { result.append(dir) }
        let installed = SourceTree.executable.deletingLastPathComponent().appendingPathComponent("../share/locale").standardized.path
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: installed)) ?? []
        if languages.contains(where: { FileManager.default.fileExists(atPath: "\(installed)/\($0)/LC_MESSAGES/montage-gtk.mo") }) {
            result.append(installed)
        }
        if let locale = SourceTree.folder(".build/locale") { result.append(locale) }
        return result
    }
}
