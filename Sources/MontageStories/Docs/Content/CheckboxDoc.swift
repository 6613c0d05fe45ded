extension ComponentDoc {
    /// Checkbox's docs (spec §10).
    public static let checkbox = ComponentDoc(
        component: "Checkbox",
        summary: DocText(
            en: "A square check control for turning an option on or off; when checked it shows a white check on the brand color.",
            ko: "항목을 선택하거나 해제하는 사각형 체크 컨트롤입니다. 선택되면 브랜드 색상 위에 흰색 체크가 표시됩니다."
        ),
        parameters: [
            "checked": DocText(
                en: "Whether the box shows as checked. The caller owns this value.",
                ko: "체크박스가 선택된 상태로 보일지 여부입니다. 이 값은 사용하는 쪽에서 관리합니다."
            ),
            "onSelect": DocText(
                en: "Called with the value a click asks for; the box changes only once that value is passed back as checked.",
                ko: "클릭했을 때 바뀌어야 할 값을 전달받는 핸들러입니다. 그 값이 checked로 다시 전달되어야 체크박스 모양이 바뀝니다."
            ),
        ],
        modifiers: [:],
        rules: [
            DocRule(
                concerns: ["checked", "onSelect"],
                text: DocText(
                    en: "A click never changes the box by itself: it asks onSelect for the opposite value, and without onSelect nothing happens.",
                    ko: "클릭만으로는 체크박스가 바뀌지 않습니다. onSelect에 반대 값을 요청할 뿐이며, onSelect가 없으면 아무 일도 일어나지 않습니다."
                )
            ),
            DocRule(
                concerns: ["checked"],
                text: DocText(
                    en: "A disabled checkbox ignores clicks and draws its fill and border at 43% opacity.",
                    ko: "비활성 체크박스는 클릭에 반응하지 않으며, 채움과 테두리가 43% 불투명도로 표시됩니다."
                )
            ),
        ]
    )
}
