import GtkKit

/// The layers of a framed image (Avatar, Thumbnail): a placeholder box with a centred glyph,
/// the picture over it (hidden until an image arrives), and a border drawn over both, clipped
/// to the frame's rounded shape. CSS classes are `<name>`, `<name>-placeholder`,
/// `<name>-image` and `<name>-border`. It loads its image itself, one URL at a time.
@MainActor
final class ImageFrame {
    let widget: WidgetPointer
    let glyph: WidgetPointer
    let picture: WidgetPointer
    /// Whether the glyph shows only once an image failed (Thumbnail's placeholder art), instead
    /// of whenever no image is shown (Avatar's).
    let glyphOnlyOnFailure: Bool
    /// The URL shown or loading (nil: none yet).
    private var url: String?
    private var loader: ImageLoader?

    init(name: String, glyph: WidgetPointer, fit: Gtk.ContentFit, glyphOnlyOnFailure: Bool = false) {
        self.glyphOnlyOnFailure = glyphOnlyOnFailure
        self.glyph = glyph.align(.center, .center)
        let placeholder = Build.hbox(classes: ["\(name)-placeholder"], [glyph.expand(horizontal: true)])
        // Decorative, as the glyph is: the component that shows it (a cell, a row) names it.
        picture = Gtk.Picture(role: .presentation).widget.classes(["\(name)-image"])
        Gtk.Picture(picture).contentFit = fit
        let border = Build.hbox(classes: ["\(name)-border"])
        border.canTarget = false
        widget = Gtk.Overlay().widget.classes([name]).align(.start, .center)
        Gtk.Overlay(widget).child = placeholder
        Gtk.Overlay(widget).addOverlay(picture)
        Gtk.Overlay(widget).addOverlay(border)
        widget.overflow = .hidden
        widget.expand()  // a fixed-size box: the centred glyph's expansion stops here
        show(nil)
    }

    /// Shows `texture`, or the placeholder when nil.
    func show(_ texture: OpaquePointer?) {
        Gtk.Picture(picture).paintable = texture
        picture.isVisible = texture != nil
    }

    /// Loads `url` for a `side`-point square (in device pixels) with the placeholder shown
    /// meanwhile, unless it is the URL already shown or loading (a new one cancels the last
    /// load). Once it ends, while the frame's widget lives, the image shows, or the glyph if it
    /// failed.
    func load(_ url: String, side: Int32) {
        guard url != self.url else { return }
        self.url = url
        show(nil)
        glyph.isVisible = !glyphOnlyOnFailure
        let alive = WeakObject(widget)
        loader = ImageLoader.load(url, pixels: Int(side * widget.scaleFactor)) { [weak self] result in
            guard let self, alive.isAlive else { return }
            switch result {
            case .loaded(let texture): self.show(texture.pointer)
            case .failed: self.glyph.isVisible = true
            }
        }
    }

    /// Whether an image (not the placeholder) is shown.
    var showsImage: Bool { picture.isVisible }
}
