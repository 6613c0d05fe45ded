extension ComponentDoc {
    /// Button's docs (spec §12).
    public static let button = ComponentDoc(
        component: "Button",
        summary: DocText(
            en: "A button with a text, filled (solid) or bordered (outlined), in four sizes and three colors.",
            ko: "텍스트가 있는 버튼입니다. 채워진 solid와 테두리만 있는 outlined 두 형태에 네 가지 크기, 세 가지 색상을 제공합니다."
        ),
        parameters: [
            "title": DocText(
                en: "The text on the button.",
                ko: "버튼에 표시되는 텍스트입니다."
            ),
            "color": DocText(
                en: "primary (brand, the default), assistive (neutral) or negative (for destructive actions).",
                ko: "primary(브랜드, 기본값), assistive(중립), negative(삭제처럼 되돌리기 어려운 동작) 중에서 고릅니다."
            ),
            "handler": DocText(
                en: "Runs when the button is clicked.",
                ko: "버튼을 클릭했을 때 실행되는 동작입니다."
            ),
        ],
        modifiers: [
            "variant": DocText(
                en: "solid (the default) fills the button with its color; outlined draws a 1 pt border and no fill.",
                ko: "기본값인 solid는 버튼을 색상으로 채우고, outlined는 채움 없이 1포인트 테두리를 그립니다."
            ),
            "size": DocText(
                en: "xsmall (28 pt tall), small (32), medium (40) or large (48, the default); padding, corner radius and text size change with it.",
                ko: "xsmall(높이 28)·small(32)·medium(40)·large(48, 기본값) 중에서 고르며, 여백·모서리 둥글기·글자 크기가 함께 바뀝니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["variant", "color"],
                text: DocText(
                    en: "There is no outlined negative button: an outlined button with the negative color looks like outlined primary.",
                    ko: "outlined에는 negative 스타일이 없어, negative 색상을 지정한 outlined 버튼은 outlined primary로 표시됩니다."
                )
            ),
            DocRule(
                concerns: ["variant", "size", "color"],
                text: DocText(
                    en: "A button in a ListCell's trailing slot is always solid and small, and assistive unless another color is given.",
                    ko: "ListCell의 trailing 슬롯에 놓인 버튼은 항상 solid·small이며, 색상을 따로 지정하지 않으면 assistive로 표시됩니다."
                )
            ),
        ]
    )
}
