import GtkKit

/// The click gesture and key controller that deliver pointer and key events to ListCell
/// interactions: on a cell's own container, or once on a GtkListBox for all its ListCell rows
/// (a list of 1,000 rows then carries 2 controllers, not 2,000). `resolve` names the
/// interaction a press at `y` of `host` (nil for a key) belongs to.
@MainActor
enum ListCellEvents {
    typealias Resolver = @MainActor (_ y: Double?) -> ListCellInteraction?

    /// Adds the controllers to `host`.
    static func attach(to host: WidgetPointer, keyPhase: Gtk.PropagationPhase = .bubble, resolve: @escaping Resolver) {
        let click = host.addController(.click(button: 1))
        weak var pressedOn: ListCellInteraction?
        Signal.connect(click, "pressed") { args in
            let (x, y) = (args.double(2), args.double(3))
            guard let interaction = resolve(y) else { return nil }
            let (cellX, cellY) = translate(x, y, from: host, to: interaction.widget)
            guard interaction.pressed(x: cellX, y: cellY) else { return nil }
            pressedOn = interaction
            // The cell owns this click: a GtkListBox must not turn a quick second click into its
            // own double-click activation (which would cancel ours).
            click.claim()
            return nil
        }
        Signal.connect(click, "released") { args in
            guard let interaction = pressedOn else { return nil }
            let (cellX, cellY) = translate(args.double(2), args.double(3), from: host, to: interaction.widget)
            interaction.released(x: cellX, y: cellY)
            pressedOn = nil
            return nil
        }
        Signal.connect(click, "stopped") { pressedOn?.setPressed(false) }
        Signal.connect(click, "cancel") { (_: SignalArguments) -> Bool? in
            pressedOn?.armed = false
            pressedOn?.setPressed(false)
            pressedOn = nil
            return nil
        }

        KeyPress.handle(on: host, phase: keyPhase) { press in
            resolve(nil)?.keyPressed(keyval: UInt32(press.key)) ?? false
        }
    }

    /// Routes the events of `list` (a GtkListBox) to its ListCell rows, once per list: a press
    /// to the row under it, a key to the focused row. Rows with controllers of their own are
    /// left to them.
    static func share(on list: WidgetPointer) {
        guard list.data(forKey: key) == nil else { return }
        list.setData(UnsafeMutableRawPointer(bitPattern: 1), forKey: key)
        attach(to: list) { y in
            let row: ListCellRow?
            if let y {
                row = Gtk.ListBox(list).row(atY: Int32(y)).flatMap { ListCellRow.row(containing: cast($0)) }
            } else {
                row = list.root.flatMap { Gtk.Window($0).focus }.flatMap { ListCellRow.row(containing: $0) }
            }
            guard let row, let interaction = row.interaction, !interaction.hasOwnControllers,
                  row.widget.parent == list else { return nil }
            return interaction
        }
    }

    private static let key = "montage-list-cell-events"

    private static func translate(_ x: Double, _ y: Double, from host: WidgetPointer, to widget: WidgetPointer) -> (Double, Double) {
        guard host != widget else { return (x, y) }
        guard let point = host.point(x, y, in: widget) else { return (0, 0) }
        return (point.x, point.y)
    }
}
