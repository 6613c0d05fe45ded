import MontageGtk

extension ListCellPlayground {
    /// The cell the playground opens with (and Reset brings back), in the story language.
    static let initialCode = """
        ListCell(label: "플레이그라운드 셀", onTap: {})
            .description("부가 설명 텍스트")
            .leadingResources([.icon(.person)])
            .chevron()
        """
}
