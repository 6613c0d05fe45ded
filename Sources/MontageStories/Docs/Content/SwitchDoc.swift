extension ComponentDoc {
    /// Switch's docs (spec §11).
    public static let switchControl = ComponentDoc(
        component: "Switch",
        summary: DocText(
            en: "An on/off toggle with a white thumb that slides along a capsule track; on, the track takes the brand color.",
            ko: "캡슐 모양 트랙 위로 흰색 손잡이가 움직이는 켜기/끄기 토글입니다. 켜지면 트랙이 브랜드 색상으로 바뀝니다."
        ),
        parameters: [
            "checked": DocText(
                en: "Whether the switch is on. The caller owns this value.",
                ko: "스위치가 켜져 있는지 여부입니다. 이 값은 사용하는 쪽에서 관리합니다."
            ),
            "onSelect": DocText(
                en: "Called with the value a click asks for; the switch moves only once that value is passed back as checked.",
                ko: "클릭했을 때 바뀌어야 할 값을 전달받는 핸들러입니다. 그 값이 checked로 다시 전달되어야 스위치가 움직입니다."
            ),
        ],
        modifiers: [:],
        rules: [
            DocRule(
                concerns: ["checked", "onSelect"],
                text: DocText(
                    en: "A click anywhere on the track asks for the opposite value; the thumb then slides over with a short animation (0.2 s). A switch shows no pressed highlight.",
                    ko: "트랙 어디를 클릭해도 반대 값을 요청하며, 값이 바뀌면 손잡이가 짧은 애니메이션(0.2초)으로 이동합니다. 스위치에는 눌림 배경이 없습니다."
                )
            ),
            DocRule(
                concerns: ["checked"],
                text: DocText(
                    en: "A disabled switch ignores clicks and draws its track at 43% opacity.",
                    ko: "비활성 스위치는 클릭에 반응하지 않으며, 트랙이 43% 불투명도로 표시됩니다."
                )
            ),
        ]
    )
}
