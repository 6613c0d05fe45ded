/// An `Avatar`: a clipped circle (person) or rounded square (company, academy) showing the
/// image fitted on a white backdrop, or the placeholder glyph (white on surfaceNeutralStrong
/// over surfaceNeutralPrimary) while loading or when it cannot load; a 1pt lineNeutralTertiary
/// border is drawn over it. Dims to 0.43 when disabled.
@MainActor
public final class AvatarView {
    /// The avatar (a GtkOverlay).
    public let widget: WidgetPointer
    private let placeholder: WidgetPointer
    private let glyph: WidgetPointer
    private let picture: WidgetPointer
    private var loader: ImageLoader?
    private var current: Avatar?

    /// An avatar showing `avatar`; the image loads in the background.
    public init(_ avatar: Avatar) {
        glyph = IconView.make(avatar.variant.placeholder, size: avatar.glyphSize, color: .semantic(.staticWhite))
            .align(GTK_ALIGN_CENTER, GTK_ALIGN_CENTER)
        placeholder = Build.hbox(classes: ["avatar-placeholder"], [glyph.expand(horizontal: true)])
        picture = gtk_picture_new()!.classes(["avatar-image"])
        gtk_picture_set_content_fit(cast(picture), GTK_CONTENT_FIT_CONTAIN)
        let border = Build.hbox(classes: ["avatar-border"])
        gtk_widget_set_can_target(border, 0)
        widget = gtk_overlay_new()!.classes(["avatar"]).align(GTK_ALIGN_START, GTK_ALIGN_CENTER)
        gtk_overlay_set_child(cast(widget), placeholder)
        gtk_overlay_add_overlay(cast(widget), picture)
        gtk_overlay_add_overlay(cast(widget), border)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        widget.expand()  // a fixed-size box: the centred glyph's expansion stops here
        update(avatar)
    }

    /// Shows `avatar`; a new URL cancels the previous load.
    public func update(_ avatar: Avatar) {
        let side = Int32(avatar.size.box)
        widget.size(width: side, height: side)
        WidgetStyling.setClasses(widget, prefix: "avatar-", ["avatar-\(avatar.variant.rawValue)", "avatar-\(avatar.size.rawValue)"])
        IconView.update(glyph, icon: avatar.variant.placeholder, size: avatar.glyphSize, color: .semantic(.staticWhite))
        cgtk_accessible_set_label(widget, avatar.variant.accessibleName)
        guard current?.imageURL != avatar.imageURL else {
            current = avatar
            return
        }
        current = avatar
        showImage(nil)
        loader = ImageLoader.load(avatar.imageURL) { [weak self] result in
            guard let self else { return }
            if case .loaded(let texture) = result {
                self.showImage(texture)
                g_object_unref(texture.gRaw)
            }
        }
    }

    /// Whether an image (not the placeholder) is shown.
    public var showsImage: Bool { gtk_widget_get_visible(picture) != 0 }

    private func showImage(_ texture: OpaquePointer?) {
        gtk_picture_set_paintable(cast(picture), texture)
        gtk_widget_set_visible(picture, texture == nil ? 0 : 1)
    }
}
