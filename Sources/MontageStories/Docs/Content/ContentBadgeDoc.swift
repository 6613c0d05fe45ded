extension ComponentDoc {
    /// ContentBadge's docs (spec §7).
    public static let contentBadge = ComponentDoc(
        component: "ContentBadge",
        summary: DocText(
            en: "A small text badge that labels content, such as ‘New’ or a place; it does not react to clicks.",
            ko: "‘신규’나 지역처럼 콘텐츠의 성격을 알려 주는 작은 텍스트 배지입니다. 클릭에는 반응하지 않습니다."
        ),
        parameters: [
            "_": DocText(
                en: "solid (the default) fills the badge with surfaceNeutralSecondary; outlined draws a 1 pt border and no fill.",
                ko: "기본값인 solid는 배지를 surfaceNeutralSecondary로 채우고, outlined는 채움 없이 1포인트 테두리를 그립니다."
            ),
            "title": DocText(
                en: "The badge's text.",
                ko: "배지에 표시되는 텍스트입니다."
            ),
        ],
        modifiers: [
            "size": DocText(
                en: "xsmall, small (the default) or medium; the text size, padding and corner radius follow it.",
                ko: "xsmall·small(기본값)·medium 중에서 고르며, 글자 크기·여백·모서리 둥글기가 함께 정해집니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["_"],
                text: DocText(
                    en: "A badge has no disabled look and no pressed state: it looks the same inside a disabled cell.",
                    ko: "배지에는 비활성 스타일과 눌림 상태가 없어, 비활성화된 셀 안에서도 같은 모습으로 표시됩니다."
                )
            ),
            DocRule(
                concerns: ["size", "_"],
                text: DocText(
                    en: "Badges in a ListCell are always small with neutral colors; only the variant and the title change.",
                    ko: "ListCell 안의 배지는 항상 small 크기에 중립 색상이며, 형태와 텍스트만 바꿀 수 있습니다."
                )
            ),
        ]
    )
}
