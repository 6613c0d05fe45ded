extension ComponentDoc {
    /// ListCell's docs (seed 000).
    public static let listCell = ComponentDoc(
        component: "ListCell",
        summary: DocText(
            en: "A row that shows one item of a list: a label, an optional description, and four slots (leading, label-trailing, trailing, extra) for icons, controls, badges and values. It keeps lists tidy and easy to scan.",
            ko: "리스트의 한 항목을 나타내는 셀입니다. 라벨과 부가 설명에 더해 네 개의 슬롯(leading, labelTrailing, trailing, extra)에 아이콘·컨트롤·배지·값 등을 조합할 수 있어, 정보를 일관되고 정돈된 형태로 훑어볼 수 있게 합니다."
        ),
        parameters: [
            "label": DocText(
                en: "The cell's title text.",
                ko: "셀의 제목으로 표시되는 텍스트입니다."
            ),
            "onTap": DocText(
                en: "Runs when the cell is clicked or activated with Enter or Space. Leave it out for a cell that only shows information.",
                ko: "셀을 클릭하거나 Enter·Space로 활성화했을 때 실행되는 동작입니다. 정보만 보여 주는 셀이라면 생략합니다."
            ),
        ],
        modifiers: [
            "description": DocText(
                en: "A secondary text under the label, in smaller tertiary type (label2). Passing nil removes it.",
                ko: "라벨 아래에 작은 보조 글씨(label2)로 표시되는 부가 설명입니다. nil을 넘기면 설명이 사라집니다."
            ),
            "highlight": DocText(
                en: "Sets in bold the part of the label, and of the description, that matches the given text, ignoring case.",
                ko: "라벨과 설명에서 지정한 문자열과 일치하는 부분을 굵게 강조합니다. 대소문자는 구분하지 않습니다."
            ),
            "labelVariant": DocText(
                en: "The label's typography style; body2 by default.",
                ko: "라벨 텍스트의 타이포그래피 스타일입니다. 기본값은 body2입니다."
            ),
            "labelWeight": DocText(
                en: "The label's font weight; medium by default. A selected cell is bold whatever this says.",
                ko: "라벨 텍스트의 굵기입니다. 기본값은 medium이며, 선택된 셀은 이 값과 관계없이 bold로 표시됩니다."
            ),
            "labelColor": DocText(
                en: "The label's semantic color; foregroundNeutralPrimary by default. It is not used while the cell is selected or disabled.",
                ko: "라벨 텍스트의 시맨틱 색상입니다. 기본값은 foregroundNeutralPrimary이며, 선택되었거나 비활성화된 셀에서는 적용되지 않습니다."
            ),
            "textEllipsis": DocText(
                en: "Keeps the label and the description to one line each and ends longer text with an ellipsis. Off by default, so both wrap.",
                ko: "라벨과 설명을 각각 한 줄로 제한하고 넘치는 부분은 말줄임표로 줄입니다. 기본값은 꺼져 있어 두 텍스트 모두 줄바꿈됩니다."
            ),
            "leadingResources": DocText(
                en: "Items placed before the label, such as an icon, a checkbox or radio, an avatar or a thumbnail. Several items sit 8 pt apart.",
                ko: "라벨 앞에 놓이는 요소로, 아이콘·체크박스·라디오·아바타·썸네일 등을 넣을 수 있습니다. 여러 개를 넣으면 8포인트 간격으로 가로 배치됩니다."
            ),
            "labelTrailingResources": DocText(
                en: "Items right after the label on its row, such as a badge or a verification icon. They sit 4 pt apart in a group fixed at 22 pt high, so they never make the row taller.",
                ko: "라벨 바로 뒤에 붙는 배지나 인증 아이콘 같은 요소입니다. 4포인트 간격으로 놓이며 높이가 22포인트로 고정되어 행 높이를 늘리지 않습니다."
            ),
            "trailingResources": DocText(
                en: "Items at the right end of the cell, such as a value text, a badge, a button, a text button, an icon button or a switch. Several items sit 8 pt apart.",
                ko: "셀 오른쪽 끝에 놓이는 요소로, 값 텍스트·배지·버튼·텍스트 버튼·아이콘 버튼·스위치 등을 넣을 수 있습니다. 여러 개를 넣으면 8포인트 간격으로 배치됩니다."
            ),
            "extraResources": DocText(
                en: "Items on a line under the description, such as short texts or badges. They use the cell's width and sit 6 pt apart.",
                ko: "설명 아래 줄에 놓이는 짧은 텍스트나 배지 같은 요소입니다. 셀 폭을 모두 쓰며 6포인트 간격으로 가로 배치됩니다."
            ),
            "selected": DocText(
                en: "Shows the cell as selected: the label turns bold in the brand color (surfaceBrandPrimary) and a check mark appears at the right.",
                ko: "셀을 선택된 상태로 표시합니다. 라벨이 브랜드 색상(surfaceBrandPrimary)의 bold로 바뀌고 오른쪽에 체크 아이콘이 나타납니다."
            ),
            "chevron": DocText(
                en: "Adds a right-pointing arrow at the far right, usually for a cell that opens another screen.",
                ko: "셀 맨 오른쪽에 화살표(chevron) 아이콘을 표시합니다. 주로 탭하면 다른 화면으로 이동하는 셀에 사용합니다."
            ),
            "divider": DocText(
                en: "Draws a 1 pt line along the bottom edge. It lies over the bottom padding and does not add height.",
                ko: "셀 하단에 1포인트 구분선을 그립니다. 구분선은 아래 여백 위에 겹쳐 그려지므로 셀 높이를 늘리지 않습니다."
            ),
            "variant": DocText(
                en: "The cell's shape relative to its list. inset (the default) leaves the side margins to the list; full fills the list's width with its own 20 pt side padding.",
                ko: "리스트를 기준으로 한 셀의 형태입니다. 기본값인 inset은 좌우 여백을 리스트에 맡기고, full은 셀이 리스트 폭을 채우며 좌우 여백 20을 직접 가집니다."
            ),
            "verticalPadding": DocText(
                en: "The space above and below the content: none 0, small 8, medium 12 (the default), large 16, or a custom value.",
                ko: "셀의 상하 여백입니다. none(0)·small(8)·medium(12, 기본값)·large(16) 중에서 고르며, 그 밖의 간격은 custom으로 직접 지정합니다."
            ),
            "verticalAlign": DocText(
                en: "When the label wraps or an item is tall, top (the default) lines the leading, label-trailing and trailing items up with the first line; center centres them on the cell.",
                ko: "라벨이 여러 줄이거나 요소가 클 때 leading·labelTrailing·trailing 요소를 첫 행에 맞출지(top, 기본값), 셀 중앙에 맞출지(center) 정합니다."
            ),
            "disabled": DocText(
                en: "Disables the cell: it no longer reacts to taps and shows its texts in the disabled color (foregroundDisablePrimary).",
                ko: "셀을 비활성화합니다. 탭에 반응하지 않으며 텍스트가 비활성 색상(foregroundDisablePrimary)으로 표시됩니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["selected", "labelWeight", "labelColor"],
                text: DocText(
                    en: "A selected cell always shows its label bold in surfaceBrandPrimary, whatever labelWeight and labelColor are set to.",
                    ko: "선택된 셀의 라벨은 labelWeight·labelColor 설정과 관계없이 항상 surfaceBrandPrimary 색상의 bold로 표시됩니다."
                )
            ),
            DocRule(
                concerns: ["selected", "trailingResources", "chevron"],
                text: DocText(
                    en: "The check mark of a selected cell shares its place with trailing items: when there are trailing items, they are shown and the check is not, so the selection shows only in the label. The chevron stays at the far right either way. To show selection as an icon too, put a checkbox or radio in leadingResources.",
                    ko: "선택 상태의 체크 아이콘은 trailing 요소와 자리를 함께 씁니다. trailing 요소가 있으면 그쪽이 표시되고 체크 아이콘은 나타나지 않으므로, 선택 여부는 라벨의 색과 굵기로만 드러납니다. chevron은 어느 경우에도 맨 오른쪽에 남습니다. 선택 여부를 아이콘으로도 보여야 한다면 leadingResources에 체크박스나 라디오를 넣습니다."
                )
            ),
            DocRule(
                concerns: ["disabled", "selected", "labelColor", "leadingResources", "trailingResources", "extraResources"],
                text: DocText(
                    en: "A disabled cell takes no taps and shows no pressed background. Its label, description, check mark and chevron turn foregroundDisablePrimary, even when selected. Slot content takes that color only if it sets no color of its own; checkboxes, switches and buttons use their own disabled look.",
                    ko: "비활성 셀은 탭을 받지 않고 눌림 배경도 표시하지 않습니다. 라벨·설명·체크 아이콘·chevron은 선택 여부와 관계없이 foregroundDisablePrimary로 바뀝니다. 슬롯 콘텐츠는 스스로 색을 지정하지 않은 경우에만 이 색을 따르며, 체크박스·스위치·버튼 등은 각자의 비활성 스타일로 표시됩니다."
                )
            ),
            DocRule(
                concerns: ["textEllipsis", "description"],
                text: DocText(
                    en: "With textEllipsis on, the label and the description are each cut to one line ending in an ellipsis. Texts in the extra and trailing slots are not affected.",
                    ko: "textEllipsis를 켜면 라벨과 설명이 각각 한 줄로 제한되고 넘치는 부분은 말줄임 처리됩니다. extra·trailing 슬롯의 텍스트에는 적용되지 않습니다."
                )
            ),
            DocRule(
                concerns: ["variant"],
                text: DocText(
                    en: "inset draws the pressed background 12 pt wider than the cell on each side, with corner radius 16; full draws it square, exactly over the cell. The content sits at the same place in the list in both.",
                    ko: "inset은 눌림 배경을 셀보다 좌우로 12씩 넓게, 모서리를 16만큼 둥글게 그리고, full은 셀과 같은 크기로 각지게 그립니다. 두 형태 모두 콘텐츠는 리스트 기준 같은 자리에 놓입니다."
                )
            ),
            DocRule(
                concerns: ["verticalPadding"],
                text: DocText(
                    en: "A cell with no vertical padding (none, or a custom value of 0) shows no pressed background, which would otherwise hug the text.",
                    ko: "상하 여백이 0인 셀(none 또는 custom 0)은 눌림 배경을 표시하지 않습니다. 배경이 텍스트에 딱 붙어 어색해지기 때문입니다."
                )
            ),
            DocRule(
                concerns: ["highlight", "description"],
                text: DocText(
                    en: "highlight ignores case but not accents, and bolds only the first match in the label and the first match in the description. Extra texts, values and badges are never highlighted.",
                    ko: "highlight는 대소문자는 무시하지만 악센트는 구분하며, 라벨과 설명에서 각각 처음 일치하는 부분만 굵게 표시합니다. extra 텍스트·값 텍스트·배지는 강조되지 않습니다."
                )
            ),
        ]
    )
}
