import GtkKit

/// A `Button` as a GtkButton with a Montage label: solid or outlined, sized and colored by CSS
/// classes; the pressed overlay is an image layer over the fill. Disabled through sensitivity.
@MainActor
public final class ButtonView {
    /// The GtkButton.
    public var widget: WidgetPointer { clickable.widget }
    private let clickable = ClickableButton(titled: "montage-button", centred: true)

    /// A button showing `button`; the button owns this view (see `ViewLink`).
    public init(_ button: Button) {
        clickable.own(self)
        update(button)
    }

    /// Shows `button` (nothing once the button is gone).
    public func update(_ button: Button) {
        clickable.show(title: button.title, button.size.typography, handler: button.handler, prefix: "button-", classes: [
            "button-\(button.variant.rawValue)", "button-\(button.color.rawValue)", "button-\(button.size.rawValue)",
        ])
    }
}

/// A `TextButton` as a flat GtkButton: the text only in layout, the pressed highlight reaching
/// 6/4 (small) or 8/4 (medium) beyond it with radius 8/10.
@MainActor
public final class TextButtonView {
    /// The GtkButton.
    public var widget: WidgetPointer { clickable.widget }
    private let clickable = ClickableButton(titled: "montage-text-button")

    /// A text button showing `button`; the button owns this view (see `ViewLink`).
    public init(_ button: TextButton) {
        clickable.own(self)
        update(button)
    }

    /// Shows `button` (nothing once the button is gone).
    public func update(_ button: TextButton) {
        clickable.show(title: button.title, button.size.typography, handler: button.handler, prefix: "text-button-",
                       classes: ["text-button-\(button.color.rawValue)", "text-button-\(button.size.rawValue)"])
    }
}

/// An `IconButton` (normal variant) as a GtkButton holding the glyph, named for assistive
/// technologies the way Montage names it ("<icon> 아이콘").
@MainActor
public final class IconButtonView {
    /// The GtkButton.
    public var widget: WidgetPointer { clickable.widget }
    private let image: WidgetPointer
    private let clickable: ClickableButton

    /// An icon button showing `button`; the button owns this view (see `ViewLink`).
    public init(_ button: IconButton) {
        image = IconView.make(button.icon, size: button.size.glyph)
        clickable = ClickableButton("montage-icon-button", child: image.align(.center, .center))
        clickable.own(self)
        update(button)
    }

    /// Shows `button` (nothing once the button is gone).
    public func update(_ button: IconButton) {
        guard clickable.show(handler: button.handler, prefix: "icon-button-", classes: ["icon-button-\(button.size.rawValue)"]) else { return }
        IconView.update(image, icon: button.icon, size: button.size.glyph, color: nil)
        widget.accessibleLabel(button.accessibleName)
    }
}
