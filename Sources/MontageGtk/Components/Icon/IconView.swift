import GtkKit

/// An `Icon` as a GtkImage of the project's symbolic icon at a pixel size, tinted by CSS
/// `color`. `chevronRightTightSmall` (a 12×24 drawing) keeps its half-width box.
@MainActor
public enum IconView {
    /// A new image of `icon` at `size` in `color`.
    public static func make(_ icon: Icon, size: Double, color: ColorValue? = nil) -> WidgetPointer {
        let image = gtk_image_new()!.classes(["montage-icon"])
        update(image, icon: icon, size: size, color: color)
        return image
    }

    /// Reconfigures an image made by `make`.
    public static func update(_ image: WidgetPointer, icon: Icon, size: Double, color: ColorValue?) {
        gtk_image_set_from_icon_name(cast(image), Icons.gtkName(icon.rawValue))
        let side = Int32(size.rounded())
        gtk_image_set_pixel_size(cast(image), side)
        // A narrow drawing is centred in a square image: trim the layout box to its width.
        let trim = Int32(((size - size * icon.aspectRatio) / 2).rounded())
        gtk_widget_set_margin_start(image, 0)
        gtk_widget_set_margin_end(image, 0)
        WidgetStyling.setClasses(image, prefix: "icon-trim-", trim > 0 ? ["icon-trim-\(trim)"] : [])
        if let color { WidgetStyling.setColor(image, color) }
    }
}
