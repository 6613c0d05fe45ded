import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import GtkKit

/// Everything visible about a widget tree, one entry per shown widget in tree order: its type,
/// name, CSS classes, accessible role (and label, for the roles a reader announces), the sizes
/// `gtk_widget_measure` gives it (widths, and the height for its natural width), a label's
/// text, an editable's text and whether it is editable, its sensitivity and color; for a mapped
/// tree also (`bounds`) its border box relative to the root. Two trees that show the same thing
/// have equal signatures: "update equals fresh" compares a view updated to a configuration
/// with one built from it.
@MainActor
enum WidgetSignature {
    /// One shown widget.
    struct Node: Equatable, CustomStringConvertible {
        var depth: Int
        var type: GType
        var name: String
        var classes: [String]
        var role: UInt32
        var accessibleLabel: String?
        var width: (minimum: Int32, natural: Int32)
        var height: (minimum: Int32, natural: Int32)
        var sensitive: Bool
        var color: RGBA
        var text: String?
        var editable: Int32?
        var bounds: graphene_rect_t?

        static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.depth == rhs.depth && lhs.type == rhs.type && lhs.name == rhs.name && lhs.classes == rhs.classes
                && lhs.role == rhs.role && lhs.accessibleLabel == rhs.accessibleLabel && lhs.width == rhs.width
                && lhs.height == rhs.height && lhs.sensitive == rhs.sensitive && lhs.color == rhs.color
                && lhs.text == rhs.text && lhs.editable == rhs.editable && boundsEqual(lhs.bounds, rhs.bounds)
        }

        private static func boundsEqual(_ lhs: graphene_rect_t?, _ rhs: graphene_rect_t?) -> Bool {
            guard var lhs, var rhs else { return lhs == nil && rhs == nil }
            return graphene_rect_equal(&lhs, &rhs)
        }

        var description: String {
            var line = "\(String(repeating: " ", count: depth))\(String(cString: g_type_name(type)))#\(name) [\(classes.joined(separator: " "))] role=\(role)"
            if let accessibleLabel { line += " name=\(accessibleLabel)" }
            line += " size=\(width.minimum)/\(width.natural)x\(height.minimum)/\(height.natural) sensitive=\(sensitive)"
            line += " color=\(color)"
            if let bounds { line += " \(bounds.origin.x),\(bounds.origin.y) \(bounds.size.width)x\(bounds.size.height)" }
            if let text { line += " text=\(text)" }
            if let editable { line += " editable=\(editable)" }
            return line
        }
    }

    /// Roles whose accessible label is part of the signature.
    private static let labelledRoles: Set<UInt32> = [
        GTK_ACCESSIBLE_ROLE_BUTTON, GTK_ACCESSIBLE_ROLE_TEXT_BOX, GTK_ACCESSIBLE_ROLE_CHECKBOX,
        GTK_ACCESSIBLE_ROLE_RADIO, GTK_ACCESSIBLE_ROLE_SWITCH, GTK_ACCESSIBLE_ROLE_LIST_ITEM,
    ].map(\.rawValue).reduce(into: []) { $0.insert($1) }

    /// The signature of `root` and every widget it shows (a part not shown, absent or hidden,
    /// adds nothing: docs/ARCHITECTURE.md allows either).
    static func nodes(_ root: WidgetPointer, bounds: Bool = true) -> [Node] {
        var nodes: [Node] = []
        let label = gtk_label_get_type(), text = gtk_text_get_type()
        func walk(_ widget: WidgetPointer, _ depth: Int) {
            guard gtk_widget_get_visible(widget) != 0 else { return }
            var classes: [String] = []
            if let names = gtk_widget_get_css_classes(widget) {
                var i = 0
                while let name = names[i] { classes.append(String(cString: name)); i += 1 }
                g_strfreev(names)
            }
            let role = gtk_accessible_get_accessible_role(cast(widget)).rawValue
            // Widths, then the height for a pixel more than the natural width. (For -1, GTK 4.8's
            // GtkGrid answers from what it measured before; at exactly the natural width a label
            // with letter spacing may wrap its last word, or not, after the layout it last drew.)
            var width: (Int32, Int32) = (0, 0), height: (Int32, Int32) = (0, 0)
            gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &width.0, &width.1, nil, nil)
            gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width.1 + 1, &height.0, &height.1, nil, nil)
            var color = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
            var node = Node(depth: depth, type: cgtk_object_type(widget.gRaw), name: widget.name, classes: classes.sorted(), role: role,
                            accessibleLabel: labelledRoles.contains(role) ? AccessibleProbe.label(widget) ?? "-" : nil,
                            width: width, height: height, sensitive: gtk_widget_is_sensitive(widget) != 0, color: RGBA(gdk: color))
            if bounds && gtk_widget_get_mapped(widget) != 0 {
                var rect = graphene_rect_t()
                _ = gtk_widget_compute_bounds(widget, root, &rect)
                node.bounds = rect
            }
            if widget.isA(label) { node.text = String(cString: gtk_label_get_text(cast(widget))) }
            if widget.isA(text) {
                node.text = String(cString: gtk_editable_get_text(cast(widget)))
                node.editable = Int32(gtk_editable_get_editable(cast(widget)))
            }
            nodes.append(node)
            for child in widget.children { walk(child, depth + 1) }
        }
        walk(root, 0)
        return nodes
    }

    /// The signature as lines (for a file or a message).
    static func lines(_ root: WidgetPointer, bounds: Bool = true) -> [String] {
        nodes(root, bounds: bounds).map(\.description)
    }

    /// The root's height for `width` (wrapping texts) and the signature, measured only (no
    /// allocations: see `resizeAll`).
    static func measured(_ root: WidgetPointer, width: Int32) -> (height: String, nodes: [Node]) {
        (measure(root, GTK_ORIENTATION_VERTICAL, width), nodes(root, bounds: false))
    }

    /// Drops every cached size in `root`'s tree, so it is measured afresh. GTK 4.8's GtkLabel
    /// answers a height-for-width from the layout it last drew when that one is not wrapped, so
    /// a label that was wider before (an update gave its row label-trailing items) can keep a
    /// height one line short of what a new label measures (wrapping at exactly its natural
    /// width), until something resizes it again. Once both trees have been laid out at their
    /// widths, a comparison of an updated tree with a fresh one drops their sizes and measures.
    static func resizeAll(_ root: WidgetPointer) {
        gtk_widget_queue_resize(root)
        for child in root.children { resizeAll(child) }
    }

    /// `minimum/natural` of `widget` in `orientation` for `size`.
    static func measure(_ widget: WidgetPointer, _ orientation: GtkOrientation, _ size: Int32) -> String {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, orientation, size, &minimum, &natural, nil, nil)
        return "\(minimum)/\(natural)"
    }

    /// The entries where two signatures differ (the first few), for a failure message.
    static func difference(_ lhs: [Node], _ rhs: [Node]) -> String? {
        guard lhs != rhs else { return nil }
        let pairs = zip(lhs, rhs).filter { $0 != $1 }.prefix(6).map { "\n  updated: \($0.0)\n  fresh:   \($0.1)" }
        let lengths = lhs.count == rhs.count ? "" : "\n  \(lhs.count) widgets vs \(rhs.count): \((lhs.count > rhs.count ? lhs : rhs).dropFirst(min(lhs.count, rhs.count)).first.map(\.description) ?? "")"
        return pairs.joined() + lengths
    }
}
