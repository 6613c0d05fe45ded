/// Montage's type scale: 19 variants (size, line height, letter spacing) and three weights,
/// set in Pretendard.
public enum Typography {
    /// Montage's typeface (tokens §3.1), one family for Latin and Hangul. The project ships it;
    /// where it cannot be loaded the system's sans of the same size and weight is used.
    public static let fontFamily = "Pretendard"
    /// Pretendard's natural line box in em: (ascender 1950 + descender 494) / 2048 units per em,
    /// with no line gap (the same in its hhea, typo and win metrics).
    public static let naturalLineHeightRatio = (1950.0 + 494.0) / 2048.0
}
