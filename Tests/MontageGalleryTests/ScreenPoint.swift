import GalleryTestSupport

/// A point of `widget` on the screen, at fractions `fx`, `fy` of its border box plus `dx`, `dy`:
/// its window maps at the screen's origin (Xvfb has no window manager), offset by the window's
/// own frame (its surface transform), so it suits the gallery's window as well as an
/// undecorated one.
@MainActor
func screenPoint(_ widget: WidgetPointer, fx: Double = 0.5, fy: Double = 0.5, dx: Double = 0, dy: Double = 0) -> (x: Int, y: Int) {
    let window: WidgetPointer = cast(gtk_widget_get_root(widget)!)
    var rect = graphene_rect_t()
    XCTAssertTrue(gtk_widget_compute_bounds(widget, window, &rect) != 0, "\(widget.typeName) is in its window")
    var sx = 0.0, sy = 0.0
    gtk_native_get_surface_transform(cast(window), &sx, &sy)
    return (Int((sx + Double(rect.origin.x) + Double(rect.size.width) * fx + dx).rounded(.down)),
            Int((sy + Double(rect.origin.y) + Double(rect.size.height) * fy + dy).rounded(.down)))
}
