/// Opacity tokens; every semantic color's alpha is one of them.
public enum Opacity: Double, CaseIterable, Sendable {
    case opacity0 = 0, opacity5 = 0.05, opacity8 = 0.08, opacity12 = 0.12, opacity16 = 0.16
    case opacity22 = 0.22, opacity28 = 0.28, opacity32 = 0.32, opacity35 = 0.35
    case opacity43 = 0.43, opacity52 = 0.52, opacity61 = 0.61, opacity74 = 0.74
    case opacity88 = 0.88, opacity97 = 0.97, opacity100 = 1
}
