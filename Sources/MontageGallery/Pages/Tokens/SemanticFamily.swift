import Montage
import GtkKit

/// The families the spec groups semantic tokens in, read from the token's name prefix.
enum SemanticFamily: String, CaseIterable {
    case `static`, foreground, background, surface, line, effect

    init(token: Color.Semantic) {
        self = Self.allCases.first { token.rawValue.hasPrefix($0.rawValue) } ?? .static
    }

    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
