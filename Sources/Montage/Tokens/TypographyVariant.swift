extension Typography {
    /// A step of the type scale, from `display1` (56) down to `caption2` (11).
    public enum Variant: String, CaseIterable, Sendable {
        case display1, display2, display3
        case title1, title2, title3
        case heading1, heading2
        case headline1, headline2
        case body1, body1Reading, body2, body2Reading
        case label1, label1Reading, label2
        case caption1, caption2

        /// Font size in points.
        public var size: Double { metrics.size }
        /// Fixed line height in points (used by paragraph-style text).
        public var lineHeight: Double { metrics.lineHeight }
        /// Letter spacing in em.
        public var letterSpacing: Double { metrics.letterSpacing }
        /// Letter spacing in points: size × em.
        public var tracking: Double { size * letterSpacing }
        /// The natural line box of "typography" (T) text: Pretendard's ascender + descender
        /// (`Typography.naturalLineHeightRatio` em) rounded to the nearest point, the pixel box
        /// closest to the font's own (GTK's would round each line up). Components pin it, so a
        /// fallback font never changes their size.
        public var naturalLineHeight: Double { naturalLineHeight(scale: 1) }

        /// The natural line box of this variant with its size scaled by `scale` (a text scale).
        public func naturalLineHeight(scale: Double) -> Double { (size * scale * Typography.naturalLineHeightRatio).rounded() }

        private var metrics: (size: Double, lineHeight: Double, letterSpacing: Double) {
            switch self {
            case .display1: (56, 72, -0.0319)
            case .display2: (40, 52, -0.0282)
            case .display3: (36, 48, -0.027)
            case .title1: (32, 44, -0.0253)
            case .title2: (28, 38, -0.0236)
            case .title3: (24, 32, -0.023)
            case .heading1: (22, 30, -0.0194)
            case .heading2: (20, 28, -0.012)
            case .headline1: (18, 26, -0.002)
            case .headline2: (17, 24, 0)
            case .body1: (16, 24, 0.0057)
            case .body1Reading: (16, 26, 0.0057)
            case .body2: (15, 22, 0.0096)
            case .body2Reading: (15, 24, 0.0096)
            case .label1: (14, 20, 0.0145)
            case .label1Reading: (14, 22, 0.0145)
            case .label2: (13, 18, 0.0194)
            case .caption1: (12, 16, 0.0252)
            case .caption2: (11, 14, 0.0311)
            }
        }
    }
}
