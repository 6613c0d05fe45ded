/// Spacing tokens in points (`spacing16` is the default gap).
public enum Spacing: Double, CaseIterable, Sendable {
    case spacing0 = 0, spacing1 = 1, spacing2 = 2, spacing4 = 4, spacing6 = 6, spacing8 = 8
    case spacing10 = 10, spacing12 = 12, spacing14 = 14, spacing16 = 16, spacing20 = 20
    case spacing24 = 24, spacing32 = 32, spacing40 = 40, spacing48 = 48, spacing56 = 56
    case spacing64 = 64, spacing72 = 72, spacing80 = 80
}
