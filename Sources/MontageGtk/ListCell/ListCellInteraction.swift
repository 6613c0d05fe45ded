import GtkKit

/// How a ListCell row is tapped: a primary click released inside the cell, Enter or Space
/// while the row has focus, or `activate()` on the row; each fires `onTap` once, in a
/// GtkListBox or not. A disabled row fires nothing. While the button is held the row shows
/// the pressed background (also without `onTap`, as Montage does), unless padding is 0.
/// Clicks that a control inside the row claims (checkbox, switch, button) never reach here.
@MainActor
final class ListCellInteraction {
    private let currentCell: @MainActor () -> ListCell?
    let widget: WidgetPointer
    /// A press on the cell is under way; its release taps.
    var armed = false
    private var cell: ListCell? { currentCell() }

    private let focusTarget: @MainActor () -> WidgetPointer?
    private let keyPhase: Gtk.PropagationPhase
    /// Whether the container carries its own click gesture and key controller.
    private(set) var hasOwnControllers = false

    /// Gives the container its own click gesture and key controller (once).
    func attachControllers() {
        guard !hasOwnControllers else { return }
        hasOwnControllers = true
        ListCellEvents.attach(to: widget, keyPhase: keyPhase) { [weak self] _ in self }
    }

    /// Interaction on `widget` (the cell's container) for the cell `cell` returns (nil: none).
    /// Enter and Space tap while `focusTarget` (the widget that takes the cell's keyboard focus;
    /// by default the container) has the focus; `keyPhase` is when the container hears keys
    /// (capture, to come before a GtkListView item's own key bindings).
    /// `ownControllers` false leaves pointer and key events to whoever delivers them (a
    /// GtkListBox's shared `ListCellEvents`) until `attachControllers()`.
    init(widget: WidgetPointer, keyPhase: Gtk.PropagationPhase = .bubble, ownControllers: Bool = true,
         focusTarget: (@MainActor () -> WidgetPointer?)? = nil, cell: @escaping @MainActor () -> ListCell?) {
        self.widget = widget
        self.focusTarget = focusTarget ?? { widget }
        self.keyPhase = keyPhase
        currentCell = cell
        if ownControllers { attachControllers() }
    }

    /// Re-evaluates the pressed state after a configuration change.
    func refresh() {
        if !(cell?.showsInteraction ?? false) { setPressed(false) }
    }

    /// Whether `x` (row coordinates, whose origin is the content box) is on the cell: the inset
    /// variant's 12pt outset is the row's padding and not tappable; full's side padding is.
    private func onCell(x: Double) -> Bool {
        let width = Double(widget.width)
        let reach = cell?.variant.horizontalPadding ?? 0
        return x >= -reach && x <= width + reach
    }

    func pressed(x: Double, y: Double) -> Bool {
        armed = widget.isEffectivelySensitive && onCell(x: x) && !onControl(x: x, y: y)
        setPressed(armed)
        return armed
    }

    /// Whether the point is on a control inside the cell (any button, check button, switch,
    /// editable, ... by GType: `Controls`): its click is the control's, not the cell's.
    private func onControl(x: Double, y: Double) -> Bool {
        InteractiveWidgets.control(at: x, y, in: widget) != nil
    }

    func released(x: Double, y: Double) {
        defer { armed = false }
        setPressed(false)
        let height = Double(widget.height)
        guard armed, onCell(x: x), y >= 0, y <= height else { return }
        if widget.focusesOnClick && widget.isFocusable { widget.grabFocus() }
        fire()
    }

    func keyPressed(keyval: UInt32) -> Bool {
        switch Int32(keyval) {
        case Key.return, Key.keypadEnter, Key.isoEnter, Key.space, Key.keypadSpace:
            guard let root = widget.root, let focus = Gtk.Window(root).focus else { return false }
            if focus == focusTarget() {
                fire()
                return true
            }
            // Keys heard before the container's own bindings (a GtkListView item selects on
            // Space and activates on Enter, eating the keys) go to a focused control inside the
            // cell as the window would give them: an activation.
            if keyPhase == .capture, focus.isDescendant(of: widget), InteractiveWidgets.isControl(focus),
               !focus.isA(Gtk.Editable.gType) {
                focus.activate()
                return true
            }
            return false
        default:
            return false
        }
    }

    /// Taps the cell (its onTap), unless the container is insensitive.
    func fire() {
        guard widget.isEffectivelySensitive else { return }
        cell?.onTap?()
    }

    func setPressed(_ on: Bool) {
        let show = on && (cell?.showsInteraction ?? false)
        WidgetStyling.toggleClass(widget, "pressed", show)
    }
}
