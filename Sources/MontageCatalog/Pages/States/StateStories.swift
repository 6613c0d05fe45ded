import MontageGtk
import GtkKit

/// Interaction states side by side, each component frozen in its state so a capture shows it
/// (like TextField › States): ListCell normal, hover, pressed, focused, selected and disabled;
/// buttons, checkbox, radio and switch normal, hover, pressed, focused and disabled.
@MainActor
enum StateStories {
    /// The ListCell state matrix.
    static let listCell = Story(id: "listcell-states", title: tr("States"), section: ListCellExamples.section, preferredSize: (480, -1)) { events in
        // The states by their names in the spec (not translated).
        let states = ["normal", "hover", "pressed", "focused", "selected", "disabled"]
        let list = ListCellList(states.map { state in
            ListCell(label: state, onTap: events.action("onTap")).description(description(state)).chevron()
                .selected(state == "selected").disabled(state == "disabled")
        })
        for (state, row) in zip(states, list.rows) {
            switch state {
            case "hover": Frozen.hold(row.widget, .hover)
            case "pressed": row.widget.classes(["pressed"])
            case "focused": row.widget.classes(["focus-visible"])
            default: break
            }
        }
        return ListCellStoryLayout.page(tr("States"), tr("Each cell frozen in one state: the interaction background per state, the focus ring, selected and disabled."),
                                        [(nil, list.widget)])
    }

    private static func description(_ state: String) -> String {
        switch state {
        case "hover": tr("hover: 0.05 × 0.75 (tappable cells only)")
        case "pressed": "pressed: 0.09"
        case "focused": tr("focused: 0.08 and the focus ring")
        case "selected": tr("selected(true): bold label and the check")
        case "disabled": tr("disabled(): no tap, disabled colors")
        default: tr("at rest")
        }
    }

    /// The columns of the controls matrix and the GTK state each freezes.
    private static let columns: [(title: String, flags: Gtk.StateFlags?)] = [
        ("normal", nil), ("hover", .hover), ("pressed", .active),
        ("focused", Gtk.StateFlags.focused.union(.focusVisible)), ("disabled", nil),
    ]

    /// The rows of the controls matrix: the widgets' name, a title and a way to make the control.
    private static let rows: [(name: String, title: String, make: @MainActor (StoryEvents) -> WidgetPointer)] = [
        ("button-primary", tr("Button, primary"), { events in ButtonView(Button(title: "확인", handler: events.action("button handler"))).widget }),
        ("button-assistive-outlined", tr("Button, assistive outlined"), { events in ButtonView(Button(title: "취소", color: .assistive, handler: events.action("button handler")).variant(.outlined)).widget }),
        ("textbutton", "TextButton", { events in TextButtonView(TextButton(title: "더보기", color: .assistive, handler: events.action("textButton handler"))).widget }),
        ("iconbutton", "IconButton", { events in IconButtonView(IconButton(.trash, handler: events.action("iconButton handler"))).widget }),
        ("checkbox-off", tr("Checkbox, off"), { events in CheckView(Checkbox(checked: false) { events.record("checkbox onSelect", value: "\($0)") }).widget }),
        ("checkbox-on", tr("Checkbox, on"), { events in CheckView(Checkbox(checked: true) { events.record("checkbox onSelect", value: "\($0)") }).widget }),
        ("radio-off", tr("Radio, off"), { events in CheckView(Radio(checked: false) { events.record("radio onSelect", value: "\($0)") }).widget }),
        ("radio-on", tr("Radio, on"), { events in CheckView(Radio(checked: true) { events.record("radio onSelect", value: "\($0)") }).widget }),
        ("switch-off", tr("Switch, off"), { events in SwitchView(Switch(checked: false) { events.record("switch onSelect", value: "\($0)") }).widget }),
        ("switch-on", tr("Switch, on"), { events in SwitchView(Switch(checked: true) { events.record("switch onSelect", value: "\($0)") }).widget }),
    ]

    /// The controls state matrix.
    static let controls = Story(id: "controls-states", title: tr("States"), section: tr("Controls"), preferredSize: (760, -1)) { events in
        let page = PageLayout.page(title: tr("Control states"), subtitle: tr("Buttons, checkbox, radio and switch, each frozen in one state. Montage defines pressed and disabled; hover and focus are the port's (spec §1)."))
        let grid = Gtk.Grid().widget.classes(["state-matrix"]).named(StatesPart.matrix)
        Gtk.Grid(grid).columnSpacing = 24
        Gtk.Grid(grid).rowSpacing = 16
        for (column, (title, _)) in columns.enumerated() {
            Gtk.Grid(grid).attach(Build.label(title, classes: ["typo-label2", "weight-bold", "control-heading"]), Int32(column + 1), 0, 1, 1)
        }
        for (index, row) in rows.enumerated() {
            Gtk.Grid(grid).attach(Build.label(row.title, classes: ["typo-label1", "weight-medium", "control-title"]), 0, Int32(index + 1), 1, 1)
            for (column, state) in columns.enumerated() {
                let control = row.make(events).align(.start, .center).named(StatesPart.control(row.name, state: state.title))
                if let flags = state.flags { Frozen.hold(control, flags) }
                if state.title == "disabled" { control.isSensitive = false }
                // A toggle shows no words of its own: it is named by its row and column (its
                // checked state is its own); a button keeps the name its text gives it.
                if !control.isA(Gtk.Button.gType) { control.accessibleLabel(tr("%1$s, %2$s state", row.title, state.title)) }
                Gtk.Grid(grid).attach(control, Int32(column + 1), Int32(index + 1), 1, 1)
            }
        }
        // Wider than a phone: the matrix scrolls sideways rather than squeezing the controls.
        let scroller = Gtk.ScrolledWindow().widget
        Gtk.ScrolledWindow(scroller).setPolicy(.automatic, .never)
        Gtk.ScrolledWindow(scroller).propagatesNaturalWidth = true
        Gtk.ScrolledWindow(scroller).overlayScrolling = false  // a scrollbar says there is more
        // GTK reserves no height for a scrollbar that may appear: the matrix keeps room for it.
        grid.margins(bottom: 16)
        Gtk.ScrolledWindow(scroller).child = grid
        scroller.accessibleLabel(tr("Control states"))
        PageLayout.append(scroller, to: page)
        return page
    }
}

/// A widget held in GTK states: the flags are put back whenever GTK takes them away (a pointer
/// crossing ends hover, a release ends pressed, a focus change ends focus).
@MainActor
enum Frozen {
    static func hold(_ widget: WidgetPointer, _ flags: Gtk.StateFlags) {
        widget.addStateFlags(flags)
        Signal.connect(widget, "state-flags-changed") {
            if !widget.stateFlags.contains(flags) { widget.addStateFlags(flags) }
        }
    }
}
