extension Typography {
    /// Montage's three weights. `bold` is Pretendard SemiBold (600), except in `display3`,
    /// `title2` and `title3`, where it is Bold (700).
    public enum Weight: String, CaseIterable, Sendable {
        /// Pretendard Regular (400).
        case regular
        /// Pretendard Medium (500).
        case medium
        /// Pretendard SemiBold (600); Bold (700) in `display3`, `title2` and `title3`.
        case bold

        /// The CSS font-weight of this weight in most variants: 400, 500, 600.
        public var fontWeight: Int {
            switch self {
            case .regular: 400
            case .medium: 500
            case .bold: 600
            }
        }

        /// The CSS font-weight of this weight in `variant` (bold is 700 in display3/title2/title3).
        public func fontWeight(in variant: Variant) -> Int {
            switch (self, variant) {
            case (.bold, .display3), (.bold, .title2), (.bold, .title3): 700
            default: fontWeight
            }
        }
    }
}
