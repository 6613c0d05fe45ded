extension ComponentDoc {
    /// Thumbnail's docs (spec §9).
    public static let thumbnail = ComponentDoc(
        component: "Thumbnail",
        summary: DocText(
            en: "A square picture with rounded corners (radius 12) and a thin border, scaled to fill and cropped; a ListCell shows it at 56×56 pt.",
            ko: "모서리가 둥글고(반경 12) 얇은 테두리가 있는 정사각형 이미지로, 영역을 채우도록 확대한 뒤 잘라 냅니다. ListCell에서는 56×56 크기로 표시됩니다."
        ),
        parameters: [
            "_": DocText(
                en: "The URL or path of the image; an empty text shows the placeholder picture.",
                ko: "표시할 이미지의 URL 또는 경로입니다. 비어 있으면 대체 이미지를 표시합니다."
            ),
        ],
        modifiers: [:],
        rules: [
            DocRule(
                concerns: ["_"],
                text: DocText(
                    en: "While it loads, the thumbnail is a flat surfaceNeutralTertiary square; if the image cannot be loaded, a placeholder picture takes its place. A new URL drops the old image and loads again.",
                    ko: "불러오는 동안에는 surfaceNeutralTertiary 단색 사각형으로 표시되고, 이미지를 불러오지 못하면 대체 이미지가 그 자리를 채웁니다. URL이 바뀌면 이전 이미지를 버리고 다시 불러옵니다."
                )
            ),
        ]
    )
}
