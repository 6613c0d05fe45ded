import CGtk

/// One input event as GTK delivers it (a GdkEvent), read when it comes: its kind, button or key,
/// the modifiers held and where it happened in a widget's coordinates.
public struct InputEvent: Sendable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A pointer button went down or up; the pointer moved.
        case buttonPress, buttonRelease, motion
        /// A key went down or up.
        case keyPress, keyRelease
        /// Anything else (scrolling, crossing, touch, …).
        case other
    }

    /// What happened.
    public let kind: Kind
    /// The button (1 primary, 3 secondary), for a button event.
    public let button: UInt32
    /// The key's symbol (`gdk_keyval`), for a key event.
    public let keyval: UInt32
    /// The modifiers held.
    public let modifiers: UInt32
    /// Where it happened, in the coordinates of the widget it was read for (nil: no position).
    public let position: (x: Double, y: Double)?
    /// The server's time of the event, in milliseconds.
    public let time: UInt32

    /// The key's name as GDK writes it (`Tab`, `a`, `Hangul`), for a key event.
    public var keyName: String? { kind == .keyPress || kind == .keyRelease ? gdk_keyval_name(keyval).map { String(cString: $0) } : nil }
    /// The character the key types, if it types one.
    public var character: Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
    /// Whether Shift, Control, Alt or Super is held.
    public var shift: Bool { modifiers & GDK_SHIFT_MASK.rawValue != 0 }
    /// Whether Control is held.
    public var control: Bool { modifiers & GDK_CONTROL_MASK.rawValue != 0 }
    /// Whether Alt is held.
    public var alt: Bool { modifiers & GDK_ALT_MASK.rawValue != 0 }
    /// Whether Super is held.
    public var superKey: Bool { modifiers & GDK_SUPER_MASK.rawValue != 0 }
    /// Whether the key is itself a modifier (Shift, Control, Alt, Super, …).
    public var isModifierKey: Bool {
        guard let name = keyName else { return false }
        return ["Shift", "Control", "Alt", "Super", "Meta", "Hyper", "ISO_Level3", "Caps_Lock", "ISO_Level5"].contains { name.hasPrefix($0) }
    }

    /// The event `event` (a GdkEvent), its position in `widget`'s coordinates.
    @MainActor init(_ event: OpaquePointer, for widget: WidgetPointer) {
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS: kind = .buttonPress
        case GDK_BUTTON_RELEASE: kind = .buttonRelease
        case GDK_MOTION_NOTIFY: kind = .motion
        case GDK_KEY_PRESS: kind = .keyPress
        case GDK_KEY_RELEASE: kind = .keyRelease
        default: kind = .other
        }
        button = kind == .buttonPress || kind == .buttonRelease ? gdk_button_event_get_button(event) : 0
        keyval = kind == .keyPress || kind == .keyRelease ? gdk_key_event_get_keyval(event) : 0
        modifiers = gdk_event_get_modifier_state(event).rawValue
        time = gdk_event_get_time(event)
        var x = 0.0, y = 0.0
        // The position is in the event's surface: the widget's window, or a popover of it.
        if kind != .keyPress, kind != .keyRelease, gdk_event_get_position(event, &x, &y) != 0,
           let native = gdk_event_get_surface(event).flatMap({ gtk_native_get_for_surface($0) }) ?? gtk_widget_get_native(widget) {
            var surfaceX = 0.0, surfaceY = 0.0
            gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
            let nativeWidget: WidgetPointer = cast(native)
            position = nativeWidget.point(x - surfaceX, y - surfaceY, in: widget)
        } else {
            position = nil
        }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Calls `handler` with every input event the widget sees in `phase` (the capture phase:
    /// before its children); `handler` returns whether it handled the event (stopping it).
    /// Returns the controller, for `removeController`.
    @MainActor @discardableResult
    public func onInputEvent(phase: GtkPropagationPhase = .capture, _ handler: @escaping @MainActor (InputEvent) -> Bool) -> EventController {
        let controller = addController(.legacy, phase: phase)
        Signal.connect(controller, "event") { [self] arguments in
            guard let event = arguments.pointer(1) else { return false }
            return handler(InputEvent(OpaquePointer(event), for: self))
        }
        return controller
    }
}
