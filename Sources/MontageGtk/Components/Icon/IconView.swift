import CGtk
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
        let image = cgtk_widget_new_with_role(gtk_image_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)!.classes(["montage-icon"])
        update(image, icon: icon, size: size, color: color)
        PlainSignal.connect(image, "notify::scale-factor") { image, _, _ in PlainSignal.widget(image, IconView.showPaintable) }
        return image
    }

    /// The GTK icon name an image made by `make` shows.
    @_spi(Testing) public static func iconName(_ image: WidgetPointer) -> String? {
        g_object_get_data(cast(image), nameKey).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    private static let nameKey = "montage-icon-name"

    /// Sets the image's paintable to its icon at its pixel size and current scale.
    private static func showPaintable(_ image: WidgetPointer) {
        guard let name = iconName(image) else { return }
        let paintable = IconPaintables.paintable(
            name, size: Gtk.Image(image).pixelSize, scale: gtk_widget_get_scale_factor(image),
            display: gtk_widget_get_display(image))
        guard paintable != Gtk.Image(image).paintable else { return }
        Gtk.Image(image).paintable = paintable
    }

    /// Reconfigures an image made by `make`.
    public static func update(_ image: WidgetPointer, icon: Icon, size: Double, color: ColorValue?) {
        let side = Int32(size.rounded())
        Gtk.Image(image).pixelSize = side
        g_object_set_data_full(cast(image), nameKey, g_strdup(Icons.gtkName(icon.rawValue)), g_free)
        showPaintable(image)
        // A narrow drawing is centred in a square image: trim the layout box to its width.
        let trim = Int32(((size - size * icon.aspectRatio) / 2).rounded())
        gtk_widget_set_margin_start(image, 0)
        gtk_widget_set_margin_end(image, 0)
        WidgetStyling.setClasses(image, prefix: "icon-trim-", trim > 0 ? ["icon-trim-\(trim)"] : [])
        if let color { WidgetStyling.setColor(image, color) }
    }
}
