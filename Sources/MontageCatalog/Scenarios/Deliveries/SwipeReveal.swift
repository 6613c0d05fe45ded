import Glibc
import GtkKit

/// Content that a horizontal drag slides toward the start, the action at its end sliding in
/// beside it (mirrored right to left), as the seed's swipe-to-delete row: content and action
/// are one strip moved together, so the content is never covered and the action never shows
/// through it. A mouse or touch drag, or a touchpad's two-finger swipe, moves the strip with the
/// finger; on release it snaps open (the action's own width, at most half the row) once it
/// went past `thresholdFraction` of that width (a fifth: the seed's fifteenth of a phone screen
/// when the action is a third), else springs back; an open row closes dragged back the same
/// way, or with a click on its content (which then taps nothing). A drag claims the pointer
/// only once it is clearly horizontal, so a click still reaches the content and a vertical
/// drag still scrolls. A GtkKitGroup (class `swipe-reveal`) that clips its children; the widget
/// owns this object.
@MainActor
final class SwipeReveal: OwnedLayout {
    /// The container.
    let widget: WidgetPointer
    /// The sliding content.
    let content: WidgetPointer
    /// The action beside it at the end.
    let action: WidgetPointer
    /// The share of the revealed width a drag must pass to change the state.
    let thresholdFraction: Double
    /// Whether the action is revealed (or is being revealed by the animation).
    private(set) var isOpen = false
    /// Called after every change of `isOpen` (a drag, a swipe, a click or `setOpen`).
    var onOpenChanged: (@MainActor (Bool) -> Void)?
    /// How far the content is moved toward the start, in pixels (0: closed).
    private(set) var offset = 0.0

    private var anchor = 0.0
    private var dragging = false
    private var pressedOpenContent = false
    private var swipe = 0.0
    private var animation: UInt32 = 0

    /// `content` with `action` at its end; the container owns both.
    init(content: WidgetPointer, action: WidgetPointer, thresholdFraction: Double = 1.0 / 5) {
        self.content = content
        self.action = action
        self.thresholdFraction = thresholdFraction
        widget = makeGroup(cssClass: "swipe-reveal", children: [content, action])
        widget.overflow = .hidden
        action.isChildVisible = false
        install(on: widget)
        installDrag()
        installSwipe()
    }

    /// How far the content moves when open: the action's natural width (with its margins),
    /// at most half the container's.
    var revealWidth: Double {
        let (_, natural) = action.measure(.horizontal, for: -1)
        return min(Double(natural), (Double(widget.width) / 2).rounded(.down))
    }
    private var threshold: Double { revealWidth * thresholdFraction }
    private var rightToLeft: Bool { widget.direction == .rightToLeft }

    /// Opens or closes, sliding there unless `animated` is false or animations are off.
    func setOpen(_ open: Bool, animated: Bool = true) {
        anchor = open ? revealWidth : 0
        slide(to: anchor, animated: animated)
        guard open != isOpen else { return }
        isOpen = open
        onOpenChanged?(open)
    }

    func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        let (contentMin, contentNat) = content.measure(orientation, for: forSize)
        guard orientation == .vertical else { return (contentMin, contentNat) }
        let (actionMin, _) = action.measure(orientation, for: -1)
        return (max(contentMin, actionMin), max(contentNat, actionMin))
    }

    func allocate(_ width: Int32, _ height: Int32) {
        let reveal = Int32(revealWidth)
        if isOpen && !dragging && animation == 0 { offset = Double(reveal) }  // the width changed
        let moved = Int32(offset.rounded())
        action.isChildVisible = moved > 0
        content.allocate(x: rightToLeft ? moved : -moved, y: 0, width: width, height: height)
        action.allocate(x: rightToLeft ? moved - reveal : width - moved, y: 0, width: reveal, height: height)
    }

    // MARK: Moving

    private func move(to value: Double) {
        offset = min(max(value, 0), revealWidth)
        widget.queueAllocate()
    }

    private func slide(to target: Double, animated: Bool) {
        stopAnimation()
        let animations = Settings.current.map { Properties.bool($0, "gtk-enable-animations") } ?? false
        guard animated, animations, widget.isMapped, abs(target - offset) > 0.5 else {
            move(to: target)
            return
        }
        let from = offset
        var start: Int64 = 0
        animation = FrameTicks.add(widget) { [weak self] time in
            guard let self else { return false }
            if start == 0 { start = time }
            let progress = min(1, Double(time - start) / 200_000)  // 200 ms, ease-out cubic
            let eased = 1 - pow(1 - progress, 3)
            self.move(to: from + (target - from) * eased)
            if progress >= 1 { self.animation = 0 }
            return progress < 1
        }
    }

    private func stopAnimation() {
        if animation != 0 { FrameTicks.remove(widget, animation) }
        animation = 0
    }

    /// Where the content settles after a drag or swipe: open once past the threshold.
    private func settle() {
        let past = anchor > 0 ? offset > revealWidth - threshold : offset > threshold
        setOpen(past)
    }

    /// Whether (`x`, `y`) in the container is on the content (not on the revealed action).
    private func onContent(_ x: Double, _ y: Double) -> Bool {
        content.bounds(in: widget)?.contains(x, y) ?? false
    }

    // MARK: Input

    /// Mouse and touch: a drag claims the sequence once it is 8 px sideways and mostly so; on an
    /// open row a press on the content is claimed at once (its release closes the row, or the
    /// drag moves it), so the content taps nothing.
    private func installDrag() {
        let drag = widget.addController(.drag(button: 1), phase: .capture)
        Signal.connect(drag, "drag-begin") { [weak self] args in
            guard let self else { return nil }
            self.dragging = false
            self.stopAnimation()
            self.pressedOpenContent = self.isOpen && self.onContent(args.double(1), args.double(2))
            if self.pressedOpenContent { drag.claim() }
            return nil
        }
        Signal.connect(drag, "drag-update") { [weak self] args in
            guard let self else { return nil }
            let dx = args.double(1), dy = args.double(2)
            if !self.dragging {
                guard abs(dx) >= 8, abs(dx) > abs(dy) else { return nil }
                self.dragging = true
                drag.claim()
            }
            self.move(to: self.anchor + (self.rightToLeft ? dx : -dx))
            return nil
        }
        Signal.connect(drag, "drag-end") { [weak self] in
            guard let self else { return }
            if self.dragging {
                self.dragging = false
                self.settle()
            } else if self.pressedOpenContent {
                self.setOpen(false)  // a click on the open row's content
            }
            self.pressedOpenContent = false
        }
    }

    /// Touchpads: a two-finger horizontal swipe moves the content; its end settles it.
    private func installSwipe() {
        let scroll = widget.addController(.scroll)
        Signal.connect(scroll, "scroll-begin") { [weak self] in self?.swipe = 0 }
        Signal.connect(scroll, "scroll") { [weak self] args in
            guard let self else { return false }
            let dx = args.double(1), dy = args.double(2)
            guard dx != 0, abs(dx) > abs(dy) else { return false }  // vertical: the page scrolls
            if scroll.isFromMouse {
                self.setOpen(self.rightToLeft ? dx < 0 : dx > 0)  // a wheel's sideways click
                return true
            }
            self.swipe += self.rightToLeft ? -dx : dx
            self.move(to: self.anchor + self.swipe)
            return true
        }
        Signal.connect(scroll, "scroll-end") { [weak self] in
            guard let self, self.swipe != 0 else { return }
            self.swipe = 0
            self.settle()
        }
    }
}
