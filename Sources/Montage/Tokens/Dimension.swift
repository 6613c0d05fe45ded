/// Fixed component sizes in points (64 is the largest, the clamp of custom IconButton sizes).
public enum Dimension: Double, CaseIterable, Sendable {
    case dimension12 = 12, dimension14 = 14, dimension16 = 16, dimension18 = 18
    case dimension20 = 20, dimension24 = 24, dimension28 = 28, dimension32 = 32
    case dimension36 = 36, dimension40 = 40, dimension48 = 48, dimension56 = 56
    case dimension64 = 64
}
