import CGtkKit
import CGtk

/// A GtkSnapshot a container paints itself into (`GroupPainter`), as Swift calls: cairo
/// drawing in a rectangle and translated parts. Valid only during the paint it is given to.
public struct Snapshot {
    /// The `GtkSnapshot *`.
    let pointer: OpaquePointer

    /// Paints `body` with cairo in the `width`×`height` rectangle at (`x`, `y`), as a
    /// GtkDrawingArea of that size there would (one cairo node).
    public func drawCairo(x: Double, y: Double, width: Double, height: Double, _ body: (Cairo) -> Void) {
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, Float(x), Float(y), Float(width), Float(height))
        guard let context = gtk_snapshot_append_cairo(pointer, &bounds) else { return }
        cairo_translate(context, x, y)
        body(Cairo(context))
        cairo_destroy(context)
    }

    /// Paints `body` with the origin moved to (`x`, `y`).
    public func translated(x: Double, y: Double, _ body: () -> Void) {
        gtk_snapshot_save(pointer)
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(pointer, &point)
        body()
        gtk_snapshot_restore(pointer)
    }
}

/// Paints a GtkKitGroup under its children: the snapshot and the group's width and height.
public typealias GroupPainter = @MainActor (_ snapshot: Snapshot, _ width: Int32, _ height: Int32) -> Void

/// Makes `paint` draw `group` (a `makeGroup` widget) under its children from now on; the group
/// keeps the closure until it is replaced or the group is disposed.
@MainActor public func setPainter(on group: WidgetPointer, _ paint: @escaping GroupPainter) {
    let box = Unmanaged.passRetained(GroupPainterBox(paint)).toOpaque()
    gtkkit_group_set_draw_func(group, groupDrawCallback, box, releaseGroupPainter)
}

/// A painter kept alive by its group.
private final class GroupPainterBox {
    let paint: GroupPainter
    init(_ paint: @escaping GroupPainter) { self.paint = paint }
}

private let groupDrawCallback: GtkKitGroupDrawFunc = { group, snapshot, data in
    // GTK paints on the main thread; the pointers cross into main-actor code as addresses.
    let widget = UInt(bitPattern: group), box = UInt(bitPattern: data), target = UInt(bitPattern: snapshot)
    MainActor.assumeIsolated {
        guard let group = UnsafeMutablePointer<GtkWidget>(bitPattern: widget),
              let snapshot = OpaquePointer(bitPattern: target) else { return }
        let painter = Unmanaged<GroupPainterBox>.fromOpaque(UnsafeRawPointer(bitPattern: box)!).takeUnretainedValue()
        painter.paint(Snapshot(pointer: snapshot), gtk_widget_get_width(group), gtk_widget_get_height(group))
    }
}

private let releaseGroupPainter: GDestroyNotify = { data in
    Unmanaged<GroupPainterBox>.fromOpaque(data!).release()
}
