import MontageGtk
import GtkKit

/// One story per example of the TextField reference doc, the field states, and a
/// FormControlGroup with leading labels of different lengths.
@MainActor
enum TextFieldExamples {
    static let section = "TextField"

    /// A field bound to a model that re-renders it, configured by `configure`.
    private static func live(_ text: String = "", _ configure: @escaping @MainActor (TextField) -> TextField) -> WidgetPointer {
        TextFieldStoryModel(text) { _, field in configure(field) }.makeView().widget
    }

    private static func story(_ id: String, _ title: String, _ subtitle: String, _ fields: @escaping @MainActor () -> [WidgetPointer]) -> Story {
        Story(id: id, title: title, section: section, preferredSize: (480, -1)) {
            let page = PageLayout.page(title: title, subtitle: subtitle)
            for field in fields() { PageLayout.append(field, to: page) }
            return page
        }
    }

    static let stories: [Story] = [
        story("textfield-basic", tr("Placeholder"), ".placeholder(\"이메일을 입력하세요\")") {
            [live { $0.placeholder("이메일을 입력하세요") }, live("kim@wanted.co.kr") { $0.placeholder("이메일을 입력하세요") }]
        },
        story("textfield-icon-negative", tr("Icon and negative"), ".icon(.person).status(.negative)") {
            // The placeholder never shows (the field holds a name) but names the field for a
            // screen reader, which otherwise hears an unnamed text field.
            [live("김티드") { $0.icon(.person).placeholder("이름").status(.negative).message("이미 사용 중인 이름입니다.") },
             live { $0.icon(.search).placeholder("검색") }]
        },
        story("textfield-trailing-button", tr("Trailing button"), ".trailingButton(.init(title: \"인증\", handler: { verifyCode() }))") {
            [live("010-1234-5678") { $0.placeholder("휴대폰 번호").trailingButton(.init(title: "인증", handler: EventCenter.action("trailingButton handler"))) },
             live { $0.placeholder("인증 코드").trailingButton(.init(title: "재전송", disable: true, handler: EventCenter.action("trailingButton handler"))) }]
        },
        story("textfield-medium", tr("Medium size"), ".size(.medium)") {
            [live { $0.size(.medium).placeholder("중간 사이즈") },
             live("입력값") { $0.size(.medium).placeholder("검색어").icon(.search).trailingButton(.init(title: "확인", handler: EventCenter.action("trailingButton handler"))) }]
        },
        story("textfield-autocorrection", tr("Autocorrection off"), ".placeholder(\"이메일을 입력하세요\").autocorrectionDisabled()") {
            [live { $0.placeholder("이메일을 입력하세요").autocorrectionDisabled().label("이메일", required: true).message("회사 이메일을 입력해 주세요.") }]
        },
        story("textfield-disabled", tr("Disabled"), ".disabled(true)") {
            [live { $0.placeholder("비활성 필드").disabled() }, live("입력된 값") { $0.icon(.person).placeholder("이름").status(.negative).disabled().trailingButton(.init(title: "인증", handler: EventCenter.action("trailingButton handler"))) }]
        },
        story("textfield-states", tr("States"), tr("Border and focus ring per state: normal, focused, negative, focused negative, positive, disabled.")) {
            // The states by their names in the spec (not translated).
            let states: [(String, TextField.Status, Bool, Bool)] = [("normal", .normal, false, false), ("focused", .normal, true, false),
                                                                  ("negative", .negative, false, false), ("focused negative", .negative, true, false),
                                                                  ("positive", .positive, false, false), ("disabled", .normal, false, true)]
            return states.map { title, status, focused, disabled in
                let widget = live(status == .positive ? "valid@wanted.co.kr" : "") { $0.placeholder(title).status(status).disabled(disabled).label(title) }
                if focused, let field = widget.descendant(TextFieldPart.field) { gtk_widget_add_css_class(field, "focused") }
                return widget
            }
        },
        Story(id: "formcontrol-group", title: "FormControlGroup", section: section, preferredSize: (560, -1), build: FormControlGroupStory.build),
    ]
}

/// Leading labels of different lengths sharing one column, and a row with its own width.
@MainActor
enum FormControlGroupStory {
    static func build() -> WidgetPointer {
        let page = PageLayout.page(title: "FormControlGroup", subtitle: tr("Leading labels share the widest label's column; 이메일 sets its own labelWidth(56)."))
        let fields = [
            TextFieldStoryModel { _, f in f.label("이름", required: true).labelPlacement(.leading).placeholder("김티드") },
            TextFieldStoryModel { _, f in f.label("휴대폰 번호").labelPlacement(.leading).placeholder("010-0000-0000").trailingButton(.init(title: "인증", handler: EventCenter.action("trailingButton handler"))) },
            TextFieldStoryModel { _, f in f.label("이메일").labelPlacement(.leading).labelWidth(56).placeholder("이메일을 입력하세요") },
            TextFieldStoryModel { _, f in f.label("회사 주소 (선택)").labelPlacement(.leading).placeholder("주소").message("도로명 주소를 입력해 주세요.") },
        ].map { $0.makeView() }
        PageLayout.append(FormControlGroupView(fields: fields).widget, to: page)
        return page
    }
}
