import GtkKit

/// Where an image URL points: `file://` and `resource://` URIs, other URIs GIO can read, or a
/// plain path. An empty string is no image (the placeholder shows at once).
@_spi(Capture) public enum ImageSource: Equatable, Sendable {
    case none
    case uri(String)
    case path(String)

    /// Classifies `url`.
    public init(_ url: String) {
        let start = url.firstIndex { !$0.isWhitespace } ?? url.endIndex
        let end = url.lastIndex { !$0.isWhitespace }.map(url.index(after:)) ?? start
        let trimmed = String(url[start..<end])
        if trimmed.isEmpty {
            self = .none
        } else if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
                  trimmed[trimmed.index(after: colon)...].hasPrefix("//") {
            self = .uri(trimmed)
        } else {
            self = .path(trimmed)
        }
    }
}
