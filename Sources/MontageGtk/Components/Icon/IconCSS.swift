import GtkKit

/// Icon rules: no theme padding, and the trims that give narrow drawings their own width.
enum IconCSS {
    static var rules: String {
        """
        /* GTK's theme halves a disabled image (and button) with an icon filter; Montage sets
           disabled colors and opacities itself. */
        image.montage-icon, image.montage-icon:disabled, button:disabled image.montage-icon { padding: 0; min-width: 0; min-height: 0; -gtk-icon-filter: none; }
        image.icon-trim-4 { margin-left: -4px; margin-right: -4px; }
        image.icon-trim-5 { margin-left: -5px; margin-right: -5px; }
        image.icon-trim-6 { margin-left: -6px; margin-right: -6px; }
        """
    }
}
