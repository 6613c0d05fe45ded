import MontageGtk
import GtkKit

/// Seed 004's edit mode: items are chosen only once the list is in edit mode (편집), each with a
/// checkbox; 삭제 removes every chosen item, the toast (or Ctrl+Z) brings them back, 완료 leaves
/// the mode, and Reset brings the whole sample back. The state is `EditableList`.
@MainActor
enum EditModeStory {
    static let items = ["장보기 목록", "여행 준비물", "읽을 책", "운동 루틴", "회의 메모", "선물 아이디어"]

    static let story = Story.scenario(id: "behavior-edit-mode", title: tr("Edit mode"), section: tr("Lists and tables"), width: 520,
                                      stylesheet: ("list-behaviors", ListBehaviorsCSS.rules),
                                      subtitle: tr("Choose items only in edit mode; delete the chosen ones together, then undo (Ctrl+Z) or start over with Reset.")) { events in
        let screen = EditModeScreen(items: items, events: events)
        let reset = Controls.button(tr("Reset"), part: ListBehaviorsPart.resetSample) { [weak screen] in screen?.reset() }
        screen.list.widget.accessibleLabel(tr("Edit mode"))
        return ListCellStoryLayout.cards([(nil, screen.widget)]) + [reset.align(.start, nil)]
    }
}
