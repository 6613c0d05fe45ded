import GtkKit

/// Where the keyboard focus is in one instance of a story, to put it in the same place in
/// another (a panel of the compare view and the page it stands in for): the nearest widget
/// around it with a name of its own found once in the instance (a playground's control, a
/// field's entry), then the path of child indexes from there down to it.
@MainActor
struct FocusPlace {
    /// The name of the widget the path starts from (nil: the instance's root).
    let anchor: String?
    /// The index of each child on the way down from the anchor.
    let path: [Int]
    /// The type of the focused widget, which the widget found must share.
    let typeName: String

    /// Where `widget` is in the instance `root` (nil: not in it).
    static func of(_ widget: WidgetPointer, in root: WidgetPointer) -> FocusPlace? {
        guard widget == root || widget.isDescendant(of: root) else { return nil }
        var path: [Int] = []
        var current = widget
        while current != root {
            let name = current.name
            if !name.isEmpty, !name.hasPrefix("Gtk"), root.descendants(where: { $0.name == name }).count == 1 {
                return FocusPlace(anchor: name, path: path, typeName: widget.typeName)
            }
            guard let parent = current.parent else { return nil }
            path.insert(parent.children.firstIndex(of: current) ?? 0, at: 0)
            current = parent
        }
        return FocusPlace(anchor: nil, path: path, typeName: widget.typeName)
    }

    /// The widget at this place in the instance `root`, when it is there and can take the focus.
    func widget(in root: WidgetPointer) -> WidgetPointer? {
        var current: WidgetPointer
        if let anchor {
            let named = root.descendants { $0.name == anchor }
            guard named.count == 1 else { return nil }
            current = named[0]
        } else {
            current = root
        }
        for index in path {
            let children = current.children
            guard children.indices.contains(index) else { return nil }
            current = children[index]
        }
        return current.typeName == typeName && Self.takesFocus(current) ? current : nil
    }

    /// The first widget of `root` (in the order of the tree) that can take the focus now.
    static func firstFocusable(in root: WidgetPointer) -> WidgetPointer? {
        guard root.isVisible, root.isChildVisible, root.canFocus, root.isSensitive else { return nil }
        if root.isFocusable && takesFocus(root) { return root }
        for child in root.children {
            if let found = firstFocusable(in: child) { return found }
        }
        return nil
    }

    /// Whether `widget` can take the focus: focusable, shown, sensitive, it and every widget
    /// around it.
    private static func takesFocus(_ widget: WidgetPointer) -> Bool {
        guard widget.isFocusable else { return false }
        return ([widget] + widget.ancestors).allSatisfy { $0.isVisible && $0.isChildVisible && $0.canFocus && $0.isSensitive }
    }
}
