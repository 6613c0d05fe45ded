import FoundationEssentials
import GtkKit

/// The autocompletion popup (spec §4.9): a GtkPopover 8 under the field box, as wide as it,
/// min(content, maxHeight) tall with scrolling beyond, radius 12 and a 1pt border; header,
/// sections with sticky titles, items, footer. It opens while the input is focused, not secured
/// and the source has items, and never takes focus; it closes on focus loss, Escape, zero items
/// or a click outside, and every close clears the bound data source. Up/Down move a highlight
/// over the items and Enter activates the highlighted one.
@MainActor
final class AutocompletePopover {
    private unowned let owner: TextFieldView
    private var popover: WidgetPointer?
    private var scroller: WidgetPointer?
    private var list: WidgetPointer?
    private var sticky: WidgetPointer?
    private var shown: TextField.AutoCompletionDataSource?
    private var titles: [(widget: WidgetPointer, text: String)] = []
    /// The item wrappers, in order (named `autocomplete_item_<section>_<item>`).
    private(set) var items: [WidgetPointer] = []
    /// The highlighted item's index, if any.
    private(set) var highlighted: Int?
    private var outsideClick: (window: WidgetPointer, controller: EventController)?

    init(owner: TextFieldView) {
        self.owner = owner
    }

    /// Whether the popup is showing.
    var isOpen: Bool { popover.map { ($0).isVisible } ?? false }
    /// The GtkPopover (named `autocomplete`) once made.
    var widget: WidgetPointer? { popover }

    /// Opens, rebuilds or closes after any change of focus, text, configuration or source.
    func refresh() {
        let field = owner.field
        let source = field.autoCompletionDataSource.wrappedValue
        let eligible = owner.isFocused && !field.isSecured && owner.entry.isEffectivelySensitive
        if eligible, let source, source.totalNumberOfItems > 0 {
            if shown != source || !isOpen { build(source) }
            open()
        } else if isOpen {
            close()
        }
    }

    /// Closes the popup and clears the bound data source (every close does).
    func close() {
        guard let popover else { return }
        if popover.isVisible { Gtk.Popover(popover).popdown() }
        removeOutsideClick()
        shown = nil
        highlighted = nil
        let binding = owner.field.autoCompletionDataSource
        if binding.wrappedValue != nil { binding.wrappedValue = nil }
    }

    /// Keys while open: Up/Down move the highlight, Enter activates it, Escape closes.
    func attachKeys(to entry: WidgetPointer) {
        KeyPress.handle(on: entry, phase: .capture) { [weak self] press in
            guard let self, self.isOpen else { return false }
            switch press.key {
            case Key.down, Key.keypadDown: self.moveHighlight(by: 1)
            case Key.up, Key.keypadUp: self.moveHighlight(by: -1)
            case Key.return, Key.keypadEnter, Key.isoEnter:
                guard let index = self.highlighted else { return false }
                self.activate(index)
            case Key.escape: self.close()
            default: return false
            }
            return true
        }
    }

    /// Moves the highlight `step` items (wrapping) and scrolls it into view.
    func moveHighlight(by step: Int) {
        guard !items.isEmpty else { return }
        let next = highlighted.map { ($0 + step + items.count) % items.count } ?? (step > 0 ? 0 : items.count - 1)
        if let old = highlighted { items[old].removeClasses(["highlighted"]) }
        highlighted = next
        items[next].classes(["highlighted"])
        scrollIntoView(items[next])
    }

    /// Activates item `index`: the first button in it is clicked, else the item is activated
    /// (a ListCellRow item fires its onTap).
    func activate(_ index: Int) {
        guard items.indices.contains(index), let child = items[index].firstChild else { return }
        if let button = child.descendants(where: { $0.isA(Gtk.Button.gType) }).first {
            Signal.emit(button, "clicked")
        } else {
            child.activate()
        }
    }

    // MARK: Building

    private func makePopover() -> WidgetPointer {
        let popover = Gtk.Popover().widget.named(TextFieldPart.autocomplete).classes(["autocomplete"])
        Gtk.Popover(popover).hasArrow = false
        Gtk.Popover(popover).autohides = false
        Gtk.Popover(popover).position = .bottom
        Gtk.Popover(popover).setOffset(0, 8)
        popover.canFocus = false
        popover.setParent(owner.fieldBox)
        let list = Build.vbox(spacing: 4, classes: ["autocomplete-list"])
        let scroller = Gtk.ScrolledWindow().widget
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .automatic)
        Gtk.ScrolledWindow(scroller).propagatesNaturalHeight = true
        Gtk.ScrolledWindow(scroller).child = list
        let sticky = Build.label("", classes: ["autocomplete-section-title", "typo-caption1", "weight-bold", "sticky"])
            .align(.fill, .start)
        sticky.isVisible = false
        sticky.canTarget = false
        let frame = Gtk.Overlay().widget.classes(["autocomplete-frame"])
        Gtk.Overlay(frame).child = scroller
        Gtk.Overlay(frame).addOverlay(sticky)
        frame.overflow = .hidden
        Gtk.Popover(popover).child = frame
        if let adjustment = Gtk.ScrolledWindow(scroller).vertical {
            Signal.connect(adjustment, "value-changed") { [weak self] in self?.updateSticky() }
        }
        self.scroller = scroller
        self.list = list
        self.sticky = sticky
        self.popover = popover
        return popover
    }

    private func build(_ source: TextField.AutoCompletionDataSource) {
        let popover = self.popover ?? makePopover()
        guard let list, let scroller else { return }
        for child in list.children { Gtk.Box(list).remove(child) }
        items = []
        titles = []
        highlighted = nil
        if let header = source.headerView { Gtk.Box(list).append(cast(header.make())) }
        for section in 0..<source.numberOfSections {
            let count = source.numberOfItemsInSection(section)
            guard count > 0 else { continue }
            if let title = source.sectionTitleAt?(section) {
                let label = Build.label(title, classes: ["autocomplete-section-title", "typo-caption1", "weight-bold"])
                titles.append((label, title))
                Gtk.Box(list).append(label)
            }
            for item in 0..<count {
                let cell: WidgetPointer = cast(source.cellForItemAt(IndexPath(item: item, section: section)).make())
                let wrapper = Build.hbox(classes: ["autocomplete-item"], [cell.expand(horizontal: true)])
                    .named(TextFieldPart.autocompleteItem(section: section, item: item))
                items.append(wrapper)
                Gtk.Box(list).append(wrapper)
            }
        }
        if let footer = source.footerView { Gtk.Box(list).append(cast(footer.make())) }
        Gtk.ScrolledWindow(scroller).maxContentHeight = Int32(source.maxHeight.rounded())
        shown = source
        _ = popover
        Gtk.ScrolledWindow(scroller).vertical?.value = 0
        updateSticky()
    }

    private func open() {
        guard let popover, let frame = Gtk.Popover(popover).child else { return }
        // The field box's border box (its `width` is the content box, 2 x padding less).
        let width = owner.fieldBox.bounds().map { Int32($0.width.rounded()) } ?? 0
        if width > 0 { frame.size(width: width, height: -1) }
        if !popover.isVisible {
            Gtk.Popover(popover).popup()
            installOutsideClick()
        } else {
            Gtk.Popover(popover).present()
        }
    }

    // MARK: Sticky titles and scrolling

    private func updateSticky() {
        guard let sticky, let list, let scroller, let adjustment = Gtk.ScrolledWindow(scroller).vertical else { return }
        let offset = adjustment.value
        var current: String?
        // A title sticks only once the list has scrolled past it.
        for (widget, text) in titles where offset > 0 {
            guard let rect = widget.bounds(in: list) else { continue }
            if Double(rect.y) < offset { current = text } else { break }
        }
        if let current { Gtk.Label(sticky).text = current }
        sticky.isVisible = current != nil
    }

    private func scrollIntoView(_ item: WidgetPointer) {
        guard let list, let scroller, let adjustment = Gtk.ScrolledWindow(scroller).vertical else { return }
        guard let rect = item.bounds(in: list) else { return }
        let top = Double(rect.y), bottom = top + Double(rect.height)
        let value = adjustment.value, page = adjustment.pageSize
        let titleRoom = titles.isEmpty ? 0.0 : 24
        if top - titleRoom < value {
            adjustment.value = max(0, top - titleRoom)
        } else if bottom > value + page {
            adjustment.value = bottom - page
        }
    }

    // MARK: Click outside

    private func installOutsideClick() {
        guard outsideClick == nil, let window = owner.fieldBox.root else { return }
        let click = window.addController(.click(), phase: .capture)
        Signal.connect(click, "pressed") { [weak self] in
            // Any press in the window is outside the popup (its own surface): close, and let the
            // press go on to what it landed on.
            self?.close()
        }
        outsideClick = (window, click)
    }

    private func removeOutsideClick() {
        guard let (window, controller) = outsideClick else { return }
        outsideClick = nil
        window.removeController(controller)
    }
}
