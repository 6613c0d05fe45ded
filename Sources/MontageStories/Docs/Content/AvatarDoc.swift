extension ComponentDoc {
    /// Avatar's docs (spec §8).
    public static let avatar = ComponentDoc(
        component: "Avatar",
        summary: DocText(
            en: "A profile picture or a logo loaded from a URL, with a placeholder glyph while it loads or when it cannot be loaded.",
            ko: "URL에서 불러온 프로필 사진이나 로고를 보여 줍니다. 불러오는 동안이나 불러오지 못했을 때는 대체 아이콘을 표시합니다."
        ),
        parameters: [
            "_": DocText(
                en: "The URL or path of the image; an empty text shows the placeholder.",
                ko: "표시할 이미지의 URL 또는 경로입니다. 비어 있으면 대체 아이콘을 표시합니다."
            ),
            "variant": DocText(
                en: "person for a person (a circle), company or academy for a logo (a rounded square); it also picks the placeholder glyph.",
                ko: "사람은 person(원형), 회사·학원 로고는 company·academy(둥근 사각형)를 사용합니다. 대체 아이콘도 이에 따라 정해집니다."
            ),
        ],
        modifiers: [
            "size": DocText(
                en: "The box's side: xsmall 24, small 32 (the default), medium 40, large 48 or xlarge 56. A ListCell's avatar is medium.",
                ko: "아바타 한 변의 크기로 xsmall(24)·small(32, 기본값)·medium(40)·large(48)·xlarge(56) 중에서 고릅니다. ListCell의 아바타는 medium입니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["variant", "size"],
                text: DocText(
                    en: "A person avatar is always a circle; company and academy avatars are rounded squares whose corner radius grows with the size, from 8 to 16.",
                    ko: "person 아바타는 항상 원형이고, company·academy 아바타는 크기에 따라 모서리 둥글기가 8에서 16까지 커지는 둥근 사각형입니다."
                )
            ),
            DocRule(
                concerns: ["_", "variant"],
                text: DocText(
                    en: "Until the image loads, or if it cannot, a white person, building or graduation-cap glyph is shown on a neutral background. A thin border is drawn over the image.",
                    ko: "이미지를 불러오기 전이나 불러오지 못했을 때는 중립 배경 위에 흰색 사람·건물·학사모 아이콘이 표시됩니다. 이미지 위에는 얇은 테두리가 그려집니다."
                )
            ),
        ]
    )
}
