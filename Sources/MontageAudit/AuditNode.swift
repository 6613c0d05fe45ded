import CGtk
import GtkKit
import MontageCatalog

/// One item of a page's accessible tree as GTK 4.8 exposes it over AT-SPI: a widget that is
/// visible and neither of role none/presentation nor hidden (`gtk_accessible_should_present`),
/// with what assistive technologies read of it. GTK presents a widget's direct children only:
/// the subtree of a widget it does not present is not in the tree.
@MainActor
package struct AuditNode {
    /// The widget (alive while its page is).
    package let widget: WidgetPointer
    /// Its position in the tree's list; its parent's (nil for the root).
    package let index: Int, parent: Int?
    /// Its index among its parent's presented children (`GetIndexInParent`).
    let indexInParent: Int
    package let role: GtkAccessibleRole
    /// The role's nick (`button`, `check-box`…).
    let roleName: String
    /// The name as GTK computes it, and whether it is only the type's name.
    package let name: String, namedByType: Bool
    package let placeholder: String?
    let focusable: Bool, focused: Bool, sensitive: Bool, hasAction: Bool
    /// States as set (0 false, 1 true, 2 mixed; nil not set).
    let checked: Int?, pressed: Int?, selected: Int?, expanded: Int?
    /// The widget's path from the page.
    package let locator: String
    /// Its border box on the page; nil when it has none there (not mapped, or outside).
    package let bounds: AuditFinding.Box?

    /// The GType's name.
    package var typeName: String { widget.typeName }

    /// How a screen reader would sum it up, on one line: `check-box "알림 받기" [checked, focused]`.
    package var line: String {
        let states = [(checked, "checked"), (pressed, "pressed"), (selected, "selected"), (expanded, "expanded")]
            .compactMap { value, name in value.map { $0 == 1 ? name : $0 == 2 ? "\(name): mixed" : "not \(name)" } }
            + (focused ? ["focused"] : []) + (sensitive ? [] : ["disabled"])
        return "\(roleName) \"\(name.count > 80 ? name.prefix(80) + "…" : name)\"" + (states.isEmpty ? "" : " [" + states.joined(separator: ", ") + "]")
    }

    /// Whether `widget` is the kind of thing a user clicks or types into: a button, a check
    /// button, a switch, an editable, an activatable list row, or anything with a click gesture.
    static func isPointerTarget(_ widget: WidgetPointer) -> Bool {
        guard widget.isEffectivelySensitive, widget.isMapped else { return false }
        let kinds: [GType] = [Gtk.Button.gType, Gtk.CheckButton.gType, Gtk.Switch.gType,
                              Gtk.Text.gType, Gtk.TextView.gType, Gtk.Scale.gType, Gtk.SpinButton.gType]
        if kinds.contains(where: { widget.isA($0) }) { return true }
        if widget.isA(Gtk.ListBoxRow.gType) {
            return Gtk.ListBoxRow(widget).isActivatable && widget.canTarget
        }
        // A click gesture on a plain container is the app's own; GTK's widgets (a label's
        // selection, a scroll bar, a list's item) carry gestures of theirs for what their own
        // keyboard handling already covers.
        let plain: [GType] = [Gtk.Box.gType, Gtk.Overlay.gType, Gtk.Image.gType, Gtk.Picture.gType,
                              Gtk.DrawingArea.gType, Gtk.Grid.gType, Gtk.CenterBox.gType, Gtk.Fixed.gType]
        let typeName = widget.typeName
        return (plain.contains { widget.isA($0) } || !typeName.hasPrefix("Gtk") || typeName.hasPrefix("GtkKit")) && hasClickGesture(widget)
    }

    /// Whether the widget takes the focus, itself or through the editable it hands the focus to
    /// (a GtkEntry is not focusable: its GtkText is).
    static func takesFocus(_ widget: WidgetPointer) -> Bool {
        if widget.isFocusable { return true }
        return widget.isA(Gtk.Editable.gType) && widget.descendants { $0 != widget && $0.isA(Gtk.Text.gType) && ($0).isFocusable }.isEmpty == false
    }

    /// Whether a click gesture of the widget's own listens for the primary button.
    static func hasClickGesture(_ widget: WidgetPointer) -> Bool {
        widget.eventControllers.contains { $0.clickButton == 0 || $0.clickButton == 1 }
    }
}

/// Reads a page's accessible tree (`AuditNode`s, depth first) as GTK would present it.
@MainActor
package enum AccessibleTree {
    /// Every presented item under `root` (itself included when presented), with bounds against
    /// `page`.
    package static func read(_ root: WidgetPointer, page: WidgetPointer) -> [AuditNode] {
        var nodes: [AuditNode] = []
        visit(root, parent: nil, indexInParent: 0, page: page, into: &nodes)
        return nodes
    }

    /// Whether GTK presents the widget over AT-SPI.
    static func isPresented(_ widget: WidgetPointer) -> Bool {
        guard widget.isVisible else { return false }
        let role = AccessibleReading.role(widget)
        if role == GTK_ACCESSIBLE_ROLE_NONE || role == GTK_ACCESSIBLE_ROLE_PRESENTATION { return false }
        return AccessibleReading.state(widget, GTK_ACCESSIBLE_STATE_HIDDEN) != 1
    }

    private static func visit(_ widget: WidgetPointer, parent: Int?, indexInParent: Int, page: WidgetPointer,
                              into nodes: inout [AuditNode]) {
        guard isPresented(widget) else { return }
        let index = nodes.count
        let name = AccessibleReading.name(widget)
        nodes.append(AuditNode(
            widget: widget, index: index, parent: parent, indexInParent: indexInParent,
            role: AccessibleReading.role(widget), roleName: AccessibleReading.roleName(AccessibleReading.role(widget)),
            name: name.text, namedByType: name.fallback,
            placeholder: AccessibleReading.string(widget, GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER),
            focusable: AuditNode.takesFocus(widget), focused: widget.hasFocus,
            sensitive: widget.isEffectivelySensitive, hasAction: hasAction(widget),
            checked: AccessibleReading.state(widget, GTK_ACCESSIBLE_STATE_CHECKED),
            pressed: AccessibleReading.state(widget, GTK_ACCESSIBLE_STATE_PRESSED),
            selected: AccessibleReading.state(widget, GTK_ACCESSIBLE_STATE_SELECTED),
            expanded: AccessibleReading.state(widget, GTK_ACCESSIBLE_STATE_EXPANDED),
            locator: locator(widget, page: page), bounds: bounds(widget, page: page)))
        var position = 0
        for child in widget.children where isPresented(child) {
            visit(child, parent: index, indexInParent: position, page: page, into: &nodes)
            position += 1
        }
    }

    /// The widget's path from `page` (itself excluded): one `segment` a level, `" > "` between.
    package static func locator(_ widget: WidgetPointer, page: WidgetPointer) -> String {
        var chain = [widget]
        for ancestor in widget.ancestors {
            if ancestor == page { break }
            chain.append(ancestor)
        }
        return chain.reversed().map(segment).joined(separator: " > ")
    }

    /// The widget `locator` finds under `page` (the inverse of `locator(_:page:)`), or nil when
    /// the page holds no such widget now.
    package static func widget(at locator: String, page: WidgetPointer) -> WidgetPointer? {
        var current = page
        for segment in locator.split(separator: " > ", omittingEmptySubsequences: true) {
            var type = Substring(segment), name: Substring?, position = 1
            if let colon = type.lastIndex(of: ":"), let number = Int(type[type.index(after: colon)...]) {
                position = number
                type = type[..<colon]
            }
            if let hash = type.firstIndex(of: "#") {
                name = type[type.index(after: hash)...]
                type = type[..<hash]
            }
            let same = current.children.filter { $0.typeName == type }
            guard same.indices.contains(position - 1) else { return nil }
            let next = same[position - 1]
            if let name, next.name != name { return nil }
            current = next
        }
        return current == page ? nil : current
    }

    /// Whether the widget has an action over AT-SPI that is not one GTK's own classes give every
    /// instance (a label's context menu, a list's selection): a stock widget has those too, so
    /// they are GTK 4.8's behavior, told apart as the validator's runs tell them apart.
    package static func hasAction(_ widget: WidgetPointer) -> Bool {
        AccessibleReading.hasInterfaceActions(widget) || AccessibleReading.classActions(widget).contains { action in
            !action.owner.hasPrefix("Gtk") || action.owner.hasPrefix("GtkKit")
        }
    }

    /// `Type`, `#name` when the widget has a name of its own, `:n` among same-typed siblings.
    private static func segment(_ widget: WidgetPointer) -> String {
        let type = widget.typeName
        var segment = type
        if widget.name != type { segment += "#" + widget.name }
        if let parent = widget.parent {
            let same = parent.children.filter { $0.typeName == type }
            if same.count > 1, let position = same.firstIndex(of: widget) { segment += ":\(position + 1)" }
        }
        return segment
    }

    /// The widget's border box in `page`'s coordinates, in whole pixels; nil when unmapped.
    package static func bounds(_ widget: WidgetPointer, page: WidgetPointer) -> AuditFinding.Box? {
        guard widget.isMapped else { return nil }
        guard let rect = widget.bounds(in: page) else { return nil }
        let x = Int(rect.x.rounded(.down)), y = Int(rect.y.rounded(.down))
        return AuditFinding.Box(x: x, y: y, width: Int(rect.maxX.rounded(.up)) - x, height: Int(rect.maxY.rounded(.up)) - y)
    }
}
