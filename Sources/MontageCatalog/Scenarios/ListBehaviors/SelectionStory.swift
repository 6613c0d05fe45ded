import MontageGtk
import GtkKit

/// Seed 004's two kinds of selection feedback, side by side: a navigation list keeps its chosen
/// row highlighted (the path taken), an option list highlights a tapped row only briefly and
/// marks the choice with a checkmark (ListCell's `selected`).
@MainActor
enum SelectionStory {
    static let navigationItems = ["일반", "알림", "개인정보 보호", "배터리", "저장 공간"]
    static let optionItems = ["자동", "라이트", "다크"]

    static let story = Story.listBehavior(id: "behavior-selection", title: tr("Selection feedback"), width: 760,
                                          subtitle: tr("Navigation keeps the path highlighted; options flash, then show a checkmark.")) { events in
        let screen = SelectionScreen(events: events)
        return [
            (tr("Navigation — the selected row stays highlighted"), screen.navigation.widget),
            (tr("Options — a brief highlight, then a checkmark"), screen.options.widget),
        ]
    }
}

/// The two lists and their state: the navigation list's selected row and the chosen option.
@MainActor
final class SelectionScreen {
    /// The navigation list (chevrons; one row highlighted).
    let navigation: ListCellList
    /// The option list (a checkmark on the choice).
    let options: ListCellList
    /// The highlighted navigation row.
    private(set) var selectedPage = 0
    /// The chosen option.
    private(set) var chosenOption = 0
    /// How long a tapped option stays highlighted, in milliseconds.
    static let flash: UInt32 = 300

    /// Where the screen's callbacks are reported.
    private let events: StoryEvents

    init(events: StoryEvents = .unheard()) {
        self.events = events
        navigation = ListCellList([])
        options = ListCellList([])
        navigation.widget.classes(["navigation-list"])
        for (index, title) in SelectionStory.navigationItems.enumerated() {
            navigation.append(navigationCell(index, title))
        }
        for (index, title) in SelectionStory.optionItems.enumerated() {
            options.append(optionCell(index, title))
        }
        showNavigation()
        Retention.attach(self, to: navigation.widget)
    }

    private func navigationCell(_ index: Int, _ title: String) -> ListCell {
        ListCell(label: title, onTap: { [weak self] in self?.navigate(to: index) }).leadingResources([.icon(.settings)]).chevron()
    }

    private func optionCell(_ index: Int, _ title: String) -> ListCell {
        ListCell(label: title, onTap: { [weak self] in self?.choose(index) }).selected(index == chosenOption)
    }

    /// Highlights navigation row `index` (it stays so).
    func navigate(to index: Int) {
        selectedPage = index
        showNavigation()
        events.record("navigation select", value: SelectionStory.navigationItems[index])
    }

    private func showNavigation() {
        for (index, row) in navigation.rows.enumerated() {
            if index == selectedPage { row.widget.classes(["navigation-selected"]) } else { row.widget.removeClasses(["navigation-selected"]) }
            row.widget.accessibleSelected(index == selectedPage)
        }
    }

    /// Chooses option `index`: its row flashes, then the checkmark moves to it.
    func choose(_ index: Int) {
        chosenOption = index
        let row = options.rows[index]
        row.widget.classes(["option-flash"])
        MainLoop.timeout(milliseconds: Self.flash) { [weak row] in
            if let row, row.isAlive { row.widget.removeClasses(["option-flash"]) }
            return false
        }
        for (position, row) in options.rows.enumerated() { row.update(optionCell(position, SelectionStory.optionItems[position])) }
        events.record("option choose", value: SelectionStory.optionItems[index])
    }
}
