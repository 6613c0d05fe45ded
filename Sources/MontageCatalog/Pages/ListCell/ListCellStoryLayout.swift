import MontageGtk
import GtkKit

/// The frame of a ListCell story: a title, what it shows, and a surface card holding the list.
@MainActor
enum ListCellStoryLayout {
    static func page(_ title: String, _ subtitle: String, _ lists: [(caption: String?, list: WidgetPointer)]) -> WidgetPointer {
        let page = PageLayout.page(title: title, subtitle: subtitle)
        for widget in cards(lists, title: title) { PageLayout.append(widget, to: page) }
        return page
    }

    /// Each list in a surface card, under its caption where it has one; a list is named by its
    /// caption, or by `title` (a screen reader announces the list by it).
    static func cards(_ lists: [(caption: String?, list: WidgetPointer)], title: String? = nil) -> [WidgetPointer] {
        lists.flatMap { caption, list in
            if let name = caption ?? title { list.accessibleLabel(name) }
            return (caption.map { [PageLayout.groupTitle($0)] } ?? []) + [Build.vbox(classes: ["story-card"], [list])]
        }
    }
}
