import GtkKit

/// A `Button` as a GtkButton with a Montage label: solid or outlined, sized and colored by CSS
/// classes; the pressed overlay is an image layer over the fill. Disabled through sensitivity.
@MainActor
public final class ButtonView {
    /// The GtkButton.
    public let widget: WidgetPointer
    private let label: WidgetPointer
    private var handler: Action?
    private var link: ViewLink?

    /// A button showing `button`; the button owns this view (see `ViewLink`).
    public init(_ button: Button) {
        label = Build.label("")
        Gtk.Label(label).xalign = 0.5
        widget = gtk_button_new()!.classes(["montage-button"]).align(GTK_ALIGN_START, GTK_ALIGN_CENTER)
        Gtk.Button(widget).child = label
        Signal.connect(widget, "clicked") { [weak self] in self?.handler?() }
        link = ViewLink(self, to: widget)
        update(button)
    }

    /// Shows `button` (nothing once the button is gone).
    public func update(_ button: Button) {
        guard link?.widget(for: "update") != nil else { return }
        handler = button.handler
        Gtk.Label(label).text = button.title
        WidgetStyling.setTypography(label, button.size.typography, .bold)
        WidgetStyling.setClasses(widget, prefix: "button-", [
            "button-\(button.variant.rawValue)", "button-\(button.color.rawValue)", "button-\(button.size.rawValue)",
        ])
    }
}

/// A `TextButton` as a flat GtkButton: the text only in layout, the pressed highlight reaching
/// 6/4 (small) or 8/4 (medium) beyond it with radius 8/10.
@MainActor
public final class TextButtonView {
    /// The GtkButton.
    public let widget: WidgetPointer
    private let label: WidgetPointer
    private var handler: Action?
    private var link: ViewLink?

    /// A text button showing `button`; the button owns this view (see `ViewLink`).
    public init(_ button: TextButton) {
        label = Build.label("")
        widget = gtk_button_new()!.classes(["montage-text-button"]).align(GTK_ALIGN_START, GTK_ALIGN_CENTER)
        Gtk.Button(widget).child = label
        Signal.connect(widget, "clicked") { [weak self] in self?.handler?() }
        link = ViewLink(self, to: widget)
        update(button)
    }

    /// Shows `button` (nothing once the button is gone).
    public func update(_ button: TextButton) {
        guard link?.widget(for: "update") != nil else { return }
        handler = button.handler
        Gtk.Label(label).text = button.title
        WidgetStyling.setTypography(label, button.size.typography, .bold)
        WidgetStyling.setClasses(widget, prefix: "text-button-", ["text-button-\(button.color.rawValue)", "text-button-\(button.size.rawValue)"])
    }
}

/// An `IconButton` (normal variant) as a GtkButton holding the glyph, named for assistive
/// technologies the way Montage names it ("<icon> 아이콘").
@MainActor
public final class IconButtonView {
    /// The GtkButton.
    public let widget: WidgetPointer
    private let image: WidgetPointer
    private var handler: Action?
    private var link: ViewLink?

    /// An icon button showing `button`; the button owns this view (see `ViewLink`).
    public init(_ button: IconButton) {
        image = IconView.make(button.icon, size: button.size.glyph)
        widget = gtk_button_new()!.classes(["montage-icon-button"]).align(GTK_ALIGN_START, GTK_ALIGN_CENTER)
        Gtk.Button(widget).child = image.align(GTK_ALIGN_CENTER, GTK_ALIGN_CENTER)
        Signal.connect(widget, "clicked") { [weak self] in self?.handler?() }
        link = ViewLink(self, to: widget)
        update(button)
    }

    /// Shows `button` (nothing once the button is gone).
    public func update(_ button: IconButton) {
        guard link?.widget(for: "update") != nil else { return }
        handler = button.handler
        IconView.update(image, icon: button.icon, size: button.size.glyph, color: nil)
        WidgetStyling.setClasses(widget, prefix: "icon-button-", ["icon-button-\(button.size.rawValue)"])
        cgtk_accessible_set_label(widget, button.accessibleName)
    }
}
