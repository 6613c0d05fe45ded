extension ComponentDoc {
    /// IconButton's docs (spec §14).
    public static let iconButton = ComponentDoc(
        component: "IconButton",
        summary: DocText(
            en: "A button that shows only an icon, with no fill; pressing it shows a light highlight clipped to its rounded corners.",
            ko: "아이콘만 표시하는 채움 없는 버튼입니다. 누르면 둥근 모서리 안쪽에 옅은 눌림 배경이 나타납니다."
        ),
        parameters: [
            "_": DocText(
                en: "The icon the button shows.",
                ko: "버튼에 표시되는 아이콘입니다."
            ),
            "handler": DocText(
                en: "Runs when the button is clicked.",
                ko: "버튼을 클릭했을 때 실행되는 동작입니다."
            ),
        ],
        modifiers: [
            "size": DocText(
                en: "The square's side: small 24, medium 28, large 32 or xlarge 36 (the default); the icon grows with it, from 16 to 24.",
                ko: "버튼 한 변의 크기로 small(24)·medium(28)·large(32)·xlarge(36, 기본값) 중에서 고르며, 아이콘도 16에서 24까지 함께 커집니다."
            ),
        ],
        rules: [
            DocRule(
                concerns: ["size"],
                text: DocText(
                    en: "In a ListCell's trailing slot an icon button takes only 20×20 pt in the layout but keeps its 32×32 pt clickable area, which reaches into the cell's padding.",
                    ko: "ListCell의 trailing 슬롯에서 아이콘 버튼은 레이아웃상 20×20만 차지하지만, 클릭 영역은 32×32로 유지되어 셀 여백까지 닿습니다."
                )
            ),
        ]
    )
}
