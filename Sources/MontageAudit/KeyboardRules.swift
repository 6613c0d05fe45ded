import CGtk
import Montage
import GtkKit
import MontageCatalog

/// The keyboard rules of WCAG 2.2: everything that takes a click can be reached with Tab
/// (SC 2.1.1), and a focused item looks different from itself unfocused (SC 2.4.7), its
/// indicator contrasting 3:1 with what it replaces (SC 1.4.11).
@MainActor
enum KeyboardRules {
    /// The containers whose items the arrow keys move between once Tab has reached one.
    static let arrowContainers: [GType] = [Gtk.ListView.gType, Gtk.GridView.gType, Gtk.ColumnView.gType,
                                           Gtk.ListBox.gType, Gtk.FlowBox.gType]
    /// The most Tab presses one page is walked with.
    static let maximumStops = 5_000
    /// How far around a focused widget its ring may be drawn, in pixels.
    static let ringMargin = 6

    /// The widgets Tab gives the focus to, in order, from the start of `root` (`window` or a
    /// page in it) until it leaves `root` or comes round to where it began (or `maximumStops`).
    static func tabStops(_ root: WidgetPointer, window: WidgetPointer) -> [WidgetPointer] {
        Gtk.Window(window).focus = nil
        var stops: [WidgetPointer] = []
        for _ in 0..<maximumStops {
            guard root.moveFocus(.tabForward),
                  let focus = Gtk.Window(window).focus else { break }
            if stops.contains(focus) { break }
            stops.append(focus)
        }
        Gtk.Window(window).focus = nil
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

    /// Gives `widget` the focus with focus rings shown (GTK hides them a few seconds after the
    /// last key: shown again each time) and waits for the frame that shows it.
    private static func focus(_ widget: WidgetPointer, in window: WidgetPointer) {
        widget.grabFocus()
        Gtk.Window(window).isFocusVisible = true
        try? WidgetCapture.waitForPaint(window)
    }

    /// A widget's type and style classes, and its parent's.
    static func kind(of widget: WidgetPointer) -> String {
        func describe(_ widget: WidgetPointer) -> String {
            widget.typeName + "." + widget.cssClasses.sorted().joined(separator: ".")
        }
        return describe(widget) + " < " + (widget.parent.map(describe) ?? "")
    }

    /// Focus visibility: a stop of each kind on `page` (its and its parent's type and classes: the
    /// stylesheet draws a kind's ring alike) focused with focus rings shown and rendered around
    /// itself, against the same place rendered with nothing focused.
    static func focusVisible(window: WidgetPointer, page: WidgetPointer, stops: [WidgetPointer], base: RGBA) -> [ContrastRules.Finding] {
        var findings: [ContrastRules.Finding] = []
        var kinds: Set<String> = []
        let onPage = stops.filter { stop in
            guard stop.ancestors.contains(page) else { return false }
            return kinds.insert(kind(of: stop)).inserted
        }
        guard !onPage.isEmpty else { return [] }
        defer {
            Gtk.Window(window).focus = nil
            Gtk.Window(window).isFocusVisible = false
        }
        for stop in onPage {
            // Focused first, so a scrolling pane brings it into view; then measured where it is.
            focus(stop, in: window)
            // An editable's text hands its ring to the editable around it (an entry's focus-within).
            let ringed = stop.ancestors.first { $0.isA(Gtk.Editable.gType) && $0.ancestors.contains(page) } ?? stop
            guard let box = AccessibleTree.bounds(ringed, page: page) else { continue }
            let around = (x: box.x - ringMargin, y: box.y - ringMargin, width: box.width + 2 * ringMargin, height: box.height + 2 * ringMargin)
            Gtk.Window(window).focus = nil
            try? WidgetCapture.waitForPaint(window)
            guard let before = try? WidgetCapture.texture(of: page, waitingForPaint: false, region: around) else { continue }
            focus(stop, in: window)
            // Focus may change the page (a field shows its clear button): measured where the
            // widget is now, against where it was.
            guard stop.hasFocus,
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
            // Nothing drawn there (clipped away by a pane that could not scroll it in): unseen.
            let drawn = (0..<before.height).contains { y in (0..<before.width).contains { x in before.pixel(x: x, y: y).alpha > 0 } }
            if changed == 0 && drawn {
                findings.append((.focusVisible, stop, tr("it looks the same focused and unfocused")))
            } else if strongest < 3 {
                findings.append((.nonTextContrast, stop, tr("its focus indicator reaches %s against what it replaces, under 3:1", ContrastRatio.format(strongest))))
            }
        }
        return findings
    }
}
