/// Montage's type scale: 19 variants (size, line height, letter spacing) and three weights,
/// set in Pretendard (here the stack of `Typography.fontFamilies`).
public enum Typography {
    /// The font stack: Pretendard first, then the packaged fallbacks (DESIGN.md).
    public static let fontFamilies = ["Pretendard", "Inter", "Noto Sans CJK KR", "sans-serif"]
}
