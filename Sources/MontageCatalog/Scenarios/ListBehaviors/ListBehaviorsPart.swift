import GtkKit

/// The widget names of the list behaviors' stories: edit mode, reorder, grouped lists, the
/// file table, the outline and the long texts.
///
/// Its parts: `editMode` the edit-mode screen; `editToggle` the edit-mode screen's Edit / Done
/// button; `deleteChosen` the edit-mode screen's button deleting the chosen rows; `resetSample` the
/// Reset button putting a story's sample back; `reorder` the reorder story's box; `showMore` the
/// Show more button of the long-text story; `fileTable` the file table (a GtkColumnView); `outline`
/// the outline (a GtkListView over a tree); `name` an outline row's name; `size` an outline row's
/// size (or count of children); `icon` an outline row's icon.
package enum ListBehaviorsPart: String, CaseIterable, Sendable, WidgetPartName {
    case editMode = "edit-mode", editToggle = "edit-toggle", deleteChosen = "delete-chosen",
         resetSample = "reset-sample", reorder, showMore = "show-more", fileTable = "file-table", outline,
         name, size, icon

    /// The row at `index` of an editable or reorderable list.
    package static func item(_ index: Int) -> DerivedPartName { DerivedPartName("item-\(index)") }

    /// The grouped story's group at `index` (header, list, footer).
    package static func group(_ index: Int) -> DerivedPartName { DerivedPartName("group-\(index)") }

    /// The header of the group at `index`.
    package static func groupHeader(_ index: Int) -> DerivedPartName { DerivedPartName("group-header-\(index)") }

    /// The footer of the group at `index`.
    package static func groupFooter(_ index: Int) -> DerivedPartName { DerivedPartName("group-footer-\(index)") }

    /// The file table's label in `column` for the file at `index` of the table's files.
    static func cell(_ column: FileTable.Column, file index: Int) -> DerivedPartName { DerivedPartName("cell-\(column)-\(index)") }

    /// The outline's expander of the node at `path` (indexes from the roots down).
    package static func node(_ path: [Int]) -> DerivedPartName { DerivedPartName("node-" + path.map(String.init).joined(separator: "-")) }
}
