import MontageGtk
import GtkKit

extension Story {
    /// A scenario's story: its page is `title` (or `pageTitle`) over `subtitle`, then each widget
    /// `content` builds (reporting to the story's events), in order; `stylesheet` (a name and its rules) is registered first, once.
    static func scenario(id: String, title: String, pageTitle: String? = nil, section: String = tr("Scenarios"), width: Int32,
                         stylesheet: (name: String, rules: String)? = nil, subtitle: String, file: String = #filePath, line: Int = #line,
                         content: @escaping @MainActor @Sendable (StoryEvents) -> [WidgetPointer]) -> Story {
        Story(id: id, title: title, section: section, preferredSize: (width, -1), file: file, line: line) { events in
            if let stylesheet { Theme.register(stylesheet: stylesheet.rules, named: stylesheet.name) }
            let page = PageLayout.page(title: pageTitle ?? title, subtitle: subtitle)
            for widget in content(events) { PageLayout.append(widget, to: page) }
            return page
        }
    }

    /// A list-behavior story (section "Lists and tables", the list-behavior rules): `title` over
    /// `subtitle`, then each list in a surface card under its caption (see `ListCellStoryLayout`).
    static func listBehavior(id: String, title: String, width: Int32, subtitle: String, file: String = #filePath, line: Int = #line,
                             lists: @escaping @MainActor @Sendable (StoryEvents) -> [(caption: String?, list: WidgetPointer)]) -> Story {
        scenario(id: id, title: title, section: tr("Lists and tables"), width: width,
                 stylesheet: ("list-behaviors", ListBehaviorsCSS.rules), subtitle: subtitle, file: file, line: line) { events in ListCellStoryLayout.cards(lists(events), title: title) }
    }
}
