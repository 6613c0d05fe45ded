/// The appearance semantic colors resolve in: light or dark (coded by its name).
public enum ColorScheme: String, CaseIterable, Sendable, Codable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
