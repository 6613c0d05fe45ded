import MontageGtk
import GtkKit

/// Seed 004's reordering: drag a row by its handle (or anywhere on it) to another place, a line
/// showing where it will land, or move the focused row with Alt+Up and Alt+Down. The order is
/// `ReorderableList`'s.
@MainActor
enum ReorderStory {
    static let items = ["출근 준비", "메일 확인", "디자인 리뷰", "점심 약속", "코드 리뷰", "운동"]

    static let story = Story.listBehavior(id: "behavior-reorder", title: tr("Reordering"), width: 520,
                                          subtitle: tr("Drag a row to its new place, or move the focused row with Alt+Up and Alt+Down.")) { events in
        [(nil, ReorderScreen(items: items, events: events).widget)]
    }
}

/// Items in an order people change.
@MainActor
final class ReorderableList {
    /// The items, in order.
    private(set) var items: [String]
    init(_ items: [String]) { self.items = items }

    /// Moves the item at `from` to `to` (both clamped); returns whether anything moved.
    @discardableResult
    func move(from: Int, to: Int) -> Bool {
        guard items.indices.contains(from) else { return false }
        let target = min(max(to, 0), items.count - 1)
        guard target != from else { return false }
        items.insert(items.remove(at: from), at: target)
        return true
    }
}

/// The reorderable ListCells: a drag source on each row, a drop target on the list that draws
/// the insertion line where the row will land, Alt+arrows.
@MainActor
final class ReorderScreen {
    let model: ReorderableList
    let list = ListCellList([])
    /// The list, with the drag source around it.
    let widget: WidgetPointer

    /// Where the screen's callbacks are reported.
    private let events: StoryEvents

    init(items: [String], events: StoryEvents = .unheard()) {
        self.events = events
        model = ReorderableList(items)
        list.widget.classes(["reorder-list"])
        list.widget.accessibleLabel("순서를 바꿀 수 있는 목록 (Alt+위/아래)")
        widget = Build.vbox([list.widget]).named(ListBehaviorsPart.reorder)
        for (index, item) in model.items.enumerated() {
            list.append(cell(item)).widget.named(ListBehaviorsPart.item(index))
        }
        installDrag()
        installDrop()
        installKeys()
        Retention.attach(self, to: widget)
    }

    private func cell(_ item: String) -> ListCell {
        ListCell(label: item).trailingResources([.icon(.dragHandle)])
    }

    /// Shows the model's order on the same rows (focus stays on a row, not on an item).
    private func refresh() {
        for (index, item) in model.items.enumerated() { list.rows[index].update(cell(item)) }
    }

    private func index(of row: WidgetPointer) -> Int? { list.rows.firstIndex { $0.widget == row } }

    /// A drag starting on a row carries the row's place as text (rows keep their places; their
    /// cells move) and shows the row under the pointer. The source sits on `widget`, around the
    /// list, in the capture phase: the cells claim their presses (pressed feedback), which would
    /// cancel a source on the rows themselves.
    private func installDrag() {
        let press = widget.addController(.click(), phase: .capture)
        let source = widget.addDragSource(actions: .move, phase: .capture)
        Signal.connect(press, "pressed") { [weak self] args in
            guard let self, let row = Gtk.ListBox(self.list.widget).row(atY: Int32(args.double(3))),
                  let index = self.index(of: row.widget) else { return nil }
            source.setString(String(index))
            self.dragged = row.widget
            return nil
        }
        Signal.connect(source, "drag-begin") { [weak self] in
            guard let row = self?.dragged else { return }
            source.setIcon(showing: row, x: 24, y: 24)
        }
    }
    private var dragged: WidgetPointer?

    /// The gap a drop at `y` (list coordinates) puts the row in: before the row under the
    /// pointer over its upper half, after it over its lower half (0…count).
    private func gap(at y: Double) -> Int? {
        guard let row = Gtk.ListBox(list.widget).row(atY: Int32(y)), let index = index(of: row.widget) else { return nil }
        guard let bounds = row.widget.bounds(in: list.widget) else { return index }
        return y < bounds.midY ? index : index + 1
    }

    /// Where the item at `from` goes when dropped in `gap` (nil: where it is).
    private static func destination(from: Int, gap: Int) -> Int? {
        let to = gap > from ? gap - 1 : gap
        return to == from ? nil : to
    }

    /// The insertion line: over the row after `gap`, or under the last row (nil: none).
    private func showLine(at gap: Int?) {
        for (index, row) in list.rows.enumerated() {
            let above = gap == index, below = gap == list.rows.count && index == list.rows.count - 1
            if above { row.widget.classes(["drop-above"]) } else { row.widget.removeClasses(["drop-above"]) }
            if below { row.widget.classes(["drop-below"]) } else { row.widget.removeClasses(["drop-below"]) }
        }
    }

    /// While a row is dragged over the list, the line shows where it will land (none where it
    /// would stay; a GtkDropControllerMotion follows the drag, the drop target only takes the
    /// drop); a drop moves it there.
    private func installDrop() {
        let motion = list.widget.addController(.dropMotion)
        Signal.connect(motion, "motion") { [weak self] args in
            guard let self else { return nil }
            let from = self.dragged.flatMap { self.index(of: $0) }
            let gap = self.gap(at: args.double(2))
            self.showLine(at: from.flatMap { from in gap.flatMap { Self.destination(from: from, gap: $0) != nil ? $0 : nil } })
            return nil
        }
        Signal.connect(motion, "leave") { [weak self] in self?.showLine(at: nil) }
        list.widget.addStringDropTarget(actions: .move) { [weak self] text, _, y in
            guard let self else { return false }
            self.showLine(at: nil)
            guard let from = Int(text), let gap = self.gap(at: y), let to = Self.destination(from: from, gap: gap),
                  self.model.move(from: from, to: to) else { return false }
            self.refresh()
            events.record("reorder drop", value: "\(from) → \(to)")
            return true
        }
    }

    /// Alt+Up and Alt+Down move the focused row one place, the focus going with it.
    private func installKeys() {
        KeyPress.handle(on: list.widget) { [weak self] press in
            guard let self, press.matches(Key.up, Key.down, modifiers: Modifier.alt),
                  let focus = self.list.widget.focusInRoot,
                  let from = self.list.index(ofRowContaining: focus) else { return false }
            let to = from + (press.key == Key.up ? -1 : 1)
            guard self.model.move(from: from, to: to) else { return true }
            self.refresh()
            self.list.rows[to].widget.grabFocus()
            events.record("reorder key", value: "\(from) → \(to)")
            return true
        }
    }
}
