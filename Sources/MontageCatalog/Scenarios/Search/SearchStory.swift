import MontageGtk
import GtkKit

/// The `scenario-search` story: 100,000 names, searched as you type.
@MainActor
enum SearchStory {
    static let story = Story.scenario(id: "scenario-search", title: tr("Search 100,000"), pageTitle: tr("Search 100,000 names"), width: 480,
                                      stylesheet: ("list-behaviors", ListBehaviorsCSS.rules),
                                      subtitle: tr("Seed 004's long list: the GtkListView path of the library filters as you type without holding a frame, and highlights the match.")) { _ in
        let screen = SearchScreen()
        screen.widget.size(width: -1, height: 560)
        return [Build.vbox(classes: ["story-card", "search-card"], [screen.widget])]
    }
}
