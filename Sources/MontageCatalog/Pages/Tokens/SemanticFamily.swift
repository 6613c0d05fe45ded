import Montage
import GtkKit

/// The families the spec groups semantic tokens in, read from the token's name prefix.
package enum SemanticFamily: String, CaseIterable {
    case `static`, foreground, background, surface, line, effect

    package init(token: Color.Semantic) {
        self = Self.allCases.first { token.rawValue.hasPrefix($0.rawValue) } ?? .static
    }

    /// The heading over the family's swatches (the tokens keep their names).
    package var title: String {
        switch self {
        case .static: tr("Static")
        case .foreground: tr("Foreground")
        case .background: tr("Background")
        case .surface: tr("Surface")
        case .line: tr("Line")
        case .effect: tr("Effect")
        }
    }
}
