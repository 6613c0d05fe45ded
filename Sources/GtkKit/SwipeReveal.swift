import CGtk

/// Content that a horizontal drag slides toward the start, revealing an action behind it at
/// the end (mirrored right to left), as a row's swipe-to-delete. A mouse or touch drag, or a
/// touchpad's two-finger swipe, moves the content with the finger; on release it snaps open
/// (the action `revealFraction` of the width, a third by default) once it went past
/// `thresholdFraction` of the width (a fifteenth), else springs back; an open row closes the
/// same way, dragged back. A drag claims the pointer only once it is clearly horizontal, so a
/// click still reaches the content and a vertical drag still scrolls. A GtkKitGroup (class
/// `swipe-reveal`) that clips its children; the widget owns this object.
@MainActor
public final class SwipeReveal: OwnedLayout {
    /// The container.
    public let widget: WidgetPointer
    /// The sliding content (first, on top).
    public let content: WidgetPointer
    /// The action behind it at the end.
    public let action: WidgetPointer
    /// The share of the width the action takes when open.
    public let revealFraction: Double
    /// The share of the width a drag must pass to change the state.
    public let thresholdFraction: Double
    /// Whether the action is revealed (or is being revealed by the animation).
    public private(set) var isOpen = false
    /// Called after every change of `isOpen` (a drag, a swipe or `setOpen`).
    public var onOpenChanged: (@MainActor (Bool) -> Void)?
    /// How far the content is moved toward the start, in pixels (0: closed).
    public private(set) var offset = 0.0

    private var anchor = 0.0
    private var dragging = false
    private var swipe = 0.0
    private var animation: UInt32 = 0

    /// `content` over `action`; the container owns both.
    public init(content: WidgetPointer, action: WidgetPointer, revealFraction: Double = 1.0 / 3, thresholdFraction: Double = 1.0 / 15) {
        self.content = content
        self.action = action
        self.revealFraction = revealFraction
        self.thresholdFraction = thresholdFraction
        widget = makeGroup(cssClass: "swipe-reveal")
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_parent(action, widget)
        gtk_widget_set_parent(content, widget)  // drawn last: on top
        gtk_widget_set_child_visible(action, 0)
        install(on: widget)
        installDrag()
        installSwipe()
    }

    /// The action's width when open: a share of the container's.
    public var revealWidth: Double { (Double(gtk_widget_get_width(widget)) * revealFraction).rounded() }
    private var threshold: Double { Double(gtk_widget_get_width(widget)) * thresholdFraction }
    private var rightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// Opens or closes, sliding there unless `animated` is false or animations are off.
    public func setOpen(_ open: Bool, animated: Bool = true) {
        anchor = open ? revealWidth : 0
        slide(to: anchor, animated: animated)
        guard open != isOpen else { return }
        isOpen = open
        onOpenChanged?(open)
    }

    func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
        let (contentMin, contentNat) = measured(content, orientation, for: forSize)
        guard orientation == GTK_ORIENTATION_VERTICAL else { return (contentMin, contentNat) }
        let actionFor = forSize < 0 ? Int32(-1) : Int32((Double(forSize) * revealFraction).rounded())
        let (actionMin, _) = measured(action, orientation, for: actionFor)
        return (max(contentMin, actionMin), max(contentNat, actionMin))
    }

    func allocate(_ width: Int32, _ height: Int32) {
        let reveal = Int32(revealWidth)
        if isOpen && !dragging && animation == 0 { offset = Double(reveal) }  // the width changed
        let moved = Int32(offset.rounded())
        var contentBox = GtkAllocation(x: rightToLeft ? moved : -moved, y: 0, width: width, height: height)
        var actionBox = GtkAllocation(x: rightToLeft ? 0 : width - reveal, y: 0, width: reveal, height: height)
        gtk_widget_set_child_visible(action, moved > 0 ? 1 : 0)
        gtk_widget_size_allocate(action, &actionBox, -1)
        gtk_widget_size_allocate(content, &contentBox, -1)
    }

    // MARK: Moving

    private func move(to value: Double) {
        offset = min(max(value, 0), revealWidth)
        gtk_widget_queue_allocate(widget)
    }

    private func slide(to target: Double, animated: Bool) {
        if animation != 0 {
            FrameTicks.remove(widget, animation)
            animation = 0
        }
        let settings = gtk_widget_get_settings(widget)
        let animations = settings.map { Properties.bool($0, "gtk-enable-animations") } ?? false
        guard animated, animations, gtk_widget_get_mapped(widget) != 0, abs(target - offset) > 0.5 else {
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

    /// Where the content settles after a drag or swipe: open once past the threshold.
    private func settle() {
        let past = anchor > 0 ? offset > revealWidth - threshold : offset > threshold
        setOpen(past)
    }

    // MARK: Input

    /// Mouse and touch: a drag claims the sequence once it is 8 px sideways and mostly so.
    private func installDrag() {
        let drag = gtk_gesture_drag_new()!
        gtk_gesture_single_set_button(cast(drag), 1)
        gtk_event_controller_set_propagation_phase(cast(drag), GTK_PHASE_CAPTURE)
        Signal.connect(drag, "drag-begin") { [weak self] in
            guard let self else { return }
            self.dragging = false
            if self.animation != 0 { FrameTicks.remove(self.widget, self.animation); self.animation = 0 }
        }
        Signal.connect(drag, "drag-update") { [weak self] args in
            guard let self else { return nil }
            let dx = args.double(1), dy = args.double(2)
            if !self.dragging {
                guard abs(dx) >= 8, abs(dx) > abs(dy) else { return nil }
                self.dragging = true
                gtk_gesture_set_state(cast(drag), GTK_EVENT_SEQUENCE_CLAIMED)
            }
            self.move(to: self.anchor + (self.rightToLeft ? dx : -dx))
            return nil
        }
        Signal.connect(drag, "drag-end") { [weak self] in
            guard let self, self.dragging else { return }
            self.dragging = false
            self.settle()
        }
        gtk_widget_add_controller(widget, cast(drag))
    }

    /// Touchpads: a two-finger horizontal swipe moves the content; its end settles it.
    private func installSwipe() {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        Signal.connect(scroll, "scroll-begin") { [weak self] in self?.swipe = 0 }
        Signal.connect(scroll, "scroll") { [weak self] args in
            guard let self else { return false }
            let dx = args.double(1), dy = args.double(2)
            guard dx != 0, abs(dx) > abs(dy) else { return false }  // vertical: the page scrolls
            if gdk_event_get_device(gtk_event_controller_get_current_event(cast(scroll))).map({ gdk_device_get_source($0) }) == GDK_SOURCE_MOUSE {
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
        gtk_widget_add_controller(widget, cast(scroll))
    }
}
