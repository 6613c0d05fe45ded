/// Fixed component sizes in points (64 is the largest, the clamp of custom IconButton sizes).
public enum Dimension: Double, CaseIterable, Sendable {
    /// 12 pt.
    case dimension12 = 12
    /// 14 pt.
    case dimension14 = 14
    /// 16 pt.
    case dimension16 = 16
    /// 18 pt.
    case dimension18 = 18
    /// 20 pt.
    case dimension20 = 20
    /// 24 pt.
    case dimension24 = 24
    /// 28 pt.
    case dimension28 = 28
    /// 32 pt.
    case dimension32 = 32
    /// 36 pt.
    case dimension36 = 36
    /// 40 pt.
    case dimension40 = 40
    /// 48 pt.
    case dimension48 = 48
    /// 56 pt.
    case dimension56 = 56
    /// 64 pt (the largest; the upper clamp of custom IconButton sizes).
    case dimension64 = 64
}
