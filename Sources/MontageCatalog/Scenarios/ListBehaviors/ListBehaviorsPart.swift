import CGtk
import GtkKit

/// The widget names of the list behaviors' stories: edit mode, reorder, grouped lists, the
/// file table, the outline and the long texts.
package enum ListBehaviorsPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The edit-mode screen.
    case editMode = "edit-mode"
    /// The edit-mode screen's Edit / Done button.
    case editToggle = "edit-toggle"
    /// The edit-mode screen's button deleting the chosen rows.
    case deleteChosen = "delete-chosen"
    /// The Reset button putting a story's sample back.
    case resetSample = "reset-sample"
    /// The reorder story's box.
    case reorder
    /// The Show more button of the long-text story.
    case showMore = "show-more"
    /// The file table (a GtkColumnView).
    case fileTable = "file-table"
    /// The outline (a GtkListView over a tree).
    case outline
    /// An outline row's name.
    case name
    /// An outline row's size (or count of children).
    case size
    /// An outline row's icon.
    case icon

    /// The row at `index` of an editable or reorderable list.
    package static func item(_ index: Int) -> DerivedPartName {
        DerivedPartName("item-\(index)")
    }

    /// The grouped story's group at `index` (header, list, footer).
    package static func group(_ index: Int) -> DerivedPartName {
        DerivedPartName("group-\(index)")
    }

    /// The header of the group at `index`.
    package static func groupHeader(_ index: Int) -> DerivedPartName {
        DerivedPartName("group-header-\(index)")
    }

    /// The footer of the group at `index`.
    package static func groupFooter(_ index: Int) -> DerivedPartName {
        DerivedPartName("group-footer-\(index)")
    }

    /// The file table's label in `column` for the file at `index` of the table's files.
    static func cell(_ column: FileTable.Column, file index: Int) -> DerivedPartName {
        DerivedPartName("cell-\(column)-\(index)")
    }

    /// The outline's expander of the node at `path` (indexes from the roots down).
    package static func node(_ path: [Int]) -> DerivedPartName {
        DerivedPartName("node-" + path.map(String.init).joined(separator: "-"))
    }
}
