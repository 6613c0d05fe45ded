/// Opacity tokens; every semantic color's alpha is one of them.
public enum Opacity: Double, CaseIterable, Sendable {
    /// 0.00 (fully transparent; the interaction overlay's normal state).
    case opacity0 = 0
    /// 0.05 (the interaction overlay's hovered alpha).
    case opacity5 = 0.05
    /// 0.08 (the interaction overlay's focused alpha; tinted badge backgrounds).
    case opacity8 = 0.08
    /// 0.12 (the interaction overlay's pressed alpha).
    case opacity12 = 0.12
    /// 0.16.
    case opacity16 = 0.16
    /// 0.22.
    case opacity22 = 0.22
    /// 0.28.
    case opacity28 = 0.28
    /// 0.32.
    case opacity32 = 0.32
    /// 0.35.
    case opacity35 = 0.35
    /// 0.43 (dims a disabled image or control).
    case opacity43 = 0.43
    /// 0.52.
    case opacity52 = 0.52
    /// 0.61.
    case opacity61 = 0.61
    /// 0.74.
    case opacity74 = 0.74
    /// 0.88.
    case opacity88 = 0.88
    /// 0.97.
    case opacity97 = 0.97
    /// 1.00 (opaque).
    case opacity100 = 1
}
