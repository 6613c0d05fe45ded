import MontageGtk
import GtkKit
import MontageStories

/// Each component's preview on its Docs page.
extension DocsPage {
    /// The preview of `component`, reporting to `events`, and its controls by option name.
    static func preview(_ component: String, events: StoryEvents) -> (widget: WidgetPointer, controls: [String: [WidgetPointer]]) {
        func made<C>(_ preview: DocsPreview<C>) -> (WidgetPointer, [String: [WidgetPointer]]) { (preview.widget, preview.controls.byName) }
        let image = { (name: String) in ResourcePaths.sampleURL(name) }
        switch component {
        case "ListCell":
            let context = DocsPreview<ListCell>.context(events)
            let list = ListCellList()
            let cell = ListCell(label: "김티드").description("iOS 개발자")
            let row = list.append(cell)
            list.widget.accessibleLabel(tr("Preview"))
            return made(DocsPreview(cell, content: list.widget, classes: [], options: StoryScript.listCellOptions, titles: ListCellPlayground.titles,
                                    context: context) { cell in
                row.update(cell)
                list.setVariant(cell.variant)
            })
        case "TextField", "FormControl":
            let (context, element) = DocsPreview<TextField>.read("TextField(text: $text).placeholder(\"이메일을 입력하세요\").label(\"이메일\")", events: events)
            guard case .textField(let field) = element else { preconditionFailure("a TextField") }
            let view = TextFieldView(field)
            // No sample suggestions here (the playground has them): its switch would change nothing.
            return made(DocsPreview(field, content: view.widget, options: StoryScript.textFieldOptions.filter { $0.name != "autoCompletionDataSource" },
                                    titles: TextFieldPlayground.titles, context: context) { view.update($0) })
        case "FormControlGroup":
            let (context, element) = DocsPreview<FormControlGroup>.read("""
                FormControlGroup {
                    TextField(text: $name).label("이름").labelPlacement(.leading)
                    TextField(text: $phone).label("휴대폰 번호").labelPlacement(.leading)
                }
                """, events: events)
            guard case .formControlGroup(let group, let fields) = element else { preconditionFailure("a FormControlGroup") }
            let view = FormControlGroupView(group, fields: fields.map(TextFieldView.init))
            return made(DocsPreview(group, content: view.widget, options: StoryScript.formControlGroupOptions, context: context) { view.update($0) })
        case "Button": return made(small(Button(title: "확인"), events: events) { .button($0) })
        case "TextButton": return made(small(TextButton(title: "더보기"), events: events) { .textButton($0) })
        case "IconButton": return made(small(IconButton(.bell), events: events) { .iconButton($0) })
        case "ContentBadge": return made(small(ContentBadge(title: "신규"), events: events) { .contentBadge($0) })
        case "Avatar": return made(small(Avatar(image("avatar-person.png"), variant: .person), events: events) { .avatar($0) })
        case "Thumbnail": return made(small(Thumbnail(image("product-bag.png")), events: events) { .thumbnail($0) })
        case "Checkbox": return made(small(Checkbox(checked: true), events: events, name: tr("Checked")) { .checkbox($0) })
        case "Radio":
            return made(small(Radio(checked: true), events: events, name: tr("Checked"), companions: [(.radio(Radio(checked: false)), tr("Not checked"))]) { .radio($0) })
        case "Switch": return made(small(Switch(checked: true), events: events, name: tr("Switched on")) { .switch($0) })
        default: preconditionFailure("a preview for \(component)")
        }
    }

    /// An embedded component's preview: `initial`, shown as a story file's small view of
    /// `element`, set by its schema's options; a control with no text of its own (a checkbox, a
    /// radio, a switch) is named `name`, and `companions` stand beside it (a radio's set).
    private static func small<C>(_ initial: C, events: StoryEvents, name: String? = nil, companions: [(StoryElement, String)] = [],
                                 element: @escaping @MainActor (C) -> StoryElement) -> DocsPreview<C> {
        let view = FileStoryPage.SmallView(element(initial))
        if let name { view.widget.accessibleLabel(name) }
        let others = companions.map { element, name in FileStoryPage.SmallView(element).widget.accessibleLabel(name) }
        let content = Build.hbox(spacing: 16, [view.widget] + others).align(.start, .center)
        return DocsPreview(initial, content: content, options: StoryScript.options(of: C.self), context: DocsPreview<C>.context(events)) { _ = view.update(element($0)) }
    }
}
