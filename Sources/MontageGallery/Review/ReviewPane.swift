import Montage
import MontageGtk
import GtkKit
import MontageCatalog
import MontageCapture

/// A review's working area (`ReviewWindow` holds it): the captures that differ by class on
/// the left; the selected one on the right in a `ReviewMode`, zoomable to single pixels with
/// the two colors under the pointer; accept, keep and undo on buttons and keys (`review.…`
/// actions on the window). Its mode switch and zoom controls go in the window's header.
@MainActor
final class ReviewPane {
    /// The pane (the list beside the details).
    let widget: WidgetPointer
    /// The header's mode switch and zoom controls.
    private(set) var modeSwitch: WidgetPointer!, zoomControls: WidgetPointer!
    /// The session it shows.
    let session: ReviewSession
    /// The keys, as the hints show them: action, its triggers and what it does.
    static let keys: [(action: String, triggers: [String], help: () -> String)] = [
        ("next", ["n", "<Alt>Down"], { tr("Next") }),
        ("previous", ["p", "<Alt>Up"], { tr("Previous") }),
        ("accept", ["a"], { tr("Accept: the capture becomes the golden") }),
        ("keep", ["k"], { tr("Keep the golden") }),
        ("undo", ["<Control>z", "u"], { tr("Undo the last decision") }),
        ("zoom-in", ["plus", "equal", "KP_Add"], { tr("Zoom in") }),
        ("zoom-out", ["minus", "KP_Subtract"], { tr("Zoom out") }),
        ("zoom-reset", ["0"], { tr("Actual size") }),
    ]

    private let actions: ActionGroup
    /// Where the selected capture shows: its drawing, scrolled, under the overlay's slider.
    let view = ReviewView()
    /// The drawing of the selected capture.
    var canvas: ReviewCanvas { view.canvas }
    /// The list of captures under review.
    let list: ReviewList
    private let heading = Build.label("", classes: ["typo-heading2", "weight-bold", "review-heading"], selectable: true).named(ReviewPart.heading)
    private let summary = Build.paragraph("", classes: ["typo-body2", "review-summary"], selectable: true).named(ReviewPart.summary)
    private let probe = Build.label("", classes: ["typo-caption1", "review-probe"]).named(ReviewPart.probe)
    private let status = Build.paragraph("", classes: ["typo-caption1", "review-status"]).named(ReviewPart.status)
    private let zoomLabel = Build.label("100%", classes: ["typo-label2", "review-zoom"]).named(ReviewPart.zoom)
    private let progress = Build.paragraph("", classes: ["typo-caption1", "review-counts", "review-progress"]).named(ReviewPart.progress)
    private var modeButtons: [ReviewMode: WidgetPointer] = [:]
    private var images: ReviewImages?
    /// The position shown, in the session's queue.
    private(set) var position: Int?

    /// The pane over `session`, its actions and keys on `window`.
    init(_ session: ReviewSession, window: WidgetPointer) {
        self.session = session
        actions = ActionGroup(on: window, prefix: "review")
        list = ReviewList(session)
        let scroller = Gtk.ScrolledWindow().widget.expand(vertical: true).named(ReviewPart.listScroller)
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        Gtk.ScrolledWindow(scroller).child = list.widget
        let counts = Build.paragraph(CaptureCompare.summary(session.report), classes: ["typo-caption1", "review-counts"])
        Gtk.Label(counts).xalign = 0
        let sidebar = Build.vbox(classes: ["gallery-sidebar", "review-sidebar"], [counts, progress, scroller]).size(width: 320)

        for label in [heading, summary, probe, status] { Gtk.Label(label).xalign = 0 }
        let buttons = Build.hbox(spacing: 8, [
            Self.button(tr("Undo"), action: "review.undo", part: ReviewPart.undoButton),
            Self.button(tr("Keep"), action: "review.keep", part: ReviewPart.keepButton),
            Self.button(tr("Accept"), action: "review.accept", part: ReviewPart.acceptButton).classes(["suggested-action"]),
        ])
        let modes = tr("modes")
        let hints = Build.paragraph(Self.keys.prefix(5).map { Self.keyName($0.triggers[0]) + " " + $0.help() }.joined(separator: " · ") + " · 1–4 " + modes,
                                classes: ["typo-caption1", "review-hints"])
        Gtk.Label(hints).xalign = 0
        hints.hexpand = true
        let footer = Build.vbox(spacing: 6, classes: ["review-footer"], [Build.hbox(spacing: 16, [probe.expand(horizontal: true), buttons]), hints, status])
        let details = Build.vbox(spacing: 8, classes: ["review-details"], [heading, summary, view.widget, footer])
        details.hexpand = true
        widget = Build.hbox([sidebar, details]).named(ReviewPart.pane)
        modeSwitch = makeModeSwitch()
        zoomControls = makeZoomControls()
        addActions()
        canvas.onHover = { [weak self] pixel in self?.showProbe(pixel) }
        view.onZoom = { [weak self] in self?.updateActions() }
        list.onSelect = { [weak self] position in self?.show(position) }
        list.select(session.undecided(from: 0) ?? 0)
        updateActions()
        showProgress()
    }

    // MARK: showing

    private func show(_ position: Int) {
        self.position = position
        let entry = session.entry(at: position)
        images = ReviewImages(entry: entry, folder: session.folder)
        canvas.images = images
        view.regions = entry.regions ?? []
        Gtk.Label(heading).text = entry.file
        let axes = entry.axes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: " · ")
        Gtk.Label(summary).text = ([entry.shownClassDetail.map { $0.prefix(1).uppercased() + $0.dropFirst() }, entry.summary, axes].compactMap { $0 } + (images?.problem.map { [$0] } ?? []))
            .joined(separator: "\n")
        showProbe(nil)
        updateActions()
    }

    private func showProbe(_ pixel: (x: Int, y: Int)?) {
        guard let pixel, let images else {
            Gtk.Label(probe).text = tr("Point at a pixel to read its colors")
            return
        }
        func color(_ texture: Texture?) -> String {
            guard let texture, pixel.x < texture.width, pixel.y < texture.height else { return "—" }
            return texture.pixel(x: pixel.x, y: pixel.y).description
        }
        let golden = tr("golden"), capture = tr("capture")
        var text = "x \(pixel.x), y \(pixel.y)   \(golden) \(color(images.expected))   \(capture) \(color(images.actual))"
        if let a = images.actual, let e = images.expected, pixel.x < min(a.width, e.width), pixel.y < min(a.height, e.height) {
            text += "   Δ \(a.pixel(x: pixel.x, y: pixel.y).distance(to: e.pixel(x: pixel.x, y: pixel.y)))"
        }
        Gtk.Label(probe).text = text
    }

    private func setMode(_ mode: ReviewMode) {
        view.mode = mode
        if let button = modeButtons[mode], !Gtk.ToggleButton(button).isActive { Gtk.ToggleButton(button).isActive = true }
    }

    // MARK: deciding

    private func decide(_ decision: (ReviewSession, Int) throws(ReviewSession.Problem) -> Void) {
        guard let position else { return }
        do {
            try decision(session, position)
        } catch {
            return report(error.description, failed: true)
        }
        list.show(session.entry(at: position), at: position)
        showProgress()
        let review = CaptureReport.title(of: session.entry(at: position).review)
        report(session.entry(at: position).file + ": " + review, failed: false)
        if let next = session.undecided(from: position + 1) { list.select(next) } else { updateActions() }
    }

    private func undo() {
        do {
            guard let position = try session.undo() else { return }
            list.show(session.entry(at: position), at: position)
            showProgress()
            report(tr("Undid the decision on %s", session.entry(at: position).file), failed: false)
            list.select(position)
        } catch {
            report(error.description, failed: true)
        }
        updateActions()
    }

    /// Says how many captures have a decision, or that all have.
    private func showProgress() {
        let decided = session.queue.indices.filter { session.entry(at: $0).review != nil }.count, total = session.queue.count
        Gtk.Label(progress).text = decided == total ? tr("All reviewed") : trn("%1$d of %2$d reviewed", "%1$d of %2$d reviewed", total, decided, total)
    }

    /// Says what the last decision did, or why it could not be made.
    private func report(_ text: String, failed: Bool) {
        Gtk.Label(status).text = text
        if failed { status.classes(["error"]) } else { status.removeClasses(["error"]) }
    }

    private func step(_ offset: Int) {
        guard !session.queue.isEmpty else { return }
        let from = position ?? 0
        list.select(max(0, min(session.queue.count - 1, from + offset)))
    }

    private func updateActions() {
        actions.setEnabled("undo", session.canUndo)
        actions.setEnabled("previous", (position ?? 0) > 0)
        actions.setEnabled("next", (position ?? 0) < session.queue.count - 1)
        Gtk.Label(zoomLabel).text = "\(canvas.zoom * 100)%"
    }

    // MARK: building

    private func addActions() {
        let handlers: [String: @MainActor () -> Void] = [
            "next": { [weak self] in self?.step(1) },
            "previous": { [weak self] in self?.step(-1) },
            "accept": { [weak self] in self?.decide { (session, position) throws(ReviewSession.Problem) in try session.accept(position) } },
            "keep": { [weak self] in self?.decide { (session, position) throws(ReviewSession.Problem) in try session.keep(position) } },
            "undo": { [weak self] in self?.undo() },
            // Around the first change (Ctrl+wheel zooms around the pointer).
            "zoom-in": { [weak self] in self?.view.zoom(by: 1) },
            "zoom-out": { [weak self] in self?.view.zoom(by: -1) },
            "zoom-reset": { [weak self] in self?.view.zoom(by: -ReviewCanvas.zooms.count) },
        ]
        for key in Self.keys { actions.add(key.action, accelerators: key.triggers, handlers[key.action]!) }
        actions.addStateful("mode", initial: ReviewMode.sideBySide.rawValue, accelerators: ReviewMode.allCases.map { ($0.key, $0.rawValue) }) { [weak self] value in
            guard let self, let mode = ReviewMode(rawValue: value) else { return false }
            self.setMode(mode)
            return true
        }
    }

    /// The header's mode switch: a toggle per `ReviewMode`, on the `review.mode` action.
    private func makeModeSwitch() -> WidgetPointer {
        let box = Build.hbox(classes: ["linked", "scheme-switch"]).named(ReviewPart.modes)
        box.accessibleLabel(tr("How to compare"))
        var group: WidgetPointer?
        for mode in ReviewMode.allCases {
            let button = Gtk.ToggleButton(label: mode.title).widget.named(ReviewPart.mode(mode))
            button.tooltip(mode.title + " (\(mode.key))")
            if let group { Gtk.ToggleButton(button).setGroup(group) } else { group = button }
            Gtk.ToggleButton(button).isActive = mode == canvas.mode
            Signal.connect(button, "toggled") { [weak self] in
                guard let self, Gtk.ToggleButton(button).isActive else { return }
                self.actions.setState("mode", mode.rawValue)
                self.setMode(mode)
            }
            modeButtons[mode] = button
            Gtk.Box(box).append(button)
        }
        return box
    }

    private func makeZoomControls() -> WidgetPointer {
        let out = Self.button(nil, action: "review.zoom-out", part: ReviewPart.zoomOut, icon: "zoom-out-symbolic", tip: tr("Zoom out (−)"))
        let into = Self.button(nil, action: "review.zoom-in", part: ReviewPart.zoomIn, icon: "zoom-in-symbolic", tip: tr("Zoom in (+)"))
        zoomLabel.size(width: 56, height: -1)
        return Build.hbox(spacing: 4, [out, zoomLabel, into])
    }

    private static func button(_ label: String?, action: String, part: ReviewPart, icon: String? = nil, tip: String? = nil) -> WidgetPointer {
        let button = (label.map { Gtk.Button(label: $0).widget } ?? Gtk.Button(iconName: icon ?? "").widget).named(part)
        Gtk.Actionable(button).actionName = action
        if let tip {
            button.tooltip(tip)
            button.accessibleLabel(tip)
        }
        return button
    }

    /// A trigger as a person reads it (`<Control>z` → Ctrl+Z).
    static func keyName(_ trigger: String) -> String {
        Accelerator.label(trigger) ?? trigger
    }
}
