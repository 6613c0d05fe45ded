import FoundationEssentials
import Glibc
import GtkKit

/// Pretendard, Montage's typeface (tokens §3.1), shipped with the project under the SIL Open
/// Font License 1.1 (`resources/fonts/OFL.txt`). The library registers the four faces it uses
/// with fontconfig for its own process only (application fonts: nothing is installed for the
/// user), then tells Pango's font map. When the files cannot be found it prints one warning line
/// and text falls back to the system's sans, as the spec allows.
@MainActor
public enum Fonts {
    /// The family every Montage text asks for.
    public static let family = Typography.fontFamily
    /// The faces registered: Regular 400, Medium 500, SemiBold 600 (Montage's bold), Bold 700.
    public static let files = ["Pretendard-Regular.otf", "Pretendard-Medium.otf", "Pretendard-SemiBold.otf", "Pretendard-Bold.otf"]

    /// Whether Pretendard is available to this process (after `register()`).
    public private(set) static var isAvailable = false
    private static var registered = false
    /// The font folders added to fontconfig so far.
    private static var addedFolders: Set<String> = []

    /// Makes Pretendard available to this process, once: nothing to do when fontconfig already
    /// knows it (a hermetic headless run lists the project's fonts in its own fontconfig file);
    /// otherwise the files in the resources' `fonts` folder are added as application fonts.
    /// Returns whether Pretendard is available.
    @discardableResult
    public static func register() -> Bool {
        guard !registered else { return isAvailable }
        registered = true
        isAvailable = register(family: family, files: files)
        return isAvailable
    }

    /// Makes `family` available to this process: nothing to do when fontconfig already knows it;
    /// otherwise the resources' `fonts` folder, which holds `files`, is added as application fonts
    /// (once, through fontconfig's cache of the folder: reading the faces' character maps anew
    /// was a sixth of the gallery's start-up), and a missing family is one warning line. Returns
    /// whether the family is available.
    @discardableResult
    public static func register(family: String, files: [String]) -> Bool {
        if fontconfigKnows(family) { return true }
        let folder = ResourcePaths.root.map { $0 + "/fonts" }
        let present = folder.map { folder in files.contains { FileManager.default.fileExists(atPath: folder + "/" + $0) } } ?? false
        let added = present && folder.map { folder in
            if addedFolders.contains(folder) { return true }
            guard FontConfig.addApplicationFontFolder(folder) else { return false }
            addedFolders.insert(folder)
            return true
        } ?? false
        guard added else {
            let message = folder.map { tr("warning: %1$s not found in %2$s; text uses the system font", family, $0) }
                ?? tr("warning: %1$s not found: ship montage-gtk's resources/fonts as %2$s, or set MONTAGE_GTK_DATADIR to a folder holding fonts/; text uses the system font",
                      family, ResourcePaths.installed + "/fonts")
            StandardError.write("montage-gtk: " + message)
            return false
        }
        // A font map that already listed the fonts keeps its list until told.
        FontConfig.fontsChanged()
        return true
    }

    /// The families fontconfig offers this process (system and application fonts), sorted.
    @_spi(Testing) public static var availableFamilies: [String] { FontConfig.families }

    /// Gives this process only the project's fonts (its `fonts.conf` through `FONTCONFIG_FILE`),
    /// for captures that must not depend on the machine's fonts. Call before GTK starts; does
    /// nothing when `FONTCONFIG_FILE` is already set or the project's file cannot be found.
    /// Returns whether the project's fontconfig file is in effect.
    @discardableResult
    public nonisolated static func useOnlyProjectFonts() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let file = environment["FONTCONFIG_FILE"], !file.isEmpty { return file == ResourcePaths.fonts.map { $0 + "/fonts.conf" } }
        guard let file = ResourcePaths.fonts.map({ $0 + "/fonts.conf" }), FileManager.default.fileExists(atPath: file) else { return false }
        setenv("FONTCONFIG_FILE", file, 1)
        return true
    }

    private static func fontconfigKnows(_ family: String) -> Bool {
        availableFamilies.contains(family)
    }
}
