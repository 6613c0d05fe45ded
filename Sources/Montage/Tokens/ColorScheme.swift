/// The appearance semantic colors resolve in: light or dark.
public enum ColorScheme: String, CaseIterable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
