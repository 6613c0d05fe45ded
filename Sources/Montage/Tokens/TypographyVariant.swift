extension Typography {
    /// A step of the type scale, from `display1` (56) down to `caption2` (11).
    public enum Variant: String, CaseIterable, Sendable {
        /// 56 pt on a 72 pt line, letter spacing -0.0319 em.
        case display1
        /// 40 pt on a 52 pt line, letter spacing -0.0282 em.
        case display2
        /// 36 pt on a 48 pt line, letter spacing -0.027 em; bold is Pretendard Bold 700.
        case display3
        /// 32 pt on a 44 pt line, letter spacing -0.0253 em.
        case title1
        /// 28 pt on a 38 pt line, letter spacing -0.0236 em; bold is Pretendard Bold 700.
        case title2
        /// 24 pt on a 32 pt line, letter spacing -0.023 em; bold is Pretendard Bold 700.
        case title3
        /// 22 pt on a 30 pt line, letter spacing -0.0194 em.
        case heading1
        /// 20 pt on a 28 pt line, letter spacing -0.012 em.
        case heading2
        /// 18 pt on a 26 pt line, letter spacing -0.002 em.
        case headline1
        /// 17 pt on a 24 pt line, letter spacing 0 em.
        case headline2
        /// 16 pt on a 24 pt line, letter spacing 0.0057 em.
        case body1
        /// 16 pt on a 26 pt line, letter spacing 0.0057 em: body1 with a taller line, for reading.
        case body1Reading
        /// 15 pt on a 22 pt line, letter spacing 0.0096 em.
        case body2
        /// 15 pt on a 24 pt line, letter spacing 0.0096 em: body2 with a taller line, for reading.
        case body2Reading
        /// 14 pt on a 20 pt line, letter spacing 0.0145 em.
        case label1
        /// 14 pt on a 22 pt line, letter spacing 0.0145 em: label1 with a taller line, for reading.
        case label1Reading
        /// 13 pt on a 18 pt line, letter spacing 0.0194 em.
        case label2
        /// 12 pt on a 16 pt line, letter spacing 0.0252 em.
        case caption1
        /// 11 pt on a 14 pt line, letter spacing 0.0311 em.
        case caption2

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
