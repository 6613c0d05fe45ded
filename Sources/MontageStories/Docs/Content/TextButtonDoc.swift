extension ComponentDoc {
    /// TextButton's docs (spec §13).
    public static let textButton = ComponentDoc(
        component: "TextButton",
        summary: DocText(
            en: "A button made of text only, with no fill or border; pressing it shows a highlight around the text.",
            ko: "채움과 테두리 없이 텍스트만으로 이루어진 버튼입니다. 누르면 텍스트 주변에 눌림 배경이 나타납니다."
        ),
        parameters: [
            "title": DocText(
                en: "The text of the button.",
                ko: "버튼에 표시되는 텍스트입니다."
            ),
            "color": DocText(
                en: "primary (brand-colored text, the default) or assistive (neutral tertiary text).",
                ko: "primary(브랜드 색상 텍스트, 기본값)와 assistive(중립 보조 색상 텍스트) 중에서 고릅니다."
            ),
            "handler": DocText(
                en: "Runs when the button is clicked.",
                ko: "버튼을 클릭했을 때 실행되는 동작입니다."
            ),
        ],
        modifiers: [
            "size": DocText(
                en: "small (label1 bold) or medium (body2 bold, the default).",
                ko: "small(label1 bold)과 medium(body2 bold, 기본값) 중에서 고릅니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["size"],
                text: DocText(
                    en: "The pressed highlight reaches beyond the text (6 pt sideways and 4 pt up and down for small, 8 and 4 for medium) without taking layout space: the button is only as large as its text.",
                    ko: "눌림 배경은 텍스트 바깥으로 확장되지만(small은 좌우 6·상하 4, medium은 좌우 8·상하 4) 레이아웃 공간은 차지하지 않아, 버튼 크기는 텍스트 크기와 같습니다."
                )
            ),
        ]
    )
}
