import GtkKit

/// One item of a ListCell slot, built from its resource and updated in place while the
/// resource keeps its kind. The item's widget carries a CSS class named after the case.
@MainActor
final class ListCellSlotItem<Resource> {
    /// The case name, also the widget's CSS class (`icon`, `large-icon`, `checkbox`, ...).
    let kind: String
    let widget: WidgetPointer
    private let refresh: @MainActor (Resource) -> Void
    private let owner: AnyObject?

    init(kind: String, widget: WidgetPointer, owner: AnyObject? = nil, refresh: @escaping @MainActor (Resource) -> Void) {
        self.kind = kind
        self.widget = widget.classes([kind, "list-cell-item"])
        self.owner = owner
        self.refresh = refresh
    }

    /// Applies a resource of the same kind.
    func update(_ resource: Resource) { refresh(resource) }

    /// A 22pt glyph; `extract` reads icon and tint back from a resource of the same kind.
    static func icon(_ icon: Icon, tint: ColorValue, extract: @escaping (Resource) -> (Icon, ColorValue)?) -> ListCellSlotItem {
        let image = IconView.make(icon, size: 22, color: tint).align(.center, .center)
        return ListCellSlotItem(kind: "icon", widget: image) { resource in
            if let (icon, tint) = extract(resource) { IconView.update(image, icon: icon, size: 22, color: tint) }
        }
    }

    /// A small neutral badge.
    static func badge(_ badge: ContentBadge, extract: @escaping (Resource) -> ContentBadge?) -> ListCellSlotItem {
        let view = ContentBadgeView(badge)
        return ListCellSlotItem(kind: "content-badge", widget: view.widget, owner: view) { resource in
            if let badge = extract(resource) { view.update(badge) }
        }
    }

    /// A GtkLabel in a fixed variant, regular weight, tertiary color, of a bounded text.
    static func text(_ kind: String, _ text: String, variant: Typography.Variant, extract: @escaping (Resource) -> String?) -> ListCellSlotItem {
        let label = Build.label(DisplayText.bounded(text), classes: [TypographyCSS.className(variant), "weight-regular", "list-cell-slot-text"])
            .align(.start, .center)
        return ListCellSlotItem(kind: kind, widget: label) { resource in
            if let text = extract(resource) { Gtk.Label(label).text = DisplayText.bounded(text) }
        }
    }

    /// A caller widget (rebuilt with the row: a slot's content cannot be compared).
    static func slot(_ view: SlotView) -> ListCellSlotItem {
        ListCellSlotItem(kind: "slot", widget: cast(view.make())) { _ in }
    }
}

extension ListCell.Resource.Leading {
    /// The slot item's kind (its CSS class); a slot view never matches, so it is rebuilt.
    var itemKind: String {
        switch self {
        case .icon: "icon"
        case .largeIcon: "large-icon"
        case .checkbox: "checkbox"
        case .radio: "radio"
        case .avatar: "avatar"
        case .thumbnail: "thumbnail"
        case .slotView: "slot"
        }
    }

    @MainActor
    func makeItem() -> ListCellSlotItem<Self> {
        switch self {
        case .icon(let icon, let tint):
            return .icon(icon, tint: tint) { if case .icon(let i, let t) = $0 { (i, t) } else { nil } }
        case .largeIcon(let icon, let tint):
            let glyph = IconView.make(icon, size: 20, color: tint).align(.center, .center)
            let box = Build.hbox(classes: ["list-cell-large-icon"], [glyph.expand(horizontal: true)])
                .size(width: 36, height: 36).align(.start, .center).expand()
            return ListCellSlotItem(kind: "large-icon", widget: box) { resource in
                if case .largeIcon(let icon, let tint) = resource { IconView.update(glyph, icon: icon, size: 20, color: tint) }
            }
        case .checkbox(let checked, let onSelect):
            let view = CheckView(Checkbox(checked: checked, onSelect: onSelect))
            return ListCellSlotItem(kind: "checkbox", widget: view.widget, owner: view) { resource in
                if case .checkbox(let checked, let onSelect) = resource { view.update(Checkbox(checked: checked, onSelect: onSelect)) }
            }
        case .radio(let checked, let onSelect):
            let view = CheckView(Radio(checked: checked, onSelect: onSelect))
            return ListCellSlotItem(kind: "radio", widget: view.widget, owner: view) { resource in
                if case .radio(let checked, let onSelect) = resource { view.update(Radio(checked: checked, onSelect: onSelect)) }
            }
        case .avatar(let url, let variant):
            // ListCell shows its avatars medium (40).
            let view = AvatarView(Avatar(url, variant: variant).size(.medium))
            return ListCellSlotItem(kind: "avatar", widget: view.widget, owner: view) { resource in
                if case .avatar(let url, let variant) = resource { view.update(Avatar(url, variant: variant).size(.medium)) }
            }
        case .thumbnail(let url):
            let view = ThumbnailView(Thumbnail(url))
            return ListCellSlotItem(kind: "thumbnail", widget: view.widget, owner: view) { resource in
                if case .thumbnail(let url) = resource { view.update(Thumbnail(url)) }
            }
        case .slotView(let view):
            return .slot(view)
        }
    }
}

extension ListCell.Resource.LabelTrailing {
    var itemKind: String {
        switch self {
        case .contentBadge: "content-badge"
        case .icon: "icon"
        case .slotView: "slot"
        }
    }

    @MainActor
    func makeItem() -> ListCellSlotItem<Self> {
        switch self {
        case .contentBadge(let variant, let title):
            .badge(ContentBadge(variant, title: title)) { if case .contentBadge(let v, let t) = $0 { ContentBadge(v, title: t) } else { nil } }
        case .icon(let icon, let tint):
            .icon(icon, tint: tint) { if case .icon(let i, let t) = $0 { (i, t) } else { nil } }
        case .slotView(let view):
            .slot(view)
        }
    }
}

extension ListCell.Resource.Trailing {
    var itemKind: String {
        switch self {
        case .button: "button"
        case .contentBadge: "content-badge"
        case .icon: "icon"
        case .iconButton: "icon-button"
        case .slotView: "slot"
        case .switch: "switch"
        case .textButton: "text-button"
        case .value: "value"
        }
    }

    @MainActor
    func makeItem() -> ListCellSlotItem<Self> {
        switch self {
        case .button(let title, let color, let handler):
            let view = ButtonView(Button(title: title, color: color, handler: handler).size(.small))
            return ListCellSlotItem(kind: "button", widget: view.widget, owner: view) { resource in
                if case .button(let title, let color, let handler) = resource {
                    view.update(Button(title: title, color: color, handler: handler).size(.small))
                }
            }
        case .contentBadge(let variant, let title):
            return .badge(ContentBadge(variant, title: title)) { if case .contentBadge(let v, let t) = $0 { ContentBadge(v, title: t) } else { nil } }
        case .icon(let icon, let tint):
            return .icon(icon, tint: tint) { if case .icon(let i, let t) = $0 { (i, t) } else { nil } }
        case .iconButton(let icon, let handler):
            let view = IconButtonView(IconButton(icon, handler: handler).size(.large))
            return ListCellSlotItem(kind: "icon-button", widget: view.widget, owner: view) { resource in
                if case .iconButton(let icon, let handler) = resource { view.update(IconButton(icon, handler: handler).size(.large)) }
            }
        case .slotView(let view):
            return .slot(view)
        case .switch(let checked, let onSelect):
            let view = SwitchView(Switch(checked: checked, onSelect: onSelect))
            return ListCellSlotItem(kind: "switch", widget: view.widget, owner: view) { resource in
                if case .switch(let checked, let onSelect) = resource { view.update(Switch(checked: checked, onSelect: onSelect)) }
            }
        case .textButton(let title, let color, let handler):
            let view = TextButtonView(TextButton(title: title, color: color, handler: handler).size(.small))
            return ListCellSlotItem(kind: "text-button", widget: view.widget, owner: view) { resource in
                if case .textButton(let title, let color, let handler) = resource {
                    view.update(TextButton(title: title, color: color, handler: handler).size(.small))
                }
            }
        case .value(let text):
            return .text("value", text, variant: .body2) { if case .value(let t) = $0 { t } else { nil } }
        }
    }
}

extension ListCell.Resource.Extra {
    var itemKind: String {
        switch self {
        case .contentBadge: "content-badge"
        case .slotView: "slot"
        case .text: "text"
        }
    }

    @MainActor
    func makeItem() -> ListCellSlotItem<Self> {
        switch self {
        case .contentBadge(let variant, let title):
            .badge(ContentBadge(variant, title: title)) { if case .contentBadge(let v, let t) = $0 { ContentBadge(v, title: t) } else { nil } }
        case .slotView(let view):
            .slot(view)
        case .text(let text):
            .text("text", text, variant: .label2) { if case .text(let t) = $0 { t } else { nil } }
        }
    }
}
