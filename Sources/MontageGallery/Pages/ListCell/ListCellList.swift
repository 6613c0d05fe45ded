import MontageGtk

/// A list of ListCell rows as the gallery shows them: a GtkListBox without selection, with
/// 20px side margins for inset cells (full cells fill the list and pad themselves).
@MainActor
final class ListCellList {
    let widget: WidgetPointer
    private(set) var rows: [ListCellRow] = []

    init(_ cells: [ListCell] = [], variant: ListCell.Variant = .inset) {
        widget = gtk_list_box_new()!.classes(["montage-list"])
        gtk_list_box_set_selection_mode(cast(widget), GTK_SELECTION_NONE)
        setVariant(variant)
        for cell in cells { append(cell) }
    }

    @discardableResult
    func append(_ cell: ListCell) -> ListCellRow {
        let row = ListCellRow(cell)
        rows.append(row)
        gtk_list_box_append(cast(widget), row.widget)
        return row
    }

    /// Inset cells get the list's 20px margins; full cells reach the list's edges.
    func setVariant(_ variant: ListCell.Variant) {
        let margin: Int32 = variant == .inset ? 20 : 0
        widget.margins(start: margin, end: margin)
    }
}

/// The frame of a ListCell story: a title, what it shows, and a surface card holding the list.
@MainActor
enum ListCellStoryLayout {
    static func page(_ title: String, _ subtitle: String, _ lists: [(caption: String?, list: WidgetPointer)]) -> WidgetPointer {
        let page = PageLayout.page(title: title, subtitle: subtitle)
        for (caption, list) in lists {
            if let caption { PageLayout.append(PageLayout.groupTitle(caption), to: page) }
            PageLayout.append(Build.vbox(classes: ["story-card"], [list]), to: page)
        }
        return page
    }
}
