import GtkKit

/// An `Avatar`: a clipped circle (person) or rounded square (company, academy) showing the
/// image fitted on a white backdrop, or the placeholder glyph (white on surfaceNeutralStrong
/// over surfaceNeutralPrimary) while loading or when it cannot load; a 1pt lineNeutralTertiary
/// border is drawn over it. Dims to 0.43 when disabled.
@MainActor
public final class AvatarView {
    /// The avatar (a GtkOverlay).
    public let widget: WidgetPointer
    private let frame: ImageFrame
    private var link: ViewLink?

    /// An avatar showing `avatar`; the image loads in the background.
    public init(_ avatar: Avatar) {
        let glyph = IconView.make(avatar.variant.placeholder, size: avatar.glyphSize, color: .semantic(.staticWhite))
        frame = ImageFrame(name: "avatar", glyph: glyph, fit: .contain)
        widget = frame.widget
        link = ViewLink(self, to: widget)
        update(avatar)
    }

    /// Shows `avatar`; a new URL cancels the previous load.
    public func update(_ avatar: Avatar) {
        guard link?.widget(for: "update") != nil else { return }
        let side = Int32(avatar.size.box)
        widget.size(width: side, height: side)
        WidgetStyling.setClasses(widget, prefix: "avatar-", ["avatar-\(avatar.variant.rawValue)", "avatar-\(avatar.size.rawValue)"])
        IconView.update(frame.glyph, icon: avatar.variant.placeholder, size: avatar.glyphSize, color: .semantic(.staticWhite))
        widget.accessibleLabel(avatar.variant.accessibleName)
        frame.load(avatar.imageURL, side: side)
    }

    /// Whether an image (not the placeholder) is shown.
    public var showsImage: Bool { frame.showsImage }
}
