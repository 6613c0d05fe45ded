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
            let phase: Gtk.PropagationPhase = isListening ? .capture : .none
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

        Signal.connect(motion, "motion") { [weak self] args in
            self?.onMotion?(args.double(1), args.double(2))
            return nil
        }
        Signal.connect(motion, "leave") { [weak self] in self?.onLeave?() }
        Signal.connect(click, "pressed") { [weak self] args in
            click.claim()
            if click.currentButton == 1 {
                self?.onPrimaryPress?(args.double(2), args.double(3))
            }
            return nil
        }
        KeyPress.handle(on: window, phase: .capture) { [weak self] press in
            guard let self, self.isListening, press.matches(Key.escape) else { return false }
            return self.onEscape?() ?? false
        }
    }

    /// Where the pointer is over the overlay now, in its coordinates; nil when elsewhere.
    func pointerPosition() -> (x: Double, y: Double)? {
        guard let overlay = overlay.pointer, let (x, y) = overlay.pointerPosition,
              x >= 0, y >= 0, x < Double(overlay.width), y < Double(overlay.height) else { return nil }
        return (x, y)
    }
}
