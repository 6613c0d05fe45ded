extension ComponentDoc {
    /// TextField's docs (seed 002).
    public static let textField = ComponentDoc(
        component: "TextField",
        summary: DocText(
            en: "A field of fixed height for entering one line of text. A placeholder, a label and a message tell people what to enter; an icon, a status, a trailing button and autocompletion can be added.",
            ko: "일정한 높이의 필드에 한 줄 이하의 값을 입력받는 컴포넌트입니다. 플레이스홀더·라벨·메시지로 입력할 내용을 안내하며, 아이콘·상태 표시·트레일링 버튼·자동완성 등을 더할 수 있습니다."
        ),
        parameters: [
            "text": DocText(
                en: "The bound text: typing changes it, and a change made elsewhere shows in the field.",
                ko: "필드의 값과 연결된 바인딩입니다. 입력하면 이 값이 바뀌고, 바깥에서 값을 바꾸면 필드에도 반영됩니다."
            ),
            "autoCompletionDataSource": DocText(
                en: "The bound suggestions a popup lists under the field while it has focus; none by default. Every time the popup closes, this binding is cleared.",
                ko: "필드에 포커스가 있는 동안 아래 팝업에 보여 줄 자동완성 목록의 바인딩입니다. 기본값은 nil이며, 팝업이 닫힐 때마다 이 바인딩은 nil로 비워집니다."
            ),
        ],
        modifiers: [
            "placeholder": DocText(
                en: "A hint shown inside the field while it is empty.",
                ko: "입력된 텍스트가 없을 때 필드 안에 표시되는 안내 문구입니다."
            ),
            "size": DocText(
                en: "large (the default, 48 pt tall) or medium (40 pt tall). The padding, corner radius, text size and icon size follow it.",
                ko: "large(기본값, 높이 48)와 medium(높이 40) 중에서 고릅니다. 크기에 따라 여백·모서리 둥글기·입력 글자 크기·아이콘 크기가 함께 정해집니다."
            ),
            "status": DocText(
                en: "normal (the default), positive for valid input, or negative for an error. negative puts the border and the message in the negative color.",
                ko: "기본(normal), 유효한 입력(positive), 오류(negative) 상태 중 하나를 지정합니다. negative에서는 테두리와 메시지가 오류 색상으로 바뀝니다."
            ),
            "icon": DocText(
                en: "An icon at the left of the field, before the text.",
                ko: "필드 왼쪽, 입력 텍스트 앞에 표시되는 아이콘입니다."
            ),
            "label": DocText(
                en: "A title for the field, with required to add a required mark. nil or an empty text shows no label.",
                ko: "필드에 제목(라벨)을 붙이고, required로 필수 입력 표시 여부를 정합니다. nil이거나 비어 있으면 라벨을 표시하지 않습니다."
            ),
            "labelPlacement": DocText(
                en: "Where the label sits: top (the default) above the field, or leading in a column at its left.",
                ko: "라벨의 위치입니다. 기본값인 top은 필드 위에, leading은 필드 왼쪽 열에 라벨을 둡니다."
            ),
            "labelWidth": DocText(
                en: "Fixes the width of the label column in leading placement; it does nothing with the label on top. To line up several fields, use a FormControlGroup instead.",
                ko: "leading 배치에서 라벨 열의 폭을 고정하며, top 배치에는 영향이 없습니다. 여러 입력의 라벨 열을 맞추려면 FormControlGroup을 사용합니다."
            ),
            "message": DocText(
                en: "A help or error message under the field. nil or an empty text shows none.",
                ko: "필드 아래에 표시되는 도움말 또는 오류 메시지입니다. nil이거나 비어 있으면 표시하지 않습니다."
            ),
            "maxLength": DocText(
                en: "The most characters the field keeps: typed or pasted text beyond it is cut, keeping the start. nil means no limit.",
                ko: "입력할 수 있는 최대 글자 수입니다. 입력하거나 붙여 넣은 텍스트가 이를 넘으면 앞에서부터 제한만큼만 남기며, nil이면 제한하지 않습니다."
            ),
            "secured": DocText(
                en: "Hides what is typed, for passwords and other values that must not be seen.",
                ko: "비밀번호처럼 노출되면 안 되는 값을 입력받을 때 입력한 내용을 가립니다."
            ),
            "autocorrectionDisabled": DocText(
                en: "Turns off autocorrection and spell-check underlines, for emails, user names and codes.",
                ko: "자동수정과 맞춤법 검사 밑줄을 끕니다. 이메일·아이디·인증 코드처럼 자동수정이 오히려 방해되는 입력에 사용합니다."
            ),
            "backgroundColor": DocText(
                en: "Paints the field's background in the given color instead of Montage's surface.",
                ko: "필드 배경을 Montage 기본 표면 대신 지정한 색으로 칠합니다."
            ),
            "trailingButton": DocText(
                en: "An outlined button at the right end inside the field, such as ‘Verify’. Its disable flag turns off this button alone.",
                ko: "필드 안쪽 오른쪽 끝에 놓이는 아웃라인 버튼입니다(예: ‘인증’). disable 값으로 이 버튼만 따로 비활성화할 수 있습니다."
            ),
            "trailingContent": DocText(
                en: "A custom view at the right of the text, after the clear button or the positive mark.",
                ko: "입력 텍스트 오른쪽, 지우기 버튼이나 positive 체크 표시 뒤에 붙는 커스텀 콘텐츠입니다."
            ),
            "accessory": DocText(
                en: "A custom view at the right of the message row, such as a character count or a timer. Its text style and color are up to the caller.",
                ko: "메시지 행 오른쪽에 놓이는 액세서리 뷰로, 글자 수나 타이머 같은 보조 요소를 넣습니다. 타이포그래피와 색은 사용하는 쪽에서 지정합니다."
            ),
            "onTextChange": DocText(
                en: "Called with the whole text after every change, including clearing the field and cutting by maxLength.",
                ko: "텍스트가 바뀔 때마다 변경된 전체 텍스트를 전달받는 클로저입니다. 지우기 버튼으로 비우거나 maxLength로 잘린 경우에도 최종 텍스트가 전달됩니다."
            ),
            "disabled": DocText(
                en: "Disables the whole field, its trailing button included: it can no longer be focused or edited.",
                ko: "트레일링 버튼을 포함해 필드 전체를 비활성화합니다. 포커스를 받거나 편집할 수 없게 됩니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["maxLength", "onTextChange"],
                text: DocText(
                    en: "maxLength counts user-perceived characters (graphemes): an emoji with modifiers or a Hangul syllable counts as one. Text over the limit keeps only its first characters, and onTextChange never receives the over-limit text, only the cut one.",
                    ko: "maxLength는 사용자가 인식하는 글자(grapheme) 단위로 셉니다. 수식이 붙은 이모지나 한글 한 음절도 한 글자입니다. 제한을 넘는 텍스트는 앞에서부터 제한만큼만 남으며, onTextChange에는 넘친 텍스트가 아니라 잘린 텍스트만 전달됩니다."
                )
            ),
            DocRule(
                concerns: ["secured", "autoCompletionDataSource"],
                text: DocText(
                    en: "A secured field shows a masking character for every character typed and never opens the autocompletion popup. There is no button to reveal the text.",
                    ko: "secured 필드는 입력한 글자를 모두 가림 문자로 표시하며 자동완성 팝업을 열지 않습니다. 입력 내용을 드러내는 버튼은 없습니다."
                )
            ),
            DocRule(
                concerns: ["status", "message"],
                text: DocText(
                    en: "Only negative status recolors things: the border turns lineNegativePrimary and the message foregroundNegativePrimary. With normal and positive, the message stays foregroundNeutralTertiary.",
                    ko: "색이 바뀌는 것은 negative 상태뿐입니다. 테두리는 lineNegativePrimary, 메시지는 foregroundNegativePrimary로 표시되고, normal·positive에서는 메시지가 foregroundNeutralTertiary로 유지됩니다."
                )
            ),
            DocRule(
                concerns: ["status", "trailingContent"],
                text: DocText(
                    en: "While the field has focus and text, a clear button appears at the right and empties the field when clicked. Without focus, a positive field with text shows a check mark there instead; an empty field shows neither.",
                    ko: "필드에 포커스가 있고 텍스트가 있으면 오른쪽에 지우기 버튼이 나타나며, 누르면 텍스트가 비워집니다. 포커스가 없을 때는 positive 상태이고 텍스트가 있는 경우에만 그 자리에 체크 표시가 나타나고, 빈 필드에는 둘 다 나타나지 않습니다."
                )
            ),
            DocRule(
                concerns: ["label"],
                text: DocText(
                    en: "A required label ends with the mark ‘ *’ in foregroundNegativePrimary. The label stays on one line and is cut with an ellipsis, but the mark is always visible.",
                    ko: "required를 켠 라벨 뒤에는 foregroundNegativePrimary 색상의 ‘ *’ 표시가 붙습니다. 라벨은 한 줄로 표시되어 넘치면 말줄임 처리되지만, 이 표시는 항상 보입니다."
                )
            ),
            DocRule(
                concerns: ["labelPlacement", "labelWidth", "message"],
                text: DocText(
                    en: "In leading placement the label sits 16 pt before the field, centred on its first line, and the message sits under the field only. The column takes labelWidth if set, else the group's width, else the label's own width.",
                    ko: "leading 배치에서 라벨은 필드 앞 16포인트 거리에 필드 첫 줄의 세로 중앙에 맞춰 놓이고, 메시지는 필드 아래에만 놓입니다. 라벨 열의 폭은 labelWidth, 그룹의 폭, 라벨 자체의 폭 순서로 정해집니다."
                )
            ),
            DocRule(
                concerns: ["disabled", "trailingButton", "placeholder"],
                text: DocText(
                    en: "A disabled field turns a flat surfaceNeutralTertiary, dims its placeholder, shows no focus ring and disables its trailing button; the typed text keeps its color.",
                    ko: "비활성 필드는 surfaceNeutralTertiary 단색 배경이 되고, 플레이스홀더가 흐려지며, 포커스 링이 나타나지 않고 트레일링 버튼도 함께 비활성화됩니다. 입력된 텍스트의 색은 그대로 유지됩니다."
                )
            ),
        ]
    )
}
