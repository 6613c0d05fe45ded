import MontageGtk
import GtkKit

/// One story per example of the TextField reference doc, the field states, and a
/// FormControlGroup with leading labels of different lengths.
@MainActor
enum TextFieldExamples {
    static let section = "TextField"

    /// A field bound to a model that re-renders it, configured by `configure`.
    private static func live(_ events: StoryEvents, _ text: String = "", _ configure: @escaping @MainActor (TextField) -> TextField) -> WidgetPointer {
        TextFieldStoryModel(text, events: events) { _, field in configure(field) }.makeView().widget
    }

    private static func story(_ id: String, _ title: String, _ subtitle: String, file: String = #filePath, line: Int = #line,
                              _ fields: @escaping @MainActor (StoryEvents) -> [WidgetPointer]) -> Story {
        Story(id: id, title: title, section: section, preferredSize: (480, -1), file: file, line: line) { events in
            let page = PageLayout.page(title: title, subtitle: subtitle)
            for field in fields(events) { PageLayout.append(field, to: page) }
            return page
        }
    }

    static let stories: [Story] = [
        story("textfield-basic", tr("Placeholder"), ".placeholder(\"이메일을 입력하세요\")") { events in
            [live(events) { $0.placeholder("이메일을 입력하세요") }, live(events, "kim@wanted.co.kr") { $0.placeholder("이메일을 입력하세요") }]
        },
        story("textfield-icon-negative", tr("Icon and negative"), ".icon(.person).status(.negative)") { events in
            // The placeholder never shows (the field holds a name) but names the field for a
            // screen reader, which otherwise hears an unnamed text field.
            [live(events, "김티드") { $0.icon(.person).placeholder("이름").status(.negative).message("이미 사용 중인 이름입니다.") },
             live(events) { $0.icon(.search).placeholder("검색") }]
        },
        story("textfield-trailing-button", tr("Trailing button"), ".trailingButton(.init(title: \"인증\", handler: { verifyCode() }))") { events in
            [live(events, "010-1234-5678") { $0.placeholder("휴대폰 번호").trailingButton(.init(title: "인증", handler: events.action("trailingButton handler"))) },
             live(events) { $0.placeholder("인증 코드").trailingButton(.init(title: "재전송", disable: true, handler: events.action("trailingButton handler"))) }]
        },
        story("textfield-medium", tr("Medium size"), ".size(.medium)") { events in
            [live(events) { $0.size(.medium).placeholder("중간 사이즈") },
             live(events, "입력값") { $0.size(.medium).placeholder("검색어").icon(.search).trailingButton(.init(title: "확인", handler: events.action("trailingButton handler"))) }]
        },
        story("textfield-autocorrection", tr("Autocorrection off"), ".placeholder(\"이메일을 입력하세요\").autocorrectionDisabled()") { events in
            [live(events) { $0.placeholder("이메일을 입력하세요").autocorrectionDisabled().label("이메일", required: true).message("회사 이메일을 입력해 주세요.") }]
        },
        story("textfield-disabled", tr("Disabled"), ".disabled(true)") { events in
            [live(events) { $0.placeholder("비활성 필드").disabled() }, live(events, "입력된 값") { $0.icon(.person).placeholder("이름").status(.negative).disabled().trailingButton(.init(title: "인증", handler: events.action("trailingButton handler"))) }]
        },
        story("textfield-states", tr("States"), tr("Border and focus ring per state: normal, focused, negative, focused negative, positive, disabled.")) { events in
            // The states by their names in the spec (not translated).
            let states: [(String, TextField.Status, Bool, Bool)] = [("normal", .normal, false, false), ("focused", .normal, true, false),
                                                                  ("negative", .negative, false, false), ("focused negative", .negative, true, false),
                                                                  ("positive", .positive, false, false), ("disabled", .normal, false, true)]
            return states.map { title, status, focused, disabled in
                let widget = live(events, status == .positive ? "valid@wanted.co.kr" : "") { $0.placeholder(title).status(status).disabled(disabled).label(title) }
                if focused, let field = widget.descendant(TextFieldPart.field) { field.classes(["focused"]) }
                return widget
            }
        },
        Story(id: "formcontrol-group", title: "FormControlGroup", section: section, preferredSize: (560, -1), build: FormControlGroupStory.build),
    ]
}

/// Leading labels of different lengths sharing one column, and a row with its own width.
@MainActor
enum FormControlGroupStory {
    static func build(_ events: StoryEvents) -> WidgetPointer {
        let page = PageLayout.page(title: "FormControlGroup", subtitle: tr("Leading labels share the widest label's column; 이메일 sets its own labelWidth(56)."))
        let fields = [
            TextFieldStoryModel(events: events) { _, f in f.label("이름", required: true).labelPlacement(.leading).placeholder("김티드") },
            TextFieldStoryModel(events: events) { _, f in f.label("휴대폰 번호").labelPlacement(.leading).placeholder("010-0000-0000").trailingButton(.init(title: "인증", handler: events.action("trailingButton handler"))) },
            TextFieldStoryModel(events: events) { _, f in f.label("이메일").labelPlacement(.leading).labelWidth(56).placeholder("이메일을 입력하세요") },
            TextFieldStoryModel(events: events) { _, f in f.label("회사 주소 (선택)").labelPlacement(.leading).placeholder("주소").message("도로명 주소를 입력해 주세요.") },
        ].map { $0.makeView() }
        PageLayout.append(FormControlGroupView(fields: fields).widget, to: page)
        return page
    }
}
