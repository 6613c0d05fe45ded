import Montage

/// An initializer parameter of a component as its API declares it: the label (`_` when
/// unlabelled), the type and the default (nil: the caller must pass it), as Swift writes them,
/// with the values an enumeration takes.
struct SchemaParameter: Sendable {
    /// The argument label, `_` for none.
    let label: String
    /// The type (`String`, `Action?`, `Button.Color`).
    let type: String
    /// The default argument, nil when there is none.
    let defaultValue: String?
    /// The cases of an enumeration type, as `.name`; empty otherwise.
    var values: [String] = []

    /// A parameter of an enumeration type, its cases its values.
    static func choice<E: CaseIterable & RawRepresentable>(_ label: String, _ type: String, _: E.Type, default fallback: E? = nil) -> SchemaParameter
    where E.RawValue == String {
        SchemaParameter(label: label, type: type, defaultValue: fallback.map { ".\($0.rawValue)" }, values: E.allCases.map { ".\($0.rawValue)" })
    }
}
