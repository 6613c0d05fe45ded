import Foundation

/// The emphasis rule of `ListCell.highlight(_:)`: the first case-insensitive occurrence,
/// searched separately in each text (diacritics count: "e" does not match "é"); nothing for an
/// empty query or no match.
public enum TextHighlight {
    /// The UTF-8 byte range of the first case-insensitive match of `query` in `text`.
    public static func firstMatch(of query: String?, in text: String) -> Range<Int>? {
        guard let query, !query.isEmpty,
              let found = text.range(of: query, options: [.caseInsensitive]), !found.isEmpty else { return nil }
        let utf8 = text.utf8
        return utf8.distance(from: utf8.startIndex, to: found.lowerBound)..<utf8.distance(from: utf8.startIndex, to: found.upperBound)
    }
}
