import MontageGtk
import GtkKit

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
