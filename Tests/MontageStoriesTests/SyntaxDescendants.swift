internal import SwiftSyntax

extension SyntaxProtocol {
    /// Every descendant node of type `T` (for the tests that read the sources' declarations).
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        children(viewMode: .sourceAccurate).flatMap { child in (child.as(T.self).map { [$0] } ?? []) + child.descendants(type) }
    }
}
