import GtkKit

/// ListCells in a GtkListView, for lists of any length: GTK builds rows only for the items on
/// screen and recycles them as the list scrolls. A GtkSignalListItemFactory builds a cell's
/// content in `setup`, shows the item's ListCell in `bind` (the same `apply` as
/// `ListCellRow.update`, so the same parts are reused) and clears the row in `unbind`. Rows look
/// exactly like `ListCellRow`s (the stylesheet keys on the same classes), take keyboard focus,
/// tap on a click, Enter or Space, and let Tab reach their controls. Put `widget` in a
/// GtkScrolledWindow. The list view owns this view (see `ViewLink`).
@MainActor
public final class ListCellListView {
    /// The GtkListView (class `montage-list`), with no selection.
    public let widget: WidgetPointer
    /// The model's items, in a GtkNoSelection.
    public let model: OpaquePointer
    private let cellForItem: @MainActor (ObjectPointer) -> ListCell
    private var link: ViewLink?

    /// A list of the items of `model` (a GListModel; the list takes the reference), each shown
    /// as the ListCell `cell` makes of it.
    public init(model: OpaquePointer, cell: @escaping @MainActor (ObjectPointer) -> ListCell) {
        cellForItem = cell
        self.model = model
        let factory = ListItemFactory()
        widget = Gtk.ListView(model: ListModel(gRaw: model.gRaw).withoutSelection(), factory: factory).widget.classes(["montage-list"])
        factory.on(.setup) { item in ListCellListItem.setup(item) }
        factory.on(.bind) { [weak self] item in
            guard let self, let object = item.item(as: ObjectPointer.self), let row = ListCellListItem.of(item) else { return }
            row.boundObject = object
            row.show(self.cellForItem(object))
            self.boundItems[ObjectIdentifier(row)] = WeakBox(row)
        }
        factory.on(.unbind) { [weak self] item in
            guard let row = ListCellListItem.of(item) else { return }
            row.clear()
            row.boundObject = nil
            self?.boundItems[ObjectIdentifier(row)] = nil
        }
        link = ViewLink(self, to: widget)
    }

    /// A list of `strings` (a GtkStringList), each shown as the ListCell `cell` makes of it.
    public convenience init(strings: [String], cell: @escaping @MainActor (String) -> ListCell) {
        self.init(model: cast(ListModel.strings(strings))) { object in
            cell(StringObject(gRaw: object.gRaw).string ?? "")
        }
    }

    /// A list of `count` items, the cell at each position made by `cell` when GTK shows it:
    /// nothing is built per item up front (a model of items made on demand). A long list grows
    /// to `count` as `setCount` grows it, so its first frame builds a screen of rows, not
    /// GTK's ~200: `count` is its items so far.
    public convenience init(count: Int, cell: @escaping @MainActor (Int) -> ListCell) {
        self.init(model: cast(IndexModel(count: 0))) { item in
            cell(IndexItem(gRaw: item.gRaw).index)
        }
        countModel = true
        setCount(count)
    }

    private var countModel = false

    /// Changes the number of items of a list made with `init(count:cell:)`: only the tail
    /// changes (positions that stay keep their rows, bound as they were). GTK builds a row for
    /// each new position it keeps bound (up to ~200), so a list that grows by more than 20 rows
    /// grows 20 (about a screen), which the next frame shows alone, then 40 a frame until GTK
    /// builds no more, then to `count`: no frame builds 200 rows.
    /// After the data behind the positions changed, `reloadShownRows` shows each bound row again.
    public func setCount(_ count: Int) {
        guard countModel else { return }
        let indices = IndexModel(gRaw: model.gRaw)
        targetCount = max(0, count)
        if growing != 0 { FrameTicks.remove(widget, growing); growing = 0 }
        let step = Self.growthPerFrame
        guard targetCount > self.count + Self.firstGrowth else {
            indices.count = targetCount
            return
        }
        indices.count = self.count + Self.firstGrowth
        var painted = false  // the first frame lays out and paints the first growth alone
        growing = FrameTicks.add(widget) { [weak self] _ in
            guard let self else { return false }
            guard painted else {
                painted = true
                return true
            }
            // GTK bound every position so far: it may build more rows; else the rest are free.
            let next = boundItems.count >= self.count ? min(targetCount, self.count + step) : targetCount
            indices.count = next
            if next == targetCount { growing = 0 }
            return next != targetCount
        }
    }
    private static let firstGrowth = 20
    private static let growthPerFrame = 40
    private var targetCount = 0
    private var growing: UInt32 = 0

    /// Shows every bound row's cell again, in place (same widgets, focus kept), for when the
    /// items behind the positions changed (a new search result, say). The rows on screen change
    /// at once; the others GTK keeps bound off screen change when they come on screen, so a
    /// change costs the frame only what it shows, and no frames after it.
    public func reloadShownRows() {
        for row in boundItems.values.compactMap(\.value) {
            // GtkListView keeps ~200 rows bound; only those it shows are child-visible.
            if let container = row.container, container.isChildVisible {
                reload(row)
            } else {
                row.showWhenMapped { [weak self, weak row] in
                    guard let self, let object = row?.boundObject else { return nil }
                    return self.cellForItem(object)
                }
            }
        }
    }

    private func reload(_ row: ListCellListItem) {
        guard let object = row.boundObject else { return }
        row.show(cellForItem(object))
    }

    /// The rows bound now, by identity (weak: GTK owns them).
    private var boundItems: [ObjectIdentifier: WeakBox<ListCellListItem>] = [:]

    /// The number of items.
    public var count: Int { ListModel(gRaw: model.gRaw).count }

    /// The cell shown for the item at `position` (nil past the end).
    public func cell(at position: Int) -> ListCell? {
        ListModel(gRaw: model.gRaw).withItem(at: position) { cellForItem($0) }
    }
}

/// One recycled row of a `ListCellListView`: the content built in `setup`, shown and cleared as
/// GTK binds items to it. The GtkListItem owns it; its container (the list's row widget) gets
/// the cell's classes and interaction.
@MainActor
final class ListCellListItem {
    let content = ListCellContent()
    private let listItem: WeakObject<ListItem>
    private(set) var container: WidgetPointer?
    private var interaction: ListCellInteraction?
    private var focusTracking: [SignalConnection] = []
    private(set) var cell: ListCell?
    /// The item bound now (the GtkListItem holds it).
    var boundObject: ObjectPointer?
    private static let key = "montage-list-cell-item"

    private init(_ listItem: ListItem) {
        self.listItem = WeakObject(listItem)
    }

    static func setup(_ listItem: ListItem) {
        let item = ListCellListItem(listItem)
        Retention.attach(item, to: listItem, key: key)
        // The element takes the row's keyboard focus (GTK 4.8 focuses a list row's first
        // focusable child before the row), so Tab goes on from it into the cell's controls.
        listItem.child = item.content.element
        item.content.element.isFocusable = true
    }

    static func of(_ listItem: ListItem) -> ListCellListItem? {
        Retention.owner(of: listItem, key: key) as? ListCellListItem
    }

    /// Shows the cell `pending` makes when this row is next mapped (comes on screen); a bind or
    /// `show` before that drops it.
    func showWhenMapped(_ pending: @escaping @MainActor () -> ListCell?) {
        pendingCell = pending
    }
    private var pendingCell: (@MainActor () -> ListCell?)?
    private var mapping: SignalConnection?

    /// Shows `cell` on this row.
    func show(_ cell: ListCell) {
        pendingCell = nil
        self.cell = cell
        content.apply(cell)
        guard let container = content.element.parent else { return }
        if self.container != container {
            self.container = container
            mapping?.disconnect()
            // A row GtkListView brings on screen is mapped in its allocation; showing it then
            // queues one more layout pass of the same frame.
            mapping = Signal.connect(container, "map") { [weak self] in
                guard let self, let pending = pendingCell else { return }
                pendingCell = nil
                if let cell = pending() { show(cell) }
            }
            interaction = ListCellInteraction(widget: container, keyPhase: .capture,
                                              focusTarget: { [weak self] in self?.content.element }) { [weak self] in self?.cell }
            trackFocus()
        }
        ListCellContainer.decorate(container, with: cell)
        interaction?.refresh()
        refreshFocusClass()
    }

    /// Takes the cell off this row (it keeps its parts for the next item).
    func clear() {
        cell = nil
        pendingCell = nil
        if let container { ListCellContainer.clear(container) }
    }

    /// The row shows its keyboard focus like a GtkListBoxRow does (`focus-visible` class on the
    /// container while the element has the focus and the window shows keyboard focus).
    private func trackFocus() {
        for connection in focusTracking { connection.disconnect() }
        focusTracking = [
            Signal.connect(content.element, "notify::has-focus") { [weak self] in self?.refreshFocusClass() },
        ]
        if let root = content.element.root {
            focusTracking.append(Signal.connect(root, "notify::focus-visible") { [weak self] in self?.refreshFocusClass() })
        }
    }

    private func refreshFocusClass() {
        guard let container else { return }
        let visible = content.element.hasFocus && container.root.map { Gtk.Window($0).isFocusVisible } == true
        WidgetStyling.toggleClass(container, "focus-visible", visible)
    }
}

/// A weak reference to a Swift object.
final class WeakBox<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
