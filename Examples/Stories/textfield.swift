// TextField's examples from its reference doc (seed 002), pasted in as they are, the doc's
// `@State private var inputText = ""` included: $inputText is the story's own binding.

Story("기본 텍스트 필드", section: "TextField examples") {
    @State private var inputText = ""

    // 기본 텍스트 필드
    TextField(text: $inputText)
       .placeholder("이메일을 입력하세요")
}

Story("아이콘과 오류 상태", section: "TextField examples") {
    @State private var inputText = ""

    // 아이콘과 오류 상태를 가진 필드
    TextField(text: $inputText)
       .icon(.person)
       .status(.negative)
}

Story("오른쪽 버튼", section: "TextField examples") {
    @State private var inputText = ""

    // 오른쪽 버튼이 있는 텍스트 필드
    TextField(text: $inputText)
       .trailingButton(
           .init(
               title: "인증",
               handler: { verifyCode() }
           )
       )
}

Story("사이즈", section: "TextField examples") {
    @State private var inputText = ""

    // 사이즈를 지정한 텍스트 필드
    TextField(text: $inputText)
       .size(.medium)
}

Story("자동수정 끔", section: "TextField examples") {
    @State private var inputText = ""

    // 자동수정·맞춤법 검사를 끈 이메일 입력 필드
    TextField(text: $inputText)
       .placeholder("이메일을 입력하세요")
       .autocorrectionDisabled()
}

Story("비활성화", section: "TextField examples") {
    @State private var inputText = ""

    // 비활성화
    TextField(text: $inputText)
       .disabled(true)
}

Story("라벨과 메시지", section: "TextField examples") {
    TextField(text: $email)
    .placeholder("이메일을 입력하세요")
    .label("이메일", required: true)
    .message("회사 이메일을 입력해 주세요.")
}

Story("라벨 열 맞춤", section: "TextField examples") {
    FormControlGroup {
        TextField(text: $name).label("이름").labelPlacement(.leading)
        TextField(text: $email).label("회사 이메일", required: true).labelPlacement(.leading)
    }
}
