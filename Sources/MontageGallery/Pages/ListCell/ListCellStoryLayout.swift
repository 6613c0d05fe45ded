import MontageGtk
import GtkKit

/// The frame of a ListCell story: a title, what it shows, and a surface card holding the list.
@MainActor
enum ListCellStoryLayout {
    static func page(_ title: String, _ subtitle: String, _ lists: [(caption: String?, list: WidgetPointer)]) -> WidgetPointer {
        let page = PageLayout.page(title: title, subtitle: subtitle)
        for widget in cards(lists) { PageLayout.append(widget, to: page) }
        return page
    }

    /// Each list in a surface card, under its caption where it has one.
    static func cards(_ lists: [(caption: String?, list: WidgetPointer)]) -> [WidgetPointer] {
        lists.flatMap { caption, list in
            (caption.map { [PageLayout.groupTitle($0)] } ?? []) + [Build.vbox(classes: ["story-card"], [list])]
        }
    }
}
