import MontageGtk
import GtkKit

/// The delivery list of seed 001 as a screen: a search field that filters and highlights, the
/// deliveries as ListCells, each row sliding open to a red delete action (one open at a time;
/// Escape or a click elsewhere closes it), a click focusing its row, the Delete key and a
/// context menu deleting too, a toast that undoes (Ctrl+Z too, last deletion first; F6 reaches
/// it), and an empty state when nothing is left or nothing matches. The state lives in
/// `DeliveryList`.
@MainActor
final class DeliveriesScreen {
    /// The screen (an overlay holding the toast over the content).
    let widget: WidgetPointer
    /// The model the screen shows.
    let model: DeliveryList
    /// The list of rows (named `delivery-list`).
    let list: WidgetPointer
    /// The search field.
    private(set) var search: TextFieldView!
    /// The undo toast.
    let toast = Toast()
    private let emptyLabel: WidgetPointer
    private let content: WidgetPointer
    private var rows: [String: (row: WidgetPointer, cell: ListCellRow, swipe: SwipeReveal)] = [:]
    private let loadProblem: String?

    /// Where the screen's callbacks are reported.
    private let events: StoryEvents

    /// A screen over the deliveries of `path` (the shipped sample list by default).
    init(path: String = Delivery.samplePath, events: StoryEvents = .unheard()) {
        self.events = events
        let (deliveries, problem) = Delivery.load(from: path)
        loadProblem = problem
        if let problem { StandardError.write("montage-gallery: " + tr("warning: deliveries: %s", problem)) }
        model = DeliveryList(deliveries)
        list = Gtk.ListBox().widget.classes(["montage-list", "delivery-list"]).named(DeliveriesPart.list)
        list.accessibleLabel(tr("Deliveries"))
        Gtk.ListBox(list).selectionMode = .none
        list.accessibleLabel("배송 목록")
        emptyLabel = Build.paragraph("", classes: ["typo-body2", "weight-regular", "delivery-empty"]).named(DeliveriesPart.empty)
        Gtk.Label(emptyLabel).justify = .center
        let empty = Build.vbox(spacing: 8, classes: ["delivery-empty-state"], [
            IconView.make(.package, size: 36, color: .semantic(.foregroundNeutralQuaternary)), emptyLabel,
        ])
        Gtk.ListBox(list).setPlaceholder(empty)
        let title = Build.label("배송 목록", classes: ["typo-title2", "weight-bold", "delivery-title"])
        // The list scrolls inside the screen, so the toast stays at the screen's bottom.
        let scroller = Gtk.ScrolledWindow().widget.expand(vertical: true).named(DeliveriesPart.scroller)
        scroller.accessibleLabel(tr("Deliveries"))
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        Gtk.ScrolledWindow(scroller).child = list
        content = Build.vbox(spacing: 12, classes: ["delivery-screen"], [title, scroller])
        widget = Gtk.Overlay().widget.named(DeliveriesPart.screen)
        Gtk.Overlay(widget).child = content
        Gtk.Overlay(widget).addOverlay(toast.widget)
        Retention.attach(self, to: widget)

        let query = Binding<String>(get: { [weak self] in self?.model.query ?? "" }, set: { [weak self] in self?.filter($0) })
        search = TextFieldView(TextField(text: query).icon(.search).placeholder("검색").size(.medium))
        search.widget.classes(["delivery-search"])
        Gtk.Box(content).insertChild(search.widget, after: title)
        for delivery in model.deliveries { Gtk.ListBox(list).append(makeRow(delivery)) }
        installKeys()
        installMenu()
        installClickElsewhere()
        toast.onUndo = { [weak self] in self?.undo() ?? false }
        toast.installKeys(on: widget)
        refreshEmptyState()
    }

    /// The ListCell of a delivery, highlighting `query`; a tap focuses its row (so Delete then
    /// deletes it, as after reaching it with the keyboard).
    func cell(_ delivery: Delivery, query: String) -> ListCell {
        let done = delivery.state == "배송완료"
        return ListCell(label: delivery.packageName, onTap: { [weak self] in
            if let row = self?.rows[delivery.id]?.row { row.grabFocus() }
            self?.events.record("delivery onTap", value: delivery.packageName)
        })
            .description("\(delivery.carrier) \(delivery.trackingNumber)")
            .leadingResources([.largeIcon(done ? .circleCheckFill : .truck, tintColor: .semantic(done ? .foregroundPositivePrimary : .foregroundBrandPrimary))])
            .extraResources([.contentBadge(done ? .outlined : .solid, title: delivery.state), .text(delivery.arrival)])
            .variant(.full)
            .chevron()
            .highlight(query)
    }

    // MARK: Rows

    private func makeRow(_ delivery: Delivery) -> WidgetPointer {
        let cell = ListCellRow(self.cell(delivery, query: model.query))
        let action = deleteAction(for: delivery)
        let swipe = SwipeReveal(content: cell.widget, action: action)
        let row = Gtk.ListBoxRow().widget.named(DeliveriesPart.delivery(delivery.id)).classes(["delivery-row"])
        Gtk.ListBoxRow(row).child = swipe.widget
        row.accessibleLabel("\(delivery.packageName), \(delivery.state), \(delivery.arrival)")
        swipe.onOpenChanged = { [weak self] open in self?.opened(delivery.id, open) }
        rows[delivery.id] = (row, cell, swipe)
        return row
    }

    private func deleteAction(for delivery: Delivery) -> WidgetPointer {
        let button = Gtk.Button().widget.classes(["swipe-delete"]).named(DeliveriesPart.delete(delivery.id))
        Gtk.Button(button).child = Build.hbox(spacing: 6, [
            Build.label("삭제하기", classes: ["typo-body2", "weight-bold"]),
            IconView.make(.trash, size: 20, color: .semantic(.staticWhite)),
        ]).align(.center, .center)
        button.accessibleLabel("\(delivery.packageName) 삭제하기")
        Signal.connect(button, "clicked") { [weak self] in self?.delete(delivery.id) }
        return button
    }

    /// One row open at a time: opening one closes the one open before. A row opening takes the
    /// focus (so Escape reaches the screen and closes it, wherever the focus was); a row closing
    /// with the focus on its action gives the focus to the row.
    private func opened(_ id: String, _ open: Bool) {
        if open {
            if let previous = model.open(id) { rows[previous]?.swipe.setOpen(false) }
            if let row = rows[id]?.row, row.root != nil { row.grabFocus() }
        } else {
            if model.openID == id { model.open(nil) }
            if let entry = rows[id], let focus = focusedWidget(), focus.isDescendant(of: entry.swipe.action) || focus == entry.swipe.action {
                entry.row.grabFocus()
            }
        }
    }

    // MARK: Changes

    /// Shows the deliveries matching `query`, the match highlighted in each.
    func filter(_ query: String) {
        model.query = query
        for delivery in model.deliveries {
            guard let entry = rows[delivery.id] else { continue }
            let shown = delivery.matches(query)
            entry.row.isVisible = shown
            if shown { entry.cell.update(cell(delivery, query: query)) }
            if !shown { entry.swipe.setOpen(false, animated: false) }
        }
        refreshEmptyState()
    }

    /// Deletes `id`: its row goes, the toast offers to undo.
    func delete(_ id: String) {
        guard let removal = model.delete(id), let entry = rows.removeValue(forKey: id) else { return }
        let next = entry.row.nextSibling
        let hadFocus = focusedRow() == entry.row
        Gtk.ListBox(list).remove(entry.row)
        if hadFocus, let next { next.grabFocus() }
        events.record("delivery delete", value: removal.delivery.packageName)
        toast.show("‘\(removal.delivery.packageName)’ 배송을 삭제했어요")
        refreshEmptyState()
    }

    /// Puts the last deleted delivery back in its place (a focus in the toast goes to it);
    /// returns whether there was one.
    @discardableResult
    func undo() -> Bool {
        guard let removal = model.undo() else { return false }
        let row = makeRow(removal.delivery)
        Gtk.ListBox(list).insert(row, at: Int32(removal.index))
        let shown = removal.delivery.matches(model.query)
        row.isVisible = shown
        if toast.hasFocus && shown { row.grabFocus() }
        toast.hide()
        events.record("delivery undo", value: removal.delivery.packageName)
        refreshEmptyState()
        return true
    }

    private func refreshEmptyState() {
        let text: String
        if let loadProblem, model.deliveries.isEmpty {
            text = "배송 목록을 불러오지 못했어요.\n\(loadProblem)"
        } else if model.deliveries.isEmpty {
            text = "배송 중인 택배가 없어요."
        } else {
            text = "‘\(model.query)’와 일치하는 배송이 없어요."
        }
        Gtk.Label(emptyLabel).text = text
    }

    /// The row of `id` (for tests).
    func row(_ id: String) -> WidgetPointer? { rows[id]?.row }
    /// The swipe of `id`'s row (for tests).
    func swipe(_ id: String) -> SwipeReveal? { rows[id]?.swipe }

    // MARK: Keyboard and context menu

    private func deliveryID(of row: WidgetPointer?) -> String? {
        guard let row else { return nil }
        return rows.first { $0.value.row == row }?.key
    }

    private func focusedWidget() -> WidgetPointer? {
        list.focusInRoot
    }

    private func focusedRow() -> WidgetPointer? {
        guard let focus = focusedWidget() else { return nil }
        var current: WidgetPointer? = focus
        while let widget = current, widget != list {
            if widget.parent == list { return widget }
            current = widget.parent
        }
        return nil
    }

    /// Delete removes the focused row; Menu or Shift+F10 opens the focused row's menu; Escape,
    /// anywhere on the screen, closes an open row.
    private func installKeys() {
        KeyPress.handle(on: list) { [weak self] press in
            guard let self else { return false }
            switch (press.key, press.modifiers) {
            case (Key.delete, 0), (Key.keypadDelete, 0):
                guard let id = self.deliveryID(of: self.focusedRow()) else { return false }
                self.delete(id)
                return true
            case (Key.menu, 0), (Key.f10, Modifier.shift):
                guard let row = self.focusedRow() else { return false }
                self.showMenu(for: row, at: nil)
                return true
            default:
                return false
            }
        }
        KeyPress.handle(on: widget) { [weak self] press in
            guard let self, press.matches(Key.escape), let id = self.model.openID else { return false }
            self.rows[id]?.swipe.setOpen(false)
            return true
        }
        Signal.connect(list, "row-activated") { [weak self] args in
            guard let self, let row = args.pointer(1), let id = self.deliveryID(of: WidgetPointer(gRaw: row)),
                  let delivery = self.model.deliveries.first(where: { $0.id == id }) else { return nil }
            events.record("delivery onTap", value: delivery.packageName)
            return nil
        }
    }

    /// A press anywhere on the screen but on the open row closes that row (its own content and
    /// action are the row's: a click there closes it, or deletes); the press goes on to what it
    /// was for.
    private func installClickElsewhere() {
        let click = widget.addController(.click(button: 0), phase: .capture)
        Signal.connect(click, "pressed") { [weak self] args in
            guard let self, let id = self.model.openID, let swipe = self.rows[id]?.swipe else { return nil }
            let onRow = swipe.widget.bounds(in: self.widget)?.contains(args.double(2), args.double(3)) ?? false
            if !onRow { swipe.setOpen(false) }
            return nil
        }
    }

    /// A right click (or a long press) opens the row's menu.
    private func installMenu() {
        let click = list.addController(.click(button: 3))
        Signal.connect(click, "pressed") { [weak self] args in
            guard let self, let row = Gtk.ListBox(self.list).row(atY: Int32(args.double(3))) else { return nil }
            let point = self.list.point(args.double(2), args.double(3), in: row.widget) ?? (0, 0)
            self.showMenu(for: row.widget, at: (Int32(point.x), Int32(point.y)))
            return nil
        }
        let press = list.addController(.longPress(touchOnly: true))
        Signal.connect(press, "pressed") { [weak self] args in
            guard let self, let row = Gtk.ListBox(self.list).row(atY: Int32(args.double(2))) else { return nil }
            self.showMenu(for: row.widget, at: nil)
            return nil
        }
    }

    /// The rows' menu: one popover, pointed at the row it is opened for.
    private lazy var menu: (popover: WidgetPointer, delete: WidgetPointer) = {
        let delete = Gtk.Button(label: "삭제하기").widget.classes(["flat", "delivery-menu-item"]).named(DeliveriesPart.menuDelete)
        let popover = Gtk.Popover().widget.classes(["menu", "delivery-menu"]).named(DeliveriesPart.menu)
        Gtk.Popover(popover).child = Build.vbox([delete])
        Gtk.Popover(popover).hasArrow = false
        popover.setParent(content)
        // Closed (Escape, a click away, or its item), the menu gives the focus back to its row.
        Signal.connect(popover, "closed") { [weak self] in
            guard let self, let id = self.menuTarget, let row = self.rows[id]?.row else { return }
            row.grabFocus()
        }
        Signal.connect(delete, "clicked") { [weak self] in
            guard let self else { return }
            Gtk.Popover(popover).popdown()
            if let id = self.menuTarget { self.delete(id) }
        }
        return (popover, delete)
    }()
    private var menuTarget: String?

    /// Opens the menu of `row` at `point` in the row (nil: under the row's middle).
    private func showMenu(for row: WidgetPointer, at point: (Int32, Int32)?) {
        guard let id = deliveryID(of: row) else { return }
        menuTarget = id
        guard let bounds = row.bounds(in: content) else { return }
        let x = Int32(bounds.x) + (point?.0 ?? Int32(bounds.width / 2))
        let y = Int32(bounds.y) + (point?.1 ?? Int32(bounds.height / 2))
        Gtk.Popover(menu.popover).point(atX: x, y: y)
        Gtk.Popover(menu.popover).popup()
        menu.delete.grabFocus()
    }
}
