import CGtk
import MontageGtk
import GtkKit
import MontageCatalog

/// The inspector's input, heard only while it is on: pointer motion over the page area and its
/// leaving (a motion controller in the capture phase, which takes nothing from the page), every
/// button press there (a click gesture in the capture phase that claims the press, so the page
/// never gets it), and Escape anywhere in the window.
@MainActor
final class InspectorInput {
    /// The pointer moved to (`x`, `y`) of the overlay.
    var onMotion: (@MainActor (Double, Double) -> Void)?
    /// The pointer left the overlay.
    var onLeave: (@MainActor () -> Void)?
    /// The primary button went down at (`x`, `y`) of the overlay.
    var onPrimaryPress: (@MainActor (Double, Double) -> Void)?
    /// Escape was pressed; returns whether it was handled.
    var onEscape: (@MainActor () -> Bool)?

    private let overlay: WeakObject<WidgetPointer>
    private let motion: WeakObject<EventController>
    private let click: WeakObject<EventController>

    /// Whether the controllers listen (off: they are left out of event propagation).
    var isListening = false {
        didSet {
            let phase: GtkPropagationPhase = isListening ? .capture : .none
            for controller in [motion.pointer, click.pointer].compactMap({ $0 }) {
                controller.phase = phase
            }
        }
    }

    /// Controllers on `overlay`, and a key controller on `window` for Escape.
    init(overlay: WidgetPointer, window: WidgetPointer) {
        self.overlay = WeakObject(overlay)
        let motion = overlay.addController(.motion, phase: .none)
        self.motion = WeakObject(motion)
        let click = overlay.addController(.click(button: 0), phase: .none)  // every button: none reaches the page
        self.click = WeakObject(click)
        let keys = window.addController(.key, phase: .capture)

        Signal.connect(motion, "motion") { [weak self] args in
            self?.onMotion?(args.double(1), args.double(2))
            return nil
        }
        Signal.connect(motion, "leave") { [weak self] in self?.onLeave?() }
        Signal.connect(click, "pressed") { [weak self] args in
            gtk_gesture_set_state(cast(click), GTK_EVENT_SEQUENCE_CLAIMED)
            if gtk_gesture_single_get_current_button(cast(click)) == GDK_BUTTON_PRIMARY {
                self?.onPrimaryPress?(args.double(2), args.double(3))
            }
            return nil
        }
        Signal.connect(keys, "key-pressed") { [weak self] args in
            guard let self, self.isListening, Int32(args.uint(1)) == GDK_KEY_Escape, args.keyModifiers(3) == 0 else { return false }
            return self.onEscape?() ?? false
        }
    }

    /// Where the pointer is over the overlay now, in its coordinates; nil when elsewhere.
    func pointerPosition() -> (x: Double, y: Double)? {
        guard let overlay = overlay.pointer, let native = gtk_widget_get_native(overlay), let surface = gtk_native_get_surface(native),
              let seat = gdk_display_get_default_seat(gtk_widget_get_display(overlay)), let device = gdk_seat_get_pointer(seat) else { return nil }
        var x = 0.0, y = 0.0
        guard gdk_surface_get_device_position(surface, device, &x, &y, nil) != 0 else { return nil }
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(native, &dx, &dy)
        var ox = 0.0, oy = 0.0
        let root: WidgetPointer = cast(native)
        guard gtk_widget_translate_coordinates(root, overlay, x - dx, y - dy, &ox, &oy) != 0,
              ox >= 0, oy >= 0, ox < Double(overlay.width), oy < Double(overlay.height) else { return nil }
        return (ox, oy)
    }
}
