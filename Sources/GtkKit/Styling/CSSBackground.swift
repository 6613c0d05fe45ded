import CGtk
/// A widget's own CSS background as GTK paints it, read from the render nodes GTK makes for it
/// (`gtk_snapshot_render_background`): GTK 4.8 has no getter for `background-color`. Box
/// shadows, which that also draws, are left out: an outset one lies outside the box, an inset
/// one along its edges (a hairline), neither under the content.
@MainActor
public enum CSSBackground {
    /// Nothing painted (a transparent background and no image).
    case none
    /// One color over the whole box: `background-color` and any plain-color images composited.
    case color(GdkRGBA)
    /// Something with no single color: a gradient, a texture, a clipped part of the box.
    case image

    /// The background `widget` paints now (its own, not its parent's).
    public static func of(_ widget: WidgetPointer) -> CSSBackground {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, widget, &bounds)
        let width = max(Double(bounds.size.width), 1), height = max(Double(bounds.size.height), 1)
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_render_background(snapshot, gtk_widget_get_style_context(widget), 0, 0, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return .none }
        defer { gsk_render_node_unref(node) }
        var layers: [GdkRGBA] = []
        guard collect(node, into: &layers) else { return .image }
        guard var color = layers.first else { return .none }
        for layer in layers.dropFirst() { color = over(layer, color) }
        return color.alpha > 0 ? .color(color) : .none
    }

    /// Adds the colors of `node`'s color nodes in paint order; false when it holds anything else
    /// that paints.
    private static func collect(_ node: OpaquePointer, into layers: inout [GdkRGBA]) -> Bool {
        switch gsk_render_node_get_node_type(node) {
        case GSK_COLOR_NODE:
            layers.append(gsk_color_node_get_color(node).pointee)
            return true
        case GSK_CONTAINER_NODE:
            for index in 0..<gsk_container_node_get_n_children(node) {
                guard collect(gsk_container_node_get_child(node, index), into: &layers) else { return false }
            }
            return true
        case GSK_ROUNDED_CLIP_NODE:  // border-radius: the color still fills the box
            return collect(gsk_rounded_clip_node_get_child(node), into: &layers)
        case GSK_CLIP_NODE:
            return collect(gsk_clip_node_get_child(node), into: &layers)
        case GSK_OUTSET_SHADOW_NODE, GSK_INSET_SHADOW_NODE:  // box-shadow: outside the box, or an edge inside it
            return true
        default:
            return false
        }
    }

    /// `top` composited over `bottom` (Porter-Duff source-over, straight alpha).
    private static func over(_ top: GdkRGBA, _ bottom: GdkRGBA) -> GdkRGBA {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ t: Float, _ b: Float) -> Float { (t * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
        return GdkRGBA(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                       blue: channel(top.blue, bottom.blue), alpha: alpha)
    }
}
