/// A `Thumbnail`: the image scaled to fill and clipped to a 56pt square (radius 12, 1pt
/// lineNeutralPrimary border); flat surfaceNeutralTertiary while loading; the project's image
/// glyph as placeholder art when the image cannot load. Dims to 0.43 when disabled.
@MainActor
public final class ThumbnailView {
    /// The thumbnail (a GtkOverlay).
    public let widget: WidgetPointer
    private let placeholder: WidgetPointer
    private let glyph: WidgetPointer
    private let picture: WidgetPointer
    private var loader: ImageLoader?
    private var current: Thumbnail?

    /// A thumbnail showing `thumbnail`; the image loads in the background.
    public init(_ thumbnail: Thumbnail) {
        glyph = IconView.make(.image, size: 24, color: .semantic(.foregroundNeutralQuaternary)).align(GTK_ALIGN_CENTER, GTK_ALIGN_CENTER)
        placeholder = Build.hbox(classes: ["thumbnail-placeholder"], [glyph.expand(horizontal: true)])
        picture = gtk_picture_new()!
        gtk_picture_set_content_fit(cast(picture), GTK_CONTENT_FIT_COVER)
        let border = Build.hbox(classes: ["thumbnail-border"])
        gtk_widget_set_can_target(border, 0)
        widget = gtk_overlay_new()!.classes(["thumbnail"]).align(GTK_ALIGN_START, GTK_ALIGN_CENTER)
        gtk_overlay_set_child(cast(widget), placeholder)
        gtk_overlay_add_overlay(cast(widget), picture)
        gtk_overlay_add_overlay(cast(widget), border)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        widget.expand()  // a fixed-size box: the centred glyph's expansion stops here
        update(thumbnail)
    }

    /// Shows `thumbnail`; a new URL discards the old image and reloads.
    public func update(_ thumbnail: Thumbnail) {
        let side = Int32(thumbnail.width)
        widget.size(width: side, height: side)
        WidgetStyling.toggleClass(widget, "thumbnail-rounded", thumbnail.radius)
        WidgetStyling.toggleClass(widget, "thumbnail-bordered", thumbnail.border)
        guard current?.imageURL != thumbnail.imageURL else {
            current = thumbnail
            return
        }
        current = thumbnail
        show(texture: nil, failed: false)
        loader = ImageLoader.load(thumbnail.imageURL) { [weak self] result in
            guard let self else { return }
            switch result {
            case .loaded(let texture):
                self.show(texture: texture, failed: false)
                g_object_unref(texture.gRaw)
            case .failed:
                self.show(texture: nil, failed: true)
            }
        }
    }

    /// Whether the image (not the loading fill or the placeholder) is shown.
    public var showsImage: Bool { gtk_widget_get_visible(picture) != 0 }
    /// Whether the error placeholder is shown.
    public var showsPlaceholder: Bool { gtk_widget_get_visible(glyph) != 0 }

    private func show(texture: OpaquePointer?, failed: Bool) {
        gtk_picture_set_paintable(cast(picture), texture)
        gtk_widget_set_visible(picture, texture == nil ? 0 : 1)
        gtk_widget_set_visible(glyph, failed ? 1 : 0)
    }
}
