import Montage
@_spi(Testing) import MontageGtk
import GtkKit
import MontageCatalog
import MontageCapture

/// The accessibility audit of one story in one scheme: the story laid out alone as it is
/// captured (but able to take the focus), its accessible tree read as GTK presents it, its
/// render measured, Tab walked; every rule of `AuditRule` applied.
@MainActor
package enum StoryAudit {
    /// The findings for `story` in `scheme`, in page order, each rule's in the table's order.
    package static func run(_ story: Story, scheme: ColorScheme) -> [AuditFinding] {
        let stage = ScreenshotRunner.stage(story, scheme: scheme, focusable: true)
        defer { Gtk.Window(stage.window).destroy() }
        return audit(window: stage.window, page: stage.surface, story: story.id, scheme: scheme, walkingWindow: true)
    }

    /// The findings for the page `page` shown in `window` (laid out and painted). Tab is walked
    /// over the whole window when `walkingWindow` (a window of the page alone), else within the
    /// page (the gallery's window: its sidebar would follow the focus).
    package static func audit(window: WidgetPointer, page: WidgetPointer, story: String, scheme: ColorScheme,
                      walkingWindow: Bool = false) -> [AuditFinding] {
        // A ring that fades in would be measured half drawn: no animations while auditing.
        let settings = Settings.current
        let animations = settings.map { Properties.bool($0, "gtk-enable-animations") } ?? false
        if let settings, animations { Properties.set(settings, "gtk-enable-animations", false) }
        defer { if let settings, animations { Properties.set(settings, "gtk-enable-animations", true) } }
        if !Gtk.Window(window).isActive {
            // Focus rings show in an active window only; with no window manager (Xvfb), ask X.
            Gtk.Window(window).requestActivation()
            MainLoop.run(until: { Gtk.Window(window).isActive }, timeout: 1)
        }
        // Measured at rest: a window gives its first field the focus, whose caret and ring would
        // pass for the field's own contrast.
        Gtk.Window(window).focus = nil
        try? WidgetCapture.waitForPaint(window)
        let nodes = AccessibleTree.read(page, page: page)
        let byWidget = Dictionary(nodes.map { ($0.widget, $0) }) { first, _ in first }
        var raw: [(AuditRule, WidgetPointer, String)] = StructureRules.check(nodes, window: window).map { ($0.0, $0.1.widget, $0.2) }
        let base = (StyleReadback.background(of: window) ?? RGBA(red: 255, green: 255, blue: 255)).withAlpha(1)
        if let texture = try? WidgetCapture.texture(of: page, waitingForPaint: false) {
            let render = AuditRender(texture: texture, base: base)
            raw += ContrastRules.text(page: page, render: render).map { ($0.rule, $0.widget, $0.message) }
            raw += ContrastRules.nonText(page: page, nodes: nodes, render: render).map { ($0.rule, $0.widget, $0.message) }
        }
        raw += TargetSizeRule.check(page: page).map { ($0.rule, $0.widget, $0.message) }
        let stops = KeyboardRules.tabStops(walkingWindow ? window : page, window: window)
        raw += KeyboardRules.unreachable(page: page, stops: stops).map { ($0.rule, $0.widget, $0.message) }
        raw += KeyboardRules.focusVisible(window: window, page: page, stops: stops, base: base).map { ($0.rule, $0.widget, $0.message) }
        let order = Dictionary(uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($1, $0) })
        let position = Dictionary(page.descendants(where: { _ in true }).enumerated().map { ($1, $0) }) { first, _ in first }
        return raw.sorted { a, b in
            let pa = position[a.1] ?? .max, pb = position[b.1] ?? .max
            return pa != pb ? pa < pb : order[a.0]! < order[b.0]!
        }.map { rule, widget, message in
            let node = byWidget[widget]
            let role = node?.roleName ?? AccessibleReading.roleName(AccessibleReading.role(widget))
            var finding = AuditFinding(rule: rule, story: story, scheme: scheme.rawValue, locator: AccessibleTree.locator(widget, page: page),
                                       role: role, name: node.map { $0.namedByType ? "" : $0.name } ?? AccessibleReading.name(widget).text,
                                       message: message, bounds: AccessibleTree.bounds(widget, page: page))
            if finding.name.isEmpty { finding.within = Self.within(widget, role: role, named: byWidget, page: page) }
            return finding
        }
    }

    /// What an unnamed `widget` is (its role, or its CSS node when the role is GTK's generic
    /// one) in the nearest named part around it, up to `page`; nil when none is named.
    private static func within(_ widget: WidgetPointer, role: String, named nodes: [WidgetPointer: AuditNode], page: WidgetPointer) -> String? {
        let what = ["widget", "generic", "none", "presentation"].contains(role) ? widget.cssName : role
        var current = widget.parent
        while let ancestor = current, ancestor != page.parent {
            if let node = nodes[ancestor], !node.namedByType, !node.name.isEmpty {
                return tr("%1$s in %2$s", what, "\(node.roleName) “\(node.name)”")
            }
            current = ancestor.parent
        }
        return nil
    }
}
