import GtkKit

/// An `Icon` as a GtkImage of the project's symbolic icon at a pixel size, tinted by CSS
/// `color`. `chevronRightTightSmall` (a 12×24 drawing) keeps its half-width box. The image
/// shows the icon theme's paintable for its scale (`IconPaintables`), resolved again when the
/// widget moves to a display of another scale.
@MainActor
public enum IconView {
    /// A new image of `icon` at `size` in `color`. It is decorative (role presentation: not in
    /// the accessible tree), as every icon of a component is: the component's own name says
    /// what it means.
    public static func make(_ icon: Icon, size: Double, color: ColorValue? = nil) -> WidgetPointer {
        let image = Gtk.Image(role: .presentation).widget.classes(["montage-icon"])
        update(image, icon: icon, size: size, color: color)
        PlainSignal.connect(image, "notify::scale-factor") { image, _, _ in PlainSignal.widget(image, IconView.showPaintable) }
        return image
    }

    /// The GTK icon name an image made by `make` shows.
    @_spi(Testing) public static func iconName(_ image: WidgetPointer) -> String? {
        image.internedString(for: nameKey)?.text
    }

    private static let nameKey = ObjectDataKey("montage-icon-name")

    /// Sets the image's paintable to its icon at its pixel size and current scale.
    private static func showPaintable(_ image: WidgetPointer) {
        guard let name = iconName(image) else { return }
        let paintable = IconPaintables.paintable(name, size: Gtk.Image(image).pixelSize, scale: image.scaleFactor,
                                                 theme: IconTheme(of: image))
        guard paintable != Gtk.Image(image).paintable else { return }
        Gtk.Image(image).paintable = paintable
    }

    /// Reconfigures an image made by `make`.
    public static func update(_ image: WidgetPointer, icon: Icon, size: Double, color: ColorValue?) {
        let side = Int32(size.rounded())
        Gtk.Image(image).pixelSize = side
        image.setInternedString(InternedString(Icons.gtkName(icon.rawValue)), for: nameKey)
        showPaintable(image)
        // A narrow drawing is centred in a square image: trim the layout box to its width.
        let trim = Int32(((size - size * icon.aspectRatio) / 2).rounded())
        image.marginStart = 0
        image.marginEnd = 0
        WidgetStyling.setClasses(image, prefix: "icon-trim-", trim > 0 ? ["icon-trim-\(trim)"] : [])
        if let color { WidgetStyling.setColor(image, color) }
    }
}
