import GtkKit

/// Where a page was when it is built again (a story file saved): how far it was scrolled, and
/// which widget had the focus, as the path of child indexes from the page. Restored on the new
/// page where the same place still exists (a page of the same shape gets both back).
@MainActor
struct PageMemory {
    private let scroll: Double
    private let focusPath: [Int]?

    /// What `page` (in `window`) shows now.
    init(page: WidgetPointer, window: WidgetPointer) {
        scroll = page.isA(gtk_scrolled_window_get_type()) ? gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(cast(page))) : 0
        var path: [Int] = []
        var node = Gtk.Window(window).focus
        while let current = node, current != page {
            guard let parent = gtk_widget_get_parent(current) else { node = nil; break }
            path.insert(parent.children.firstIndex(of: current) ?? 0, at: 0)
            node = parent
        }
        focusPath = node == page ? path : nil
    }

    /// Puts the focus and, once the page is laid out tall enough, the scroll position back.
    func restore(on page: WidgetPointer) {
        if let focusPath {
            var node: WidgetPointer? = page
            for index in focusPath { node = node.flatMap { $0.children.indices.contains(index) ? $0.children[index] : nil } }
            if let target = node, gtk_widget_get_focusable(target) != 0 { gtk_widget_grab_focus(target) }
        }
        guard scroll > 0, page.isA(gtk_scrolled_window_get_type()) else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(cast(page))!
        let wanted = scroll
        // Set on a frame once the new content's height is known (a value set during the
        // allocation that sizes it is lost); given up after a second of frames.
        var frames = 0
        FrameTicks.add(page) { _ in
            frames += 1
            guard gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) >= wanted else { return frames < 60 }
            gtk_adjustment_set_value(adjustment, wanted)
            return false
        }
    }
}
