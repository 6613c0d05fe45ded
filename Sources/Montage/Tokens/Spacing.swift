/// Spacing tokens in points (`spacing16` is the default gap).
public enum Spacing: Double, CaseIterable, Sendable {
    /// 0 pt.
    case spacing0 = 0
    /// 1 pt (the only odd spacing token).
    case spacing1 = 1
    /// 2 pt.
    case spacing2 = 2
    /// 4 pt.
    case spacing4 = 4
    /// 6 pt.
    case spacing6 = 6
    /// 8 pt.
    case spacing8 = 8
    /// 10 pt.
    case spacing10 = 10
    /// 12 pt.
    case spacing12 = 12
    /// 14 pt.
    case spacing14 = 14
    /// 16 pt (the default gap).
    case spacing16 = 16
    /// 20 pt.
    case spacing20 = 20
    /// 24 pt.
    case spacing24 = 24
    /// 32 pt.
    case spacing32 = 32
    /// 40 pt.
    case spacing40 = 40
    /// 48 pt.
    case spacing48 = 48
    /// 56 pt.
    case spacing56 = 56
    /// 64 pt.
    case spacing64 = 64
    /// 72 pt.
    case spacing72 = 72
    /// 80 pt.
    case spacing80 = 80
}
