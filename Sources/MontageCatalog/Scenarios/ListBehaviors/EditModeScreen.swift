import MontageGtk
import GtkKit

/// The edit-mode list: a header with 편집/완료 and 삭제 (n), the ListCells, and under them the
/// toast that undoes a deletion (Ctrl+Z too; F6 reaches it): the list is short, so the toast
/// takes its own room below the rows rather than covering the last ones.
@MainActor
final class EditModeScreen {
    /// The screen (named `edit-mode`).
    let widget: WidgetPointer
    /// The state shown.
    let model: EditableList
    /// The items.
    let list = ListCellList([])
    /// 편집 / 완료.
    let editButton: TextButtonView
    /// 삭제 (n): the spec's solid negative button, disabled while nothing is chosen.
    let deleteButton: ButtonView
    /// The undo toast.
    let toast = Toast()
    private let sample: [String]

    /// Where the screen's callbacks are reported.
    private let events: StoryEvents

    init(items: [String], events: StoryEvents = .unheard()) {
        self.events = events
        sample = items
        model = EditableList(items)
        editButton = TextButtonView(TextButton(title: "편집", color: .primary))
        deleteButton = ButtonView(Button(title: "삭제", color: .negative).size(.small))
        editButton.widget.named(ListBehaviorsPart.editToggle)
        deleteButton.widget.named(ListBehaviorsPart.deleteChosen)
        let header = Build.hbox(spacing: 12, classes: ["edit-header"], [
            Build.label("내 목록", classes: ["typo-headline2", "weight-bold", "edit-title"]).expand(horizontal: true),
            deleteButton.widget, editButton.widget.align(nil, .center),
        ])
        widget = Build.vbox(spacing: 4, [header, list.widget, toast.widget]).named(ListBehaviorsPart.editMode)
        Signal.connect(editButton.widget, "clicked") { [weak self] in
            guard let self else { return }
            self.model.setEditing(!self.model.isEditing)
            self.refresh()
        }
        Signal.connect(deleteButton.widget, "clicked") { [weak self] in self?.deleteChosen() }
        toast.onUndo = { [weak self] in self?.undo() ?? false }
        toast.installKeys(on: widget)
        refresh()
        Retention.attach(self, to: widget)
    }

    /// Deletes the chosen items and offers to undo. The focus, on 삭제 (now disabled), goes to
    /// 완료 beside it.
    func deleteChosen() {
        let removal = model.deleteChosen()
        guard !removal.isEmpty else { return }
        events.record("edit delete", value: "\(removal.count)")
        refresh()
        if widget.root != nil, widget.focusInRoot == nil || widget.focusInRoot == deleteButton.widget {
            editButton.widget.grabFocus()
        }
        toast.show(removal.count == 1 ? "‘\(removal[0].item)’을 삭제했어요" : "항목 \(removal.count)개를 삭제했어요")
    }

    /// Puts the last deletion back; returns whether there was one.
    @discardableResult
    func undo() -> Bool {
        guard let removal = model.undo() else { return false }
        events.record("edit undo", value: "\(removal.count)")
        refresh()
        toast.hide()
        return true
    }

    /// Brings the sample back: its items, out of edit mode, nothing to undo.
    func reset() {
        model.reset(to: sample)
        toast.hide()
        refresh()
        events.record("edit reset", value: "\(sample.count)")
    }

    private func cell(_ item: String) -> ListCell {
        let editing = model.isEditing, chosen = model.chosen.contains(item)
        var cell = ListCell(label: item, onTap: { [weak self] in
            guard let self, self.model.isEditing else {
                self?.events.record("edit open", value: item)
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
            list.rows[index].widget.named(ListBehaviorsPart.item(index))
        }
        editButton.update(TextButton(title: model.isEditing ? "완료" : "편집", color: .primary))
        deleteButton.update(Button(title: model.chosen.isEmpty ? "삭제" : "삭제 (\(model.chosen.count))", color: .negative).size(.small))
        deleteButton.widget.isVisible = model.isEditing
        deleteButton.widget.isSensitive = !model.chosen.isEmpty
    }
}
