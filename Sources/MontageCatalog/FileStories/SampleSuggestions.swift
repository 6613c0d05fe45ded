import MontageGtk
import GtkKit

/// What a story file's `autoCompletionDataSource: $suggestions` lists: a few addresses as
/// ListCells (a story cannot write a data source's closures); choosing one logs it.
@MainActor
enum SampleSuggestions {
    /// The addresses.
    static let addresses = ["kim@wanted.co.kr", "kim.tide@wanted.co.kr", "design@wanted.co.kr"]

    /// The source, its taps reported to `events`.
    static func source(_ events: StoryEvents) -> TextField.AutoCompletionDataSource {
        TextField.AutoCompletionDataSource(numberOfItemsInSection: { _ in addresses.count }, cellForItemAt: { path in
            let address = addresses[path.item]
            return ListCellRow(ListCell(label: address, onTap: events.action("suggestion \(address)"))).widget
        })
    }
}
