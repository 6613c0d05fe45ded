import MontageGtk
import MontageStories
import GtkKit

/// The page of a story from a file: its title over the file's name, the file's diagnostics (if
/// any) above the last good render, then its components in order: consecutive ListCells in one
/// list on a card, each TextField and FormControlGroup as itself, the small components in rows.
@MainActor
enum FileStoryPage {
    /// The page of the story titled `title` of `source`.
    static func make(_ source: StorySource, title: String) -> WidgetPointer {
        let page = PageLayout.page(title: title, subtitle: source.fileName)
        if !source.diagnostics.isEmpty { PageLayout.append(DiagnosticsView.make(source.diagnostics, fileName: source.fileName), to: page) }
        if let story = source.lastGood[title] {
            for widget in widgets(story.elements) { PageLayout.append(widget, to: page) }
            if let direction = story.direction { setDirection(page, direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
        } else {
            let empty = source.isGone ? tr("%s is gone: its stories show again when it is back.", source.fileName)
                : source.titles.contains(title) ? tr("Nothing to show yet: the story has never been read without an error.")
                : tr("This story is no longer in %s.", source.fileName)
            PageLayout.append(Build.label(empty, classes: ["typo-body2", "weight-regular", "empty-state"], wrap: true).named("file-story-empty"), to: page)
        }
        return page
    }

    /// The widgets of `elements`.
    static func widgets(_ elements: [StoryElement]) -> [WidgetPointer] {
        var widgets: [WidgetPointer] = []
        var cells: [ListCell] = []
        var small: [WidgetPointer] = []
        func flush() {
            if !cells.isEmpty { widgets += ListCellStoryLayout.cards([(nil, ListCellList(cells).widget)]) }
            if !small.isEmpty { widgets.append(WrapRow(spacing: 12, small).widget) }
            cells = []
            small = []
        }
        for element in elements {
            if case .listCell(let cell) = element {
                if !small.isEmpty { flush() }
                cells.append(cell)
                continue
            }
            if !cells.isEmpty { flush() }
            switch element {
            case .listCell: break
            case .textField(let field): flush(); widgets.append(TextFieldView(field).widget)
            case .formControlGroup(let group, let fields): flush(); widgets.append(FormControlGroupView(group, fields: fields.map(TextFieldView.init)).widget)
            case .contentBadge(let badge): small.append(ContentBadgeView(badge).widget)
            case .avatar(let avatar): small.append(AvatarView(avatar).widget)
            case .thumbnail(let thumbnail): small.append(ThumbnailView(thumbnail).widget)
            case .button(let button): small.append(ButtonView(button).widget)
            case .textButton(let button): small.append(TextButtonView(button).widget)
            case .iconButton(let button): small.append(IconButtonView(button).widget)
            case .checkbox(let checkbox): small.append(CheckView(checkbox).widget)
            case .radio(let radio): small.append(CheckView(radio).widget)
            case .switch(let toggle): small.append(SwitchView(toggle).widget)
            }
        }
        flush()
        return widgets
    }

    /// Sets `direction` on `widget` and every widget in it (children take the default
    /// direction, not their parent's).
    private static func setDirection(_ widget: WidgetPointer, _ direction: GtkTextDirection) {
        gtk_widget_set_direction(widget, direction)
        for child in widget.children { setDirection(child, direction) }
    }
}
