import CGtk

// GTK classes that code above GtkKit only recognizes (`widget.isA(Gtk.Text.gType)`), with no
// calls of their own wrapped.

extension Gtk {
    /// A GtkText: the editable text inside an entry.
    public typealias Text = Wrapper<TextClass>
    /// A GtkPicture.
    public typealias Picture = Wrapper<PictureClass>
    /// A GtkCenterBox.
    public typealias CenterBox = Wrapper<CenterBoxClass>
    /// A GtkFixed.
    public typealias Fixed = Wrapper<FixedClass>
    /// A GtkGridView.
    public typealias GridView = Wrapper<GridViewClass>
    /// A GtkInscription.
    public typealias Inscription = Wrapper<InscriptionClass>
    /// A GtkViewport: what a scrolled window puts around a child that cannot scroll itself.
    public typealias Viewport = Wrapper<ViewportClass>

    /// The class of `Gtk.Text`.
    public enum TextClass: WidgetClass { public static var gType: GType { gtk_text_get_type() } }
    /// The class of `Gtk.Picture`.
    public enum PictureClass: WidgetClass { public static var gType: GType { gtk_picture_get_type() } }
    /// The class of `Gtk.CenterBox`.
    public enum CenterBoxClass: WidgetClass { public static var gType: GType { gtk_center_box_get_type() } }
    /// The class of `Gtk.Fixed`.
    public enum FixedClass: WidgetClass { public static var gType: GType { gtk_fixed_get_type() } }
    /// The class of `Gtk.GridView`.
    public enum GridViewClass: WidgetClass { public static var gType: GType { gtk_grid_view_get_type() } }
    /// The class of `Gtk.Inscription`.
    public enum InscriptionClass: WidgetClass { public static var gType: GType { gtk_inscription_get_type() } }
    /// The class of `Gtk.Viewport`.
    public enum ViewportClass: WidgetClass { public static var gType: GType { gtk_viewport_get_type() } }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget's CSS node name (`button`, `check`, `entry`).
    @MainActor public var cssName: String { String(cString: gtk_widget_get_css_name(self)) }

    /// The widget's CSS classes.
    @MainActor public var cssClasses: [String] {
        guard let names = gtk_widget_get_css_classes(self) else { return [] }
        defer { g_strfreev(names) }
        var result: [String] = []
        var index = 0
        while let name = names[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
    }
}
