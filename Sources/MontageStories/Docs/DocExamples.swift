/// The doc examples of each component, by its Swift name: ListCell's and TextField's as the
/// seed docs write them (their comments, prints and values as given), FormControl's and
/// FormControlGroup's from the same docs, and one per embedded component in the same style.
public enum DocExamples {
    /// `component`'s examples (none for a name without any).
    public static func of(_ component: String) -> [DocExample] { table[component] ?? [] }

    private static let table: [String: [DocExample]] = [
        "ListCell": [
            DocExample(title: DocText(en: "Basic, described and selected cells", ko: "기본·설명·선택 셀"), code: """
                // 기본 셀
                ListCell(label: "기본 셀")

                // 추가 설명이 있는 셀
                ListCell(label: "설명이 있는 셀")
                    .description("부가 설명 텍스트")

                // 리딩 요소와 선택 상태의 셀
                ListCell(label: "커스텀 셀", onTap: {
                    print("셀이 탭되었습니다")
                })
                .leadingResources([.icon(.person)])
                .selected(true)
                .chevron(true)
                """),
            DocExample(title: DocText(en: "Content slots", ko: "콘텐츠 슬롯"), code: """
                ListCell(label: "김티드")
                    .description("iOS 개발자")
                    .labelTrailingResources([.contentBadge(title: "신규")])
                    .extraResources([.contentBadge(.outlined, title: "서울")])
                    .trailingResources([.value("값")])
                """),
            DocExample(title: DocText(en: "Leading items", ko: "리딩 요소"), code: """
                ListCell(label: "김티드")
                .leadingResources([
                    .checkbox(checked: isChecked),
                    .avatar(profileImageURL, variant: .person)
                ])
                """),
            DocExample(title: DocText(en: "A switch in the trailing slot", ko: "트레일링 스위치"), code: """
                ListCell(label: "알림 받기")
                .trailingResources([.switch(checked: isOn, onSelect: { isOn = $0 })])
                """),
            DocExample(title: DocText(en: "Extra items", ko: "엑스트라 요소"), code: """
                ListCell(label: "김티드")
                .description("iOS 개발자")
                .extraResources([
                    .contentBadge(.outlined, title: "서울"),
                    .contentBadge(.outlined, title: "5년차")
                ])
                """),
            DocExample(title: DocText(en: "Inset and full", ko: "여백과 폭"), code: """
                // 리스트가 좌우 여백을 주는 경우 (기본값)
                ListCell(label: "메뉴 항목")
                // 셀이 리스트 폭을 채우는 경우
                ListCell(label: "설정 항목")
                    .variant(.full)
                """),
            DocExample(title: DocText(en: "Disabled", ko: "비활성"), code: """
                ListCell(label: "비활성 셀")
                    .disabled(true)
                """),
        ],
        "TextField": [
            DocExample(title: DocText(en: "Fields sharing one text", ko: "하나의 텍스트를 공유하는 필드"), code: """
                @State private var inputText = ""
                // 기본 텍스트 필드
                TextField(text: $inputText)
                   .placeholder("이메일을 입력하세요")
                // 아이콘과 오류 상태를 가진 필드
                TextField(text: $inputText)
                   .icon(.person)
                   .status(.negative)
                // 오른쪽 버튼이 있는 텍스트 필드
                TextField(text: $inputText)
                   .trailingButton(
                       .init(
                           title: "인증",
                           handler: { verifyCode() }
                       )
                   )
                // 사이즈를 지정한 텍스트 필드
                TextField(text: $inputText)
                   .size(.medium)
                // 자동수정·맞춤법 검사를 끈 이메일 입력 필드
                TextField(text: $inputText)
                   .placeholder("이메일을 입력하세요")
                   .autocorrectionDisabled()
                // 비활성화
                TextField(text: $inputText)
                   .disabled(true)
                """),
            DocExample(title: DocText(en: "A label and a message", ko: "라벨과 메시지"), code: """
                @State private var email = ""
                TextField(text: $email)
                .placeholder("이메일을 입력하세요")
                .label("이메일", required: true)
                .message("회사 이메일을 입력해 주세요.")
                """),
        ],
        "FormControl": [
            DocExample(title: DocText(en: "A field wrapped in a FormControl", ko: "FormControl로 감싼 필드"), code: """
                @State private var name = ""
                FormControl {
                    TextField(text: $name)
                        .placeholder("이름을 입력하세요")
                }
                .label("이름", required: true)
                .message("실명을 입력해 주세요.")
                .status(.negative)
                """),
        ],
        "FormControlGroup": [
            DocExample(title: DocText(en: "Leading labels in one column", ko: "한 열로 맞춘 리딩 라벨"), code: """
                @State private var name = ""
                @State private var phone = ""
                FormControlGroup {
                    TextField(text: $name)
                        .label("이름")
                        .labelPlacement(.leading)
                    TextField(text: $phone)
                        .label("휴대폰 번호")
                        .labelPlacement(.leading)
                }
                """),
        ],
        "Button": [
            DocExample(title: DocText(en: "Colors, variants and sizes", ko: "색상·형태·크기"), code: """
                Button(title: "확인", handler: { print("확인") })
                Button(title: "취소", color: .assistive)
                    .variant(.outlined)
                Button(title: "삭제", color: .negative)
                    .size(.medium)
                """),
        ],
        "TextButton": [
            DocExample(title: DocText(en: "Colors and sizes", ko: "색상과 크기"), code: """
                TextButton(title: "더보기", handler: { print("더보기") })
                TextButton(title: "편집", color: .assistive)
                    .size(.small)
                """),
        ],
        "IconButton": [
            DocExample(title: DocText(en: "Icons and sizes", ko: "아이콘과 크기"), code: """
                IconButton(.bell, handler: { print("알림") })
                IconButton(.trash)
                    .size(.medium)
                """),
        ],
        "ContentBadge": [
            DocExample(title: DocText(en: "Solid and outlined", ko: "solid와 outlined"), code: """
                ContentBadge(title: "신규")
                ContentBadge(.outlined, title: "서울")
                    .size(.xsmall)
                """),
        ],
        "Avatar": [
            DocExample(title: DocText(en: "A person and a company", ko: "사람과 회사"), code: """
                Avatar("avatar-person.png", variant: .person)
                Avatar("logo-company.png", variant: .company)
                    .size(.medium)
                """),
        ],
        "Thumbnail": [
            DocExample(title: DocText(en: "An image and a broken one", ko: "이미지와 깨진 이미지"), code: """
                Thumbnail("thumbnail-landscape.png")
                Thumbnail("broken-image.png")
                """),
        ],
        "Checkbox": [
            DocExample(title: DocText(en: "A checkbox that toggles", ko: "토글되는 체크박스"), code: """
                @State private var isChecked = true
                Checkbox(checked: isChecked, onSelect: { isChecked = $0 })
                Checkbox(checked: false)
                """),
        ],
        "Radio": [
            DocExample(title: DocText(en: "A set of two", ko: "두 개의 라디오"), code: """
                @State private var first = true
                Radio(checked: first, onSelect: { first = $0 })
                Radio(checked: false)
                """),
        ],
        "Switch": [
            DocExample(title: DocText(en: "A switch that toggles", ko: "토글되는 스위치"), code: """
                @State private var isOn = true
                Switch(checked: isOn, onSelect: { isOn = $0 })
                """),
        ],
    ]
}
