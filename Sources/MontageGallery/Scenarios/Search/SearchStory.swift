import MontageGtk
import GtkKit

/// The `scenario-search` story: 100,000 names, searched as you type.
@MainActor
enum SearchStory {
    static let story = Story(id: "scenario-search", title: tr("Search 100,000"), section: tr("Scenarios"), preferredSize: (480, -1)) {
        Theme.register(stylesheet: ListBehaviorsCSS.rules, named: "list-behaviors")
        let page = PageLayout.page(title: tr("Search 100,000 names"),
                                   subtitle: tr("Seed 004's long list: the GtkListView path of the library filters as you type without holding a frame, and highlights the match."))
        let screen = SearchScreen()
        gtk_widget_set_size_request(screen.widget, -1, 560)
        PageLayout.append(Build.vbox(classes: ["story-card", "search-card"], [screen.widget]), to: page)
        return page
    }
}
