import CGtk
import GtkKit

/// A face Pango chose for a run of text: its family and its real weight.
public struct ResolvedFace: Hashable, CustomStringConvertible {
    /// The family of the face, e.g. `Pretendard`.
    public let family: String
    /// The face's weight (400 Regular ... 700 Bold).
    public let weight: Int
    /// A face of `family` at `weight`.
    public init(family: String, weight: Int) {
        self.family = family
        self.weight = weight
    }
    /// "family weight".
    public var description: String { "\(family) \(weight)" }
}

/// The faces Pango used for each run of `label`'s laid-out text (not the font asked for: the
/// font each glyph run was actually shaped with, fallbacks included).
@MainActor
public func resolvedFaces(of label: WidgetPointer) -> [ResolvedFace] {
    guard let layout = gtk_label_get_layout(cast(label)), let iter = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iter) }
    var faces: [ResolvedFace] = []
    repeat {
        guard let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item.pointee.analysis.font,
              let description = pango_font_describe(font) else { continue }
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        faces.append(ResolvedFace(family: family, weight: Int(pango_font_description_get_weight(description).rawValue)))
    } while pango_layout_iter_next_run(iter) != 0
    return faces
}

/// How many glyphs of `label`'s laid-out text no font had (drawn as a hex box).
@MainActor
public func missingGlyphCount(of label: WidgetPointer) -> Int {
    guard let layout = gtk_label_get_layout(cast(label)), let iter = pango_layout_get_iter(layout) else { return 0 }
    defer { pango_layout_iter_free(iter) }
    var missing = 0
    repeat {
        guard let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs else { continue }
        for index in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[index].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
            missing += 1
        }
    } while pango_layout_iter_next_run(iter) != 0
    return missing
}
