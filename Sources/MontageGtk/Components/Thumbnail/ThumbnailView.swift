import GtkKit

/// A `Thumbnail`: the image scaled to fill and clipped to a 56pt square (radius 12, 1pt
/// lineNeutralPrimary border); flat surfaceNeutralTertiary while loading; the project's image
/// glyph as placeholder art when the image cannot load. Dims to 0.43 when disabled.
@MainActor
public final class ThumbnailView {
    /// The thumbnail (a GtkOverlay).
    public let widget: WidgetPointer
    private let frame: ImageFrame
    private var link: ViewLink?

    /// A thumbnail showing `thumbnail`; the image loads in the background.
    public init(_ thumbnail: Thumbnail) {
        let glyph = IconView.make(.image, size: 24, color: .semantic(.foregroundNeutralQuaternary))
        frame = ImageFrame(name: "thumbnail", glyph: glyph, fit: .cover, glyphOnlyOnFailure: true)
        widget = frame.widget
        link = ViewLink(self, to: widget)
        update(thumbnail)
    }

    /// Shows `thumbnail`; a new URL discards the old image and reloads.
    public func update(_ thumbnail: Thumbnail) {
        guard link?.widget(for: "update") != nil else { return }
        let side = Int32(thumbnail.width)
        widget.size(width: side, height: side)
        WidgetStyling.toggleClass(widget, "thumbnail-rounded", thumbnail.radius)
        WidgetStyling.toggleClass(widget, "thumbnail-bordered", thumbnail.border)
        frame.load(thumbnail.imageURL, side: side)
    }

    /// Whether the image (not the loading fill or the placeholder) is shown.
    public var showsImage: Bool { frame.showsImage }
    /// Whether the error placeholder is shown.
    public var showsPlaceholder: Bool { frame.glyph.isVisible }
}
