extension ComponentDoc {
    /// FormControl's docs (seed 002, spec §5).
    public static let formControl = ComponentDoc(
        component: "FormControl",
        summary: DocText(
            en: "A wrapper that gives one TextField a label (with an optional required mark), a help or error message and an accessory, and links them to the field for screen readers. It gives the same result as the field's own label and message modifiers.",
            ko: "하나의 TextField에 라벨(필수 표시 포함), 도움말·오류 메시지, 액세서리를 붙이고, 이를 스크린 리더가 읽을 수 있도록 입력과 연결하는 래퍼입니다. TextField의 label·message 모디파이어를 쓰는 것과 결과가 같습니다."
        ),
        parameters: [:],
        modifiers: [
            "label": DocText(
                en: "The field's title, with required to add a required mark. nil or an empty text shows no label.",
                ko: "입력의 제목(라벨)을 붙이고, required로 필수 입력 표시 여부를 정합니다. nil이거나 비어 있으면 라벨을 표시하지 않습니다."
            ),
            "labelPlacement": DocText(
                en: "top (the default) stacks the label, the field and the message 8 pt apart; leading puts the label in a column 16 pt before the field.",
                ko: "기본값인 top은 라벨·입력·메시지를 8포인트 간격으로 세로로 쌓고, leading은 라벨을 입력 앞 16포인트 거리의 열에 둡니다."
            ),
            "labelWidth": DocText(
                en: "Fixes the width of the label column in leading placement, for this control alone, even inside a FormControlGroup.",
                ko: "leading 배치에서 라벨 열의 폭을 고정합니다. FormControlGroup 안에서도 이 컨트롤에만 적용됩니다."
            ),
            "message": DocText(
                en: "A help or error text under the field, wrapping over as many lines as it needs. nil or an empty text shows none.",
                ko: "입력 아래에 표시되는 도움말 또는 오류 문구로, 줄 수 제한 없이 줄바꿈됩니다. nil이거나 비어 있으면 표시하지 않습니다."
            ),
            "size": DocText(
                en: "large (the default) or medium, passed on to the field; it also sets the label's text style (label1 or label2).",
                ko: "large(기본값)와 medium 중에서 고르며 입력에도 그대로 전달됩니다. 라벨의 텍스트 스타일(label1 또는 label2)도 이에 따라 정해집니다."
            ),
            "status": DocText(
                en: "normal (the default), positive or negative, passed on to the field; negative colors the message.",
                ko: "normal(기본값)·positive·negative 중 하나로, 입력에도 그대로 전달됩니다. negative에서는 메시지가 오류 색상으로 표시됩니다."
            ),
            "accessory": DocText(
                en: "A custom view at the right of the message row, such as a character count. It keeps its natural size and the message wraps in the space left.",
                ko: "메시지 행 오른쪽에 놓이는 글자 수 같은 커스텀 뷰입니다. 자신의 크기를 그대로 유지하고, 메시지는 남은 폭 안에서 줄바꿈됩니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["label"],
                text: DocText(
                    en: "The label is one line and ends in an ellipsis when too long; a required mark ‘ *’ in foregroundNegativePrimary follows it and is never cut.",
                    ko: "라벨은 한 줄로 표시되고 길면 말줄임 처리됩니다. 필수 표시 ‘ *’는 foregroundNegativePrimary 색상으로 라벨 뒤에 붙으며 잘리지 않습니다."
                )
            ),
            DocRule(
                concerns: ["status", "message"],
                text: DocText(
                    en: "The message is foregroundNeutralTertiary for normal and positive status, and foregroundNegativePrimary only for negative.",
                    ko: "메시지는 normal·positive 상태에서 foregroundNeutralTertiary로, negative 상태에서만 foregroundNegativePrimary로 표시됩니다."
                )
            ),
            DocRule(
                concerns: ["labelPlacement", "labelWidth", "size"],
                text: DocText(
                    en: "In leading placement the label is centred on the field's first line (48 pt for large, 40 pt for medium), and the message sits under the field only. The column takes labelWidth if set, else the group's width, else the label's own width.",
                    ko: "leading 배치에서 라벨은 입력의 첫 줄(large 48, medium 40)에 세로 중앙을 맞추고, 메시지는 입력 아래에만 놓입니다. 라벨 열의 폭은 labelWidth, 그룹의 폭, 라벨 자체의 폭 순서로 정해집니다."
                )
            ),
        ]
    )
}
