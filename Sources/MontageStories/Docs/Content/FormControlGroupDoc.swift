extension ComponentDoc {
    /// FormControlGroup's docs (spec §6).
    public static let formControlGroup = ComponentDoc(
        component: "FormControlGroup",
        summary: DocText(
            en: "A vertical stack of TextFields whose leading labels share one column, so every labelled field starts at the same position.",
            ko: "TextField들을 세로로 쌓고 leading 배치 라벨이 하나의 열을 함께 쓰게 하여, 라벨이 있는 모든 입력이 같은 위치에서 시작하도록 맞춥니다."
        ),
        parameters: [
            "labelWidth": DocText(
                en: "A fixed width for the shared label column. Leave it out to use the width of the widest label in the group.",
                ko: "공유하는 라벨 열의 고정 폭입니다. 생략하면 그룹에서 가장 넓은 라벨의 폭을 사용합니다."
            ),
            "spacing": DocText(
                en: "The space between the fields; 16 pt by default.",
                ko: "입력 사이의 간격입니다. 기본값은 16포인트입니다."
            ),
        ],
        modifiers: [:],
        rules: [
            DocRule(
                concerns: ["labelWidth"],
                text: DocText(
                    en: "Only fields with a label in leading placement share the column. Fields with the label on top, and leading fields without a label, keep their own layout and do not count toward the widest label.",
                    ko: "라벨 열을 공유하는 것은 라벨이 있는 leading 배치 입력뿐입니다. top 배치 입력과 라벨이 없는 leading 입력은 원래 배치를 유지하며, 가장 넓은 라벨을 정할 때도 포함되지 않습니다."
                )
            ),
            DocRule(
                concerns: ["labelWidth"],
                text: DocText(
                    en: "A field's own labelWidth overrides the group's column for that row only; its label still counts when the group looks for the widest one.",
                    ko: "입력 자체에 labelWidth를 지정하면 그 행만 그룹의 열 폭 대신 이 값을 씁니다. 이때도 그 라벨은 그룹이 가장 넓은 라벨을 찾을 때 계산에 포함됩니다."
                )
            ),
        ]
    )
}
