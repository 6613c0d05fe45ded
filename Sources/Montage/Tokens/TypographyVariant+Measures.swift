/// A variant's measures, from its row of the type scale (`metrics`, generated from the spec).
extension Typography.Variant {
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
}
