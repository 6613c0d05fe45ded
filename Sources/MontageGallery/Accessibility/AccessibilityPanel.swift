// GtkKit first: in a whole-module (release) build, the module's first file importing MontageGtk
// before GtkKit leaves GLib's flag constants (G_KEY_FILE_NONE, G_APPLICATION_NON_UNIQUE) unfound
// in other files (Swift 6 here).
import GtkKit
import Montage
import MontageGtk
import MontageCatalog
import MontageAudit

/// The gallery's accessibility panel (Ctrl+Shift+A): the audit of the page as it is shown (its
/// scheme, width, text size and a playground's options as set), its findings under a heading
/// per rule, violations before those the project accepts (`AuditAcceptance.shipped`, with
/// their reasons); choosing one outlines its widget on the page and scrolls it into view. The
/// vision simulator's chooser sits in its header. The window owns this object.
@MainActor
final class AccessibilityPanel {
    /// The panel (named `accessibility-panel`), hidden until shown.
    let widget: WidgetPointer
    /// The findings listed, in the list's order.
    private(set) var findings: [AuditFinding] = []
    /// The outline over the page, for the overlay to hold.
    let outline = AuditOutline()
    /// Asked for the page to audit: the window, the page's surface, the story and its scheme
    /// (nil: nothing to audit, with why).
    var page: (@MainActor () -> Result<(window: WidgetPointer, surface: WidgetPointer, story: String, scheme: ColorScheme), AuditUnavailable>)?
    /// Told when the vision chooser changes.
    var onVision: (@MainActor (VisionDeficiency) -> Void)?
    /// The panel's contents (header, summary, findings), built the first time it is shown or its
    /// chooser set: a window that never audits never builds them.
    private struct Parts {
        let list: WidgetPointer
        let summary: WidgetPointer
        let vision: WidgetPointer
        let scroller: WidgetPointer
    }
    private var made: Parts?
    private var parts: Parts { made ?? makeParts() }
    private var list: WidgetPointer { parts.list }
    private var summary: WidgetPointer { parts.summary }
    private var scroller: WidgetPointer { parts.scroller }
    private var rows: [WidgetPointer] = []
    private var sections: [UInt: String] = [:]
    private var surface: WeakObject<WidgetPointer>?
    private let acceptance = AuditAcceptance.shipped

    /// Why there is no page to audit.
    struct AuditUnavailable: Error {
        var reason: String
    }

    init() {
        widget = Build.vbox(spacing: 8, classes: ["story-code-panel", "accessibility-panel"]).named(AccessibilityPart.panel)
        widget.vexpand = false
        widget.isVisible = false
    }

    private func makeParts() -> Parts {
        let list = Gtk.ListBox().widget.named(AccessibilityPart.findings)
        Gtk.ListBox(list).selectionMode = .single
        list.accessibleLabel(tr("Accessibility findings"))
        let summary = Build.paragraph("", classes: ["typo-caption1", "weight-medium", "accessibility-summary"]).named(AccessibilityPart.summary)
        let chooser = Gtk.DropDown(strings: VisionDeficiency.allCases.map(\.title)).widget.named(AccessibilityPart.visionChoice)
        chooser.accessibleLabel(tr("Vision"))
        if let button = chooser.descendants(where: { $0.isA(Gtk.ToggleButton.gType) }).first { button.accessibleLabel(tr("Vision")) }
        chooser.tooltip(tr("Show the page as seen with a color vision deficiency"))
        Signal.connect(chooser, "notify::selected") { [weak self] in
            let index = Gtk.DropDown(chooser).selected ?? 0
            guard VisionDeficiency.allCases.indices.contains(index) else { return }
            self?.onVision?(VisionDeficiency.allCases[index])
        }
        let again = Controls.button(tr("Audit Again"), part: AccessibilityPart.auditAgain) {}
        let visionLabel = Build.label(tr("Vision"), classes: ["typo-label2", "weight-medium", "control-title"])
        let title = PageLayout.groupTitle(tr("Accessibility"), wrap: false)
        let header = Build.hbox(spacing: 8, [title.expand(horizontal: true), visionLabel.align(nil, .center),
                                             chooser.align(nil, .center), again.align(nil, .center)])
        let scroller = Gtk.ScrolledWindow().widget.expand(vertical: true)
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        Gtk.ScrolledWindow(scroller).child = list
        for part in [header, summary, scroller] { Gtk.Box(widget).append(part) }
        let parts = Parts(list: list, summary: summary, vision: chooser, scroller: scroller)
        made = parts
        showsList(false)
        ListBoxSections.install(on: list, section: { [weak self] in self?.sections[UInt(bitPattern: $0)] }, heading: Self.heading)
        Signal.connect(again, "clicked") { [weak self] in self?.audit() }
        Signal.connect(list, "row-selected") { [weak self] args in
            guard let self else { return nil }
            let row = args.pointer(1)
            self.choose(row.flatMap { row in self.rows.firstIndex { UnsafeMutableRawPointer($0) == row } })
            return nil
        }
        return parts
    }

    /// Whether the panel is shown.
    var isShown: Bool { widget.isVisible }

    /// Shows the panel and audits the page, or hides it and its outline.
    func setShown(_ shown: Bool) {
        widget.isVisible = shown
        focusFindings = shown
        if shown { auditSoon() } else { clear() }
    }

    /// Shows `deficiency` in the chooser (the action changed it).
    func showVision(_ deficiency: VisionDeficiency) {
        // A chooser not built yet shows none when it is.
        if made == nil && deficiency == .none { return }
        let index = VisionDeficiency.allCases.firstIndex(of: deficiency) ?? 0
        if Gtk.DropDown(parts.vision).selected != index { Gtk.DropDown(parts.vision).selected = index }
    }

    /// Audits the page shown now and lists what it finds; the focus and the page's scroll
    /// position are as they were.
    func audit() {
        defer { focusFindings = false }
        if pending != 0 { MainLoop.remove(pending) }
        pending = 0
        clear()
        switch page?() ?? .failure(AuditUnavailable(reason: tr("No story is shown."))) {
        case .failure(let unavailable):
            Gtk.Label(summary).text = unavailable.reason
        case .success(let shown):
            let focus = Gtk.Window(shown.window).focus.map { WeakObject($0) }
            let scrolls = shown.surface.ancestors.prefix { !$0.isA(Gtk.Window.gType) }
                .filter { $0.isA(Gtk.ScrolledWindow.gType) }
                .compactMap { Gtk.ScrolledWindow($0).vertical }.map { ($0, $0.value) }
            let found = acceptance.mark(StoryAudit.audit(window: shown.window, page: shown.surface, story: shown.story, scheme: shown.scheme))
            for (adjustment, value) in scrolls { adjustment.value = value }
            // Back where it was, unless that was in something gone since (the main menu's item
            // that asked for the audit: the focus would stay in a closed popover, out of reach).
            if let widget = focus?.pointer, widget.isMapped { widget.grabFocus() }
            surface = WeakObject(shown.surface)
            list(found.filter { $0.accepted == nil } + found.filter { $0.accepted != nil })
            // Opened from the keyboard, the panel takes it: arrows then go through the findings.
            if focusFindings, let first = rows.first { first.grabFocus() }
        }
    }

    /// Audits once the main loop is idle (the page just shown is laid out), however many times
    /// it is asked before then.
    func auditSoon() {
        guard pending == 0 else { return }
        clear()
        Gtk.Label(summary).text = tr("Auditing…")
        pending = MainLoop.idle { [weak self] in
            self?.pending = 0
            self?.audit()
            return false
        }
    }

    /// Stops what waits for the main loop (the window is going).
    func stop() {
        if pending != 0 { MainLoop.remove(pending) }
        pending = 0
        outline.show(nil)
    }

    /// Whether an audit is waiting for the main loop (for tests).
    var isPending: Bool { pending != 0 }
    private var pending: UInt32 = 0
    /// The next audit gives its first finding the focus (the panel was just opened).
    private var focusFindings = false

    /// The rows listed (for tests), in the list's order.
    var findingRows: [WidgetPointer] { rows }

    /// Selects the finding at `position`, outlining its widget.
    func select(_ position: Int) {
        guard rows.indices.contains(position) else { return }
        Gtk.ListBox(list).select(cast(rows[position]))
    }

    /// With findings, the panel is 260 px tall and lists them; without, it is its header and
    /// summary only, and the page keeps the room.
    private func showsList(_ shown: Bool) {
        scroller.isVisible = shown
        widget.size(height: shown ? 260 : -1)
    }

    private func list(_ found: [AuditFinding]) {
        findings = found
        showsList(!found.isEmpty)
        let violations = found.filter { $0.accepted == nil }.count
        Gtk.Label(summary).text = found.isEmpty ? tr("No violations: every rule passes on this page.")
            : trn("%1$d violation, %2$d accepted", "%1$d violations, %2$d accepted", violations, violations, found.count - violations)
        for finding in found {
            let shown = finding.title
            let what = Build.label(shown, classes: ["typo-label1", "weight-medium", "finding-title"])
            Gtk.Label(what).ellipsize = .end
            let message = Build.paragraph(finding.message, classes: ["typo-caption1", "finding-message"])
            var lines = [what, message]
            if let reason = finding.accepted {
                lines.append(Build.paragraph(tr("Accepted: %s", reason), classes: ["typo-caption1", "finding-accepted"]))
            }
            let row = Gtk.ListBoxRow().widget.classes(finding.accepted == nil ? ["finding"] : ["finding", "accepted"])
            Gtk.ListBoxRow(row).child = Build.vbox(spacing: 2, lines)
            row.tooltip(finding.locator)
            row.accessibleLabel(([finding.rule.rawValue, shown, finding.message] + (finding.accepted.map { [tr("Accepted: %s", $0)] } ?? []))
                .joined(separator: ", "))
            // Its section is known before the list asks for its heading (as it is appended).
            sections[UInt(bitPattern: row)] = (finding.accepted == nil ? "" : Self.acceptedPrefix) + finding.rule.rawValue
            Gtk.ListBox(list).append(row)
            rows.append(row)
        }
    }

    private func clear() {
        outline.show(nil)
        if let made { for row in rows { Gtk.ListBox(made.list).remove(row) } }
        rows = []
        sections = [:]
        findings = []
    }

    /// Outlines the widget of the finding at `position` (nil: none) and brings it into view.
    private func choose(_ position: Int?) {
        guard let position, findings.indices.contains(position), let surface = surface?.pointer,
              let widget = AccessibleTree.widget(at: findings[position].locator, page: surface) else {
            outline.show(nil)
            return
        }
        reveal(widget)
        outline.show(widget)
    }

    /// Scrolls each pane around `widget` (a viewport's content) so that it is in view, its top
    /// first when it is taller than the pane.
    private func reveal(_ widget: WidgetPointer) {
        for scroller in widget.ancestors where scroller.isA(Gtk.ScrolledWindow.gType) {
            guard let viewport = Gtk.ScrolledWindow(scroller).child, viewport.isA(Gtk.Viewport.gType),
                  let content = Gtk.ScrolledWindow(scroller).content,
                  let adjustment = Gtk.ScrolledWindow(scroller).vertical else { continue }
            guard let rect = widget.bounds(in: content) else { continue }
            let margin = 24.0, top = Double(rect.y) - margin, bottom = Double(rect.y + rect.height) + margin
            let value = adjustment.value, visible = adjustment.pageSize
            if top < value {
                adjustment.value = max(0, top)
            } else if bottom > value + visible {
                adjustment.value = max(0, min(top, bottom - visible))
            }
        }
    }

    private static let acceptedPrefix = "accepted:"

    /// A section's heading: its rule's id and where it is defined (accepted findings apart), read
    /// as a heading; the rule's one line in its tooltip.
    static func heading(_ section: String) -> WidgetPointer {
        let accepted = section.hasPrefix(acceptedPrefix)
        guard let rule = AuditRule(rawValue: accepted ? String(section.dropFirst(acceptedPrefix.count)) : section) else { return StoryList.heading(section) }
        let heading = StoryList.heading((accepted ? tr("Accepted") + " · " : "") + rule.rawValue + " · " + rule.source)
        heading.classes(["finding-rule"])
        heading.tooltip(rule.summary)
        heading.accessibleDescription(rule.summary)
        return heading
    }
}
