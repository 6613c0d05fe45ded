import MontageGtk
import GtkKit
import MontageCatalog

/// The gallery's token inspector, over the page area: while on (the header's Inspect toggle,
/// Ctrl+Shift+M), the part under the pointer is outlined with its margin and padding and a card
/// near the pointer reads its name, size, color tokens, typography and contrast. A click pins the
/// part (the page does not get it); hovering another then measures the distances between them.
/// A second click or Escape unpins; Escape with nothing pinned, the toggle or the shortcut turns
/// it off. The overlay owns this object; it sees its widgets weakly.
@MainActor
final class TokenInspector {
    /// The GtkOverlay holding the page area with the drawing and the card above it (named
    /// `inspector-overlay`).
    let widget: WidgetPointer
    /// The header's toggle (named `inspect-toggle`), for the window to pack; the header owns it
    /// (the inspector itself reads it through `toggleRef`).
    let toggle: WidgetPointer
    private let toggleRef: WeakObject<WidgetPointer>
    /// The card.
    let card: InspectorCard
    private let canvas: InspectorCanvas
    private let overlay: WeakObject<WidgetPointer>
    private let content: WeakObject<WidgetPointer>
    private let input: InspectorInput
    private var hoveredPart: WeakObject<WidgetPointer>?
    private var pinnedPart: WeakObject<WidgetPointer>?
    /// The pointer in the overlay's coordinates while it is over it.
    private var pointer: (x: Double, y: Double)?
    /// Where the pointer was when the part was pinned (the card stays there).
    private var pinAnchor: (x: Double, y: Double)?
    private var tick: UInt32 = 0
    private var themeObservation: ThemeObservation?
    /// The report on the part the card shows, made again when the part, its geometry or the
    /// theme changes, and every `reportInterval` (its state may change: hover, focus).
    private var report: (part: UInt, geometry: InspectorScene.Part?, time: Int, value: PartReport)?
    private static let reportInterval = 100_000  // µs
    /// The point the card was last placed beside.
    private var placedAnchor: (x: Double, y: Double)?
    /// The card's allocation last given, in the overlay's coordinates (for tests).
    private(set) var cardFrame: InspectorRect?

    /// Whether the inspector is on.
    private(set) var isActive = false

    /// An inspector over `content` (the pages, `stack`, and the compare view) in `window`, off.
    init(content: WidgetPointer, stack: WidgetPointer, window: WidgetPointer) {
        InspectorCSS.register()
        let overlay = Gtk.Overlay().widget.named(InspectorPart.overlay)
        widget = overlay
        Gtk.Overlay(overlay).child = content
        // The card is clipped to the page area in a window too small for it.
        overlay.overflow = .hidden
        canvas = InspectorCanvas()
        card = InspectorCard()
        canvas.widget.isVisible = false
        Gtk.Overlay(overlay).addOverlay(canvas.widget)
        Gtk.Overlay(overlay).addOverlay(card.widget)
        self.content = WeakObject(content)
        toggle = Gtk.ToggleButton(label: tr("Inspect")).widget.named(InspectorPart.toggle)
        toggle.tooltip(tr("Inspect the tokens of the page's parts (Ctrl+Shift+M)"))
        toggle.accessibleLabel(tr("Inspect tokens"))
        toggleRef = WeakObject(toggle)
        input = InspectorInput(overlay: overlay, window: window)
        self.overlay = WeakObject(overlay)
        Signal.connect(toggle, "toggled") { [weak self] args in
            guard let button = args.instance else { return nil }
            self?.setActive(Gtk.ToggleButton(button).isActive)
            return nil
        }
        Gtk.Overlay(overlay).placeOverlays { [weak self] child in
            guard let self, child == self.card.widget else { return nil }
            return self.placeCard()
        }
        // Another story: nothing of the last one stays inspected.
        Signal.connect(stack, "notify::visible-child") { [weak self] in
            guard let self, self.isActive else { return }
            self.pinnedPart = nil
            self.hoveredPart = nil
            self.update()
        }
        input.onMotion = { [weak self] x, y in
            self?.pointer = (x, y)
            self?.update()
        }
        input.onLeave = { [weak self] in
            self?.pointer = nil
            self?.update()
        }
        input.onPrimaryPress = { [weak self] x, y in self?.click(x: x, y: y) }
        input.onEscape = { [weak self] in self?.escape() ?? false }
        Retention.attach(self, to: overlay, key: "montage-token-inspector")
    }

    /// The part under the pointer, if any (nil while it is the pinned one).
    var hovered: WidgetPointer? { hoveredPart?.pointer }
    /// The pinned part, if any.
    var pinned: WidgetPointer? { pinnedPart?.pointer }
    /// What is drawn now.
    var scene: InspectorScene { canvas.scene }

    /// Turns the inspector on or off (the toggle follows).
    func setActive(_ active: Bool) {
        if let toggle = toggleRef.pointer, Gtk.ToggleButton(toggle).isActive != active {
            Gtk.ToggleButton(toggle).isActive = active  // comes back through "toggled"
            return
        }
        guard active != isActive, let overlay = self.overlay.pointer else { return }
        isActive = active
        input.isListening = active
        canvas.widget.isVisible = active
        hoveredPart = nil
        pinnedPart = nil
        pinAnchor = nil
        report = nil
        if active {
            pointer = input.pointerPosition()
            themeObservation = Theme.observe { [weak self] _ in
                self?.report = nil
                self?.update()
            }
            // The page may scroll or change under a still pointer: follow it each frame.
            tick = FrameTicks.add(canvas.widget) { [weak self] _ in
                self?.update()
                return true
            }
        } else {
            pointer = nil
            themeObservation = nil
            if tick != 0 { FrameTicks.remove(canvas.widget, tick) }
            tick = 0
        }
        overlay.queueAllocate()
        update()
    }

    /// Flips the inspector on or off (the shortcut).
    func toggleActive() { setActive(!isActive) }

    /// A primary click: pins the hovered part, or unpins.
    private func click(x: Double, y: Double) {
        pointer = (x, y)
        if pinnedPart != nil {
            pinnedPart = nil
            pinAnchor = nil
        } else if let part = part(at: x, y) {
            pinnedPart = WeakObject(part)
            pinAnchor = (x, y)
        }
        report = nil
        update()
    }

    /// Escape: unpins, or with nothing pinned turns the inspector off. False when off.
    private func escape() -> Bool {
        guard isActive else { return false }
        if pinnedPart != nil {
            pinnedPart = nil
            pinAnchor = nil
            report = nil
            update()
        } else {
            setActive(false)
        }
        return true
    }

    /// The innermost part of the page at (`x`, `y`) of the overlay, disabled ones included.
    private func part(at x: Double, _ y: Double) -> WidgetPointer? {
        guard let overlay = self.overlay.pointer, let content = content.pointer else { return nil }
        guard let point = overlay.point(x, y, in: content),
              let picked = content.pick(point.x, point.y, includingInsensitive: true), picked != content else { return nil }
        return picked
    }

    /// Follows the pointer and the page: what is hovered, what is drawn, what the card says.
    private func update() {
        guard let overlay = self.overlay.pointer else { return }
        guard isActive else {
            canvas.scene = InspectorScene()
            card.widget.isVisible = false
            return
        }
        let pinned = self.pinned
        let under = pointer.flatMap { part(at: $0.x, $0.y) }.flatMap { $0 == pinned ? nil : $0 }
        if under != hovered { hoveredPart = under.map { WeakObject($0) } }
        let hovered = self.hovered
        var scene = InspectorScene()
        scene.pinned = pinned.flatMap { InspectorScene.Part($0, in: canvas.widget) }
        scene.hovered = hovered.flatMap { InspectorScene.Part($0, in: canvas.widget) }
        if pinned != nil, scene.pinned == nil {  // the pinned part went away
            pinnedPart = nil
            pinAnchor = nil
        }
        canvas.scene = scene
        guard let shown = self.pinned ?? hovered else {
            report = nil
            card.widget.isVisible = false
            return
        }
        let geometry = self.pinned != nil ? scene.pinned : scene.hovered
        let key = UInt(bitPattern: shown)
        let now = MonotonicClock.microseconds
        if report?.part != key || report?.geometry != geometry || now - (report?.time ?? 0) > Self.reportInterval {
            report = (key, geometry, now, PartReading.report(for: shown))
        }
        var measured: (part: String, distances: PartDistances)?
        if let hovered, let distances = scene.distances { measured = (PartReading.partName(hovered), distances) }
        card.show(report!.value, measured: measured, pinned: self.pinned != nil)
        card.widget.isVisible = true
        // The card follows the pointer (a new size comes with the labels' own resize).
        let anchor = pinAnchor ?? pointer
        if anchor?.x != placedAnchor?.x || anchor?.y != placedAnchor?.y { overlay.queueAllocate() }
    }

    /// The card's allocation: its natural size within the overlay, beside the anchor (nil: the
    /// overlay is gone, GTK places it).
    private func placeCard() -> WidgetRect? {
        guard let overlay = self.overlay.pointer else { return nil }
        let areaWidth = Double(overlay.width), areaHeight = Double(overlay.height)
        let horizontal = card.widget.measure(.horizontal)
        let width = max(horizontal.minimum, min(horizontal.natural, Int32(areaWidth - 2 * CardPlacement.inset)))
        let vertical = card.widget.measure(.vertical, for: width)
        let height = max(vertical.minimum, min(vertical.natural, Int32(areaHeight)))
        placedAnchor = pinAnchor ?? pointer
        let anchor = placedAnchor ?? (0, 0)
        let origin = CardPlacement.origin(width: Double(width), height: Double(height), pointer: anchor, areaWidth: areaWidth,
                                          areaHeight: areaHeight, rightToLeft: overlay.direction == .rightToLeft)
        cardFrame = InspectorRect(x: origin.x, y: origin.y, width: Double(width), height: Double(height))
        return WidgetRect(x: Double(Int32(origin.x)), y: Double(Int32(origin.y)), width: Double(width), height: Double(height))
    }
}
