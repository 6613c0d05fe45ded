import CGtk

/// Fontconfig, which finds the fonts Pango draws with: the families it offers this process, and
/// font files added for this process only (application fonts: nothing is installed).
public enum FontConfig {
    /// The families fontconfig offers this process (system and application fonts): each face's
    /// first family name (later ones are localized or style-linked), sorted, without repeats.
    public static var families: [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var families = Set<String>()
        for index in 0..<Int(list.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(list.pointee.fonts[index], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                families.insert(String(cString: value))
            }
        }
        return families.sorted()
    }

    /// Adds the font file at `path` for this process; false when fontconfig cannot add it.
    /// Fontconfig reads the file's every face (its whole character map) each time.
    public static func addApplicationFont(_ path: String) -> Bool {
        FcConfigAppFontAddFile(nil, path) != 0
    }

    /// Adds every font in the folder at `path` (and its subfolders) for this process, from
    /// fontconfig's cache of the folder when it has a current one (it writes one the first time,
    /// into the user's cache folder); false when fontconfig cannot add the folder.
    public static func addApplicationFontFolder(_ path: String) -> Bool {
        FcConfigAppFontAddDir(nil, path) != 0
    }

    /// Tells Pango's default font map that fontconfig's fonts changed: a map that already listed
    /// them keeps its list until told.
    @MainActor public static func fontsChanged() {
        if let map = pango_cairo_font_map_get_default(), cgtk_type_is_a(map, pango_fc_font_map_get_type()) != 0 {
            pango_fc_font_map_config_changed(cast(map))
        }
    }
}
