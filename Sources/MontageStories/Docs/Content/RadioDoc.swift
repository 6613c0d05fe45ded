extension ComponentDoc {
    /// Radio's docs (spec §10).
    public static let radio = ComponentDoc(
        component: "Radio",
        summary: DocText(
            en: "A round control for picking one option among several; when checked it shows a white dot on the brand color.",
            ko: "여러 선택지 중 하나를 고르는 원형 컨트롤입니다. 선택되면 브랜드 색상 위에 흰색 점이 표시됩니다."
        ),
        parameters: [
            "checked": DocText(
                en: "Whether the radio shows as checked. The caller owns this value.",
                ko: "라디오가 선택된 상태로 보일지 여부입니다. 이 값은 사용하는 쪽에서 관리합니다."
            ),
            "onSelect": DocText(
                en: "Called with the value a click asks for; the radio changes only once that value is passed back as checked.",
                ko: "클릭했을 때 바뀌어야 할 값을 전달받는 핸들러입니다. 그 값이 checked로 다시 전달되어야 라디오 모양이 바뀝니다."
            ),
        ],
        modifiers: [:],
        rules: [
            DocRule(
                concerns: ["checked", "onSelect"],
                text: DocText(
                    en: "A click asks onSelect for the opposite value, a checked radio included; the caller decides what is checked, for instance keeping exactly one option of a group on.",
                    ko: "클릭하면 선택된 라디오라도 onSelect에 반대 값을 요청합니다. 무엇을 선택 상태로 둘지는 사용하는 쪽이 정하며, 예를 들어 한 그룹에서 하나만 선택되도록 유지할 수 있습니다."
                )
            ),
            DocRule(
                concerns: ["checked"],
                text: DocText(
                    en: "A disabled radio ignores clicks and draws its fill and border at 43% opacity.",
                    ko: "비활성 라디오는 클릭에 반응하지 않으며, 채움과 테두리가 43% 불투명도로 표시됩니다."
                )
            ),
        ]
    )
}
