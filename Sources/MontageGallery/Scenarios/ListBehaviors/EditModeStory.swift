import MontageGtk
import GtkKit

/// Seed 004's edit mode: items are chosen only once the list is in edit mode (편집), each with a
/// checkbox; 삭제 removes every chosen item, 완료 leaves the mode. The state is `EditableList`.
@MainActor
enum EditModeStory {
    static let items = ["장보기 목록", "여행 준비물", "읽을 책", "운동 루틴", "회의 메모", "선물 아이디어"]

    static let story = Story(id: "behavior-edit-mode", title: tr("Edit mode"), section: tr("Lists and tables"), preferredSize: (520, -1)) {
        Theme.register(stylesheet: ListBehaviorsCSS.rules, named: "list-behaviors")
        let screen = EditModeScreen(items: items)
        return ListCellStoryLayout.page(tr("Edit mode"), tr("Choose items only in edit mode; delete the chosen ones together."), [(nil, screen.widget)])
    }
}

/// The items, whether the list is being edited, and what is chosen.
@MainActor
final class EditableList {
    /// The items, in order.
    private(set) var items: [String]
    /// Whether the list is in edit mode.
    private(set) var isEditing = false
    /// The chosen items (only while editing).
    private(set) var chosen: Set<String> = []

    init(_ items: [String]) { self.items = items }

    /// Enters or leaves edit mode (leaving forgets the choice).
    func setEditing(_ editing: Bool) {
        isEditing = editing
        if !editing { chosen = [] }
    }

    /// Chooses `item` or unchooses it (nothing outside edit mode).
    func toggle(_ item: String) {
        guard isEditing else { return }
        if chosen.remove(item) == nil { chosen.insert(item) }
    }

    /// Deletes the chosen items; returns how many went.
    @discardableResult
    func deleteChosen() -> Int {
        let count = chosen.count
        items.removeAll { chosen.contains($0) }
        chosen = []
        return count
    }
}

/// The edit-mode list: a header with 편집/완료 and 삭제 (n), and the ListCells.
@MainActor
final class EditModeScreen {
    let widget: WidgetPointer
    let model: EditableList
    let list = ListCellList([])
    let editButton: TextButtonView
    let deleteButton: TextButtonView

    init(items: [String]) {
        model = EditableList(items)
        editButton = TextButtonView(TextButton(title: "편집", color: .primary))
        deleteButton = TextButtonView(TextButton(title: "삭제", color: .assistive))
        editButton.widget.named("edit-toggle")
        deleteButton.widget.named("delete-chosen")
        let header = Build.hbox(spacing: 8, classes: ["edit-header"], [
            Build.label("내 목록", classes: ["typo-headline2", "weight-bold", "edit-title"]).expand(horizontal: true),
            deleteButton.widget, editButton.widget,
        ])
        widget = Build.vbox(spacing: 4, [header, list.widget]).named("edit-mode")
        Signal.connect(editButton.widget, "clicked") { [weak self] in
            guard let self else { return }
            self.model.setEditing(!self.model.isEditing)
            self.refresh()
        }
        Signal.connect(deleteButton.widget, "clicked") { [weak self] in
            guard let self else { return }
            let count = self.model.deleteChosen()
            EventCenter.record("edit delete", value: "\(count)")
            self.refresh()
        }
        refresh()
        Retention.attach(self, to: widget)
    }

    private func cell(_ item: String) -> ListCell {
        let editing = model.isEditing, chosen = model.chosen.contains(item)
        var cell = ListCell(label: item, onTap: { [weak self] in
            guard let self, self.model.isEditing else {
                EventCenter.record("edit open", value: item)
                return
            }
            self.model.toggle(item)
            self.refresh()
        })
        cell = editing ? cell.leadingResources([.checkbox(checked: chosen)]) : cell.chevron()
        return cell
    }

    /// Shows the model: one row per item, checkboxes in edit mode, the buttons' titles.
    func refresh() {
        while list.rows.count > model.items.count { list.remove(at: list.rows.count - 1) }
        for (index, item) in model.items.enumerated() {
            if index < list.rows.count { list.rows[index].update(cell(item)) } else { list.append(cell(item)) }
            list.rows[index].widget.named("item-\(index)")
        }
        editButton.update(TextButton(title: model.isEditing ? "완료" : "편집", color: .primary))
        deleteButton.update(TextButton(title: model.chosen.isEmpty ? "삭제" : "삭제 (\(model.chosen.count))", color: .assistive))
        gtk_widget_set_visible(deleteButton.widget, model.isEditing ? 1 : 0)
        gtk_widget_set_sensitive(deleteButton.widget, model.chosen.isEmpty ? 0 : 1)
    }
}
