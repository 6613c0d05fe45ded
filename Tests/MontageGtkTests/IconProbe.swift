import CGtk
import GtkKit

/// What an image widget shows of an icon.
@MainActor
enum IconProbe {
    /// The icon name of the paintable an image shows (what GTK draws, not what was asked for).
    static func shownIconName(_ image: WidgetPointer) -> String? {
        guard let paintable = gtk_image_get_paintable(cast(image)), g_type_check_instance_is_a(cast(paintable), gtk_icon_paintable_get_type()) != 0,
              let name = gtk_icon_paintable_get_icon_name(OpaquePointer(paintable.gRaw)) else { return nil }
        return String(cString: name)
    }
}
