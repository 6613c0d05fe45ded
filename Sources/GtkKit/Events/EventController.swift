import CGtk

/// An event controller on a widget (a click, a drag, the pointer's motion, keys, focus,
/// scrolling): made and attached in one call, `widget.addController(.click(button: 1))`, then
/// connected with `Signal.connect(controller, "pressed") { … }`. The widget owns it.
public struct EventController: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer

    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// What kind of controller to make.
    public enum Kind: Sendable {
        /// A click (`GtkGestureClick`) of `button` (0: any button; 1 primary, 3 secondary).
        case click(button: UInt32 = 1)
        /// A drag (`GtkGestureDrag`) with `button`.
        case drag(button: UInt32 = 1)
        /// A long press (`GtkGestureLongPress`), touch only when `touchOnly`.
        case longPress(touchOnly: Bool = false)
        /// The pointer entering, moving and leaving (`GtkEventControllerMotion`).
        case motion
        /// A drag's pointer over the widget (`GtkDropControllerMotion`).
        case dropMotion
        /// Keys (`GtkEventControllerKey`); `KeyPress.handle` makes one with its handler.
        case key
        /// The focus entering and leaving (`GtkEventControllerFocus`).
        case focus
        /// Scrolling (`GtkEventControllerScroll`) in both axes.
        case scroll
        /// Every input event as it comes (`GtkEventControllerLegacy`); `onInputEvent` makes one
        /// with its handler.
        case legacy
    }

    /// The widget it is attached to.
    @MainActor public var widget: WidgetPointer? { gtk_event_controller_get_widget(pointer) }

    /// The phase of event propagation it handles events in.
    @MainActor public var phase: GtkPropagationPhase {
        get { gtk_event_controller_get_propagation_phase(pointer) }
        nonmutating set { gtk_event_controller_set_propagation_phase(pointer, newValue) }
    }

    /// Claims the gesture's sequence: no other gesture handles this press.
    @MainActor public func claim() { _ = gtk_gesture_set_state(cast(self), GTK_EVENT_SEQUENCE_CLAIMED) }

    /// Denies the gesture's sequence: the press goes on to other gestures.
    @MainActor public func deny() { _ = gtk_gesture_set_state(cast(self), GTK_EVENT_SEQUENCE_DENIED) }

    /// The button of the press a gesture is handling (0 when none).
    @MainActor public var currentButton: UInt32 { gtk_gesture_single_get_current_button(cast(self)) }

    /// The modifier keys held at the event being handled.
    @MainActor public var modifiers: GdkModifierType { gtk_event_controller_get_current_event_state(pointer) }

    /// Whether Shift is held at the event being handled.
    @MainActor public var shiftHeld: Bool { modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 }

    /// Whether Control is held at the event being handled.
    @MainActor public var controlHeld: Bool { modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 }

    /// Whether the event being handled comes from a mouse (not a touchpad or a touchscreen).
    @MainActor public var isFromMouse: Bool {
        guard let event = gtk_event_controller_get_current_event(pointer), let device = gdk_event_get_device(event) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_MOUSE
    }

    /// A drag gesture's start point, in its widget's coordinates.
    @MainActor public var dragStart: (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        return gtk_gesture_drag_get_start_point(cast(self), &x, &y) != 0 ? (x, y) : nil
    }

    private var pointer: OpaquePointer { OpaquePointer(gRaw) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Makes a controller of `kind`, handling events in `phase`, and attaches it to the widget.
    @MainActor @discardableResult
    public func addController(_ kind: EventController.Kind, phase: GtkPropagationPhase = .bubble) -> EventController {
        let made: UnsafeMutableRawPointer
        switch kind {
        case .click(let button):
            made = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
            gtk_gesture_single_set_button(OpaquePointer(made), button)
        case .drag(let button):
            made = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
            gtk_gesture_single_set_button(OpaquePointer(made), button)
        case .longPress(let touchOnly):
            made = UnsafeMutableRawPointer(gtk_gesture_long_press_new()!)
            gtk_gesture_single_set_touch_only(OpaquePointer(made), touchOnly ? 1 : 0)
        case .motion: made = UnsafeMutableRawPointer(gtk_event_controller_motion_new()!)
        case .dropMotion: made = UnsafeMutableRawPointer(gtk_drop_controller_motion_new()!)
        case .key: made = UnsafeMutableRawPointer(gtk_event_controller_key_new()!)
        case .focus: made = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        case .scroll: made = UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!)
        case .legacy: made = UnsafeMutableRawPointer(gtk_event_controller_legacy_new()!)
        }
        let controller = EventController(gRaw: made)
        controller.phase = phase
        gtk_widget_add_controller(self, OpaquePointer(made))
        return controller
    }

    /// Removes `controller` from the widget (which drops it).
    @MainActor public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(self, OpaquePointer(controller.gRaw))
    }
}

extension EventController {
    /// The button a click gesture listens for (0: any); nil when this is not a click gesture.
    @MainActor public var clickButton: UInt32? {
        guard isA(gtk_gesture_click_get_type()) else { return nil }
        return gtk_gesture_single_get_button(OpaquePointer(gRaw))
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The event controllers attached to the widget, in the order GTK runs them.
    @MainActor public var eventControllers: [EventController] {
        guard let list = gtk_widget_observe_controllers(self) else { return [] }
        defer { g_object_unref(list.gRaw) }
        return (0..<g_list_model_get_n_items(list)).compactMap { position in
            guard let item = g_list_model_get_item(list, position) else { return nil }
            g_object_unref(item)  // the widget keeps it
            return EventController(gRaw: item)
        }
    }
}

extension EventController {
    /// For a focus controller: whether the focus is in its widget or a child of it.
    @MainActor public var containsFocus: Bool { gtk_event_controller_focus_contains_focus(OpaquePointer(gRaw)) != 0 }
}
