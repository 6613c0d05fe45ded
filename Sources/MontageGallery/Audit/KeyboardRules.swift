import Montage
import GtkKit

/// The keyboard rules of WCAG 2.2: everything that takes a click can be reached with Tab
/// (SC 2.1.1), and a focused item looks different from itself unfocused (SC 2.4.7), its
/// indicator contrasting 3:1 with what it replaces (SC 1.4.11).
@MainActor
enum KeyboardRules {
    /// The containers whose items the arrow keys move between once Tab has reached one.
    static let arrowContainers: [GType] = [gtk_list_view_get_type(), gtk_grid_view_get_type(), gtk_column_view_get_type(),
                                           gtk_list_box_get_type(), gtk_flow_box_get_type()]
    /// The most Tab presses one page is walked with.
    static let maximumStops = 400
    /// How far around a focused widget its ring may be drawn, in pixels.
    static let ringMargin = 6

    /// The widgets Tab gives the focus to, in order, from the start of `window` round to where
    /// it began (or `maximumStops`).
    static func tabStops(_ window: WidgetPointer) -> [WidgetPointer] {
        gtk_window_set_focus(cast(window), nil)
        var stops: [WidgetPointer] = []
        for _ in 0..<maximumStops {
            guard gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD) != 0,
                  let focus = gtk_window_get_focus(cast(window)) else { break }
            if stops.contains(focus) { break }
            stops.append(focus)
        }
        gtk_window_set_focus(cast(window), nil)
        return stops
    }

    /// Pointer targets on `page` that Tab reaches neither itself, nor through the widget that
    /// holds it (a row), nor through what it holds (an entry's text), nor through the arrows of
    /// a list Tab reaches.
    static func unreachable(page: WidgetPointer, stops: [WidgetPointer]) -> [ContrastRules.Finding] {
        let reached = Set(stops)
        let reachedContainers = Set(stops.flatMap { stop in stop.ancestors.filter { ancestor in arrowContainers.contains { ancestor.isA($0) } } })
        return page.descendants(where: AuditNode.isPointerTarget).compactMap { target in
            if reached.contains(target) || target.ancestors.contains(where: reached.contains) { return nil }
            if stops.contains(where: { $0.ancestors.contains(target) }) { return nil }
            if target.ancestors.contains(where: reachedContainers.contains) { return nil }
            return (.keyboardReachable, target, tr("it takes a click, but Tab never reaches it"))
        }
    }

    /// Focus visibility: each stop on `page` focused (with focus rings shown) and rendered around
    /// itself, against the same place rendered with nothing focused.
    static func focusVisible(window: WidgetPointer, page: WidgetPointer, stops: [WidgetPointer], base: RGBA) -> [ContrastRules.Finding] {
        var findings: [ContrastRules.Finding] = []
        let onPage = stops.filter { $0.ancestors.contains(page) }
        guard !onPage.isEmpty else { return [] }
        gtk_window_set_focus_visible(cast(window), 1)
        defer {
            gtk_window_set_focus(cast(window), nil)
            gtk_window_set_focus_visible(cast(window), 0)
        }
        for stop in onPage {
            guard let box = AccessibleTree.bounds(stop, page: page) else { continue }
            let around = (x: box.x - ringMargin, y: box.y - ringMargin, width: box.width + 2 * ringMargin, height: box.height + 2 * ringMargin)
            gtk_window_set_focus(cast(window), nil)
            try? WidgetCapture.waitForPaint(window)
            guard let before = try? WidgetCapture.texture(of: page, waitingForPaint: false, region: around) else { continue }
            gtk_widget_grab_focus(stop)
            try? WidgetCapture.waitForPaint(window)
            // Focus may scroll or change the page (a field shows its clear button): measured
            // where the widget is now, against where it was.
            guard gtk_widget_has_focus(stop) != 0,
                  let shown = try? WidgetCapture.texture(of: page, waitingForPaint: false, region: around) else { continue }
            let after = AuditRender(texture: shown, base: base), unfocused = AuditRender(texture: before, base: base)
            var strongest = 1.0, changed = 0
            for y in 0..<min(before.height, after.height) {
                for x in 0..<min(before.width, after.width) {
                    let old = unfocused.color(x: x, y: y), new = after.color(x: x, y: y)
                    guard max(abs(Int(old.red) - Int(new.red)), abs(Int(old.green) - Int(new.green)), abs(Int(old.blue) - Int(new.blue))) > 8 else { continue }
                    changed += 1
                    strongest = max(strongest, ContrastRatio.ratio(text: new, background: old))
                }
            }
            if changed == 0 {
                findings.append((.focusVisible, stop, tr("it looks the same focused and unfocused")))
            } else if strongest < 3 {
                findings.append((.nonTextContrast, stop, tr("its focus indicator reaches %s against what it replaces, under 3:1", ContrastRatio.format(strongest))))
            }
        }
        return findings
    }
}
