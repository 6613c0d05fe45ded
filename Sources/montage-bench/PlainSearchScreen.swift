import CGtk
import CGtkKit
import MontageCatalog
import MontageGallery
import GtkKit
import MontageGallery

/// The search bench's baseline: the same search of the same 100,000 names as `SearchScreen`
/// (the same index, a slice now and the rest between frames, the bound rows shown again for a
/// new query, the list grown as `ListCellListView.setCount` grows it: 20 rows now, then 40 a
/// frame while GTK builds rows) in a plain GtkEntry over a GtkListView of plain GtkLabel rows.
@MainActor
final class PlainSearchScreen {
    /// The screen: the entry, the match count and the list.
    let widget: WidgetPointer
    /// The search entry.
    let entry: WidgetPointer
    /// The names and the current search.
    let index = SearchIndex(.sample)
    private let model: OpaquePointer
    private let count: WidgetPointer
    /// The label of each bound list item, by its item.
    private var bound: [OpaquePointer: WidgetPointer] = [:]
    private var stepping: UInt32 = 0
    private let list: WidgetPointer
    private var shown = 0
    private var growing: UInt32 = 0

    init() {
        model = gtkkit_index_model_new(0)!
        let factory = gtk_signal_list_item_factory_new()!
        entry = gtk_entry_new()!
        count = gtk_label_new("")!
        Gtk.Label(count).xalign = 0
        list = gtk_list_view_new(cast(gtk_no_selection_new(model)!), factory)!
        let scroller = gtk_scrolled_window_new()!
        Gtk.ScrolledWindow(scroller).child = list
        widget = Build.vbox(spacing: 8, [entry, count, scroller.expand(vertical: true)])
        Signal.connect(factory, "setup") { args in
            let label = gtk_label_new("")!
            Gtk.Label(label).xalign = 0
            gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
            gtk_widget_set_margin_top(label, 16)
            gtk_widget_set_margin_bottom(label, 16)
            gtk_list_item_set_child(OpaquePointer(args.pointer(1)!), label)
            return nil
        }
        Signal.connect(factory, "bind") { [weak self] args in
            guard let self else { return nil }
            let item = OpaquePointer(args.pointer(1)!)
            let label = gtk_list_item_get_child(item)!
            bound[item] = label
            show(label, item)
            return nil
        }
        Signal.connect(factory, "unbind") { [weak self] args in
            self?.bound[OpaquePointer(args.pointer(1)!)] = nil
            return nil
        }
        Signal.connect(entry, "changed") { [weak self] in
            guard let self else { return }
            search(String(cString: gtk_editable_get_text(cast(entry))))
        }
        search("")
    }

    private func show(_ label: WidgetPointer, _ item: OpaquePointer) {
        let position = Int(gtkkit_index_item_get_index(OpaquePointer(gtk_list_item_get_item(item)!)))
        let results = index.results
        Gtk.Label(label).text = results.indices.contains(position) ? index.names[results[position]] : ""
    }

    private func search(_ text: String) {
        if stepping != 0 { MainLoop.remove(stepping); stepping = 0 }
        index.setQuery(text)
        advance(newQuery: true)
        guard !index.isComplete else { return }
        stepping = MainLoop.idle(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            guard let self else { return false }
            advance(newQuery: false)
            if index.isComplete { stepping = 0 }
            return !index.isComplete
        }
    }

    private func advance(newQuery: Bool) {
        index.step()
        setCount(index.results.count)
        if newQuery { for (item, label) in bound { show(label, item) } }
        Gtk.Label(count).text = index.isComplete ? "\(index.results.count)" : "\(index.results.count)…"
    }

    /// The list's count toward `count`: at once when it shrinks or grows by 20 or less, else
    /// 20 more now and 40 a frame while GTK binds every position, then the rest.
    private func setCount(_ count: Int) {
        if growing != 0 { FrameTicks.remove(list, growing); growing = 0 }
        func show(_ next: Int) {
            shown = next
            gtkkit_index_model_set_n_items(model, guint(next))
        }
        guard count > shown + 20 else { return show(count) }
        show(shown + 20)
        growing = FrameTicks.add(list) { [weak self] _ in
            guard let self else { return false }
            let next = bound.count >= shown ? min(count, shown + 40) : count
            show(next)
            if next == count { growing = 0 }
            return next != count
        }
    }

    /// Whether a search is still running.
    var isSearching: Bool { stepping != 0 }
}
