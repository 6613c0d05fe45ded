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
    /// What an unlabelled parameter is called where it needs a name (a control, a Docs row's
    /// option): Avatar's `_` is its `image`; by default its type's last word (`icon`, `variant`).
    var role: String? = nil

    /// The name of the option that sets it: its label, or an unlabelled one's role.
    var optionName: String {
        label != "_" ? label : role ?? String(type.split(separator: ".").last ?? "").lowercased()
    }

    /// Whether it is a handler (`Action?`, `SelectAction?`), which a control adds or removes.
    var isHandler: Bool { type.hasSuffix("Action?") }

    /// A parameter of an enumeration type, its cases its values.
    static func choice<E: CaseIterable & RawRepresentable>(_ label: String, _ type: String, _: E.Type, default fallback: E? = nil) -> SchemaParameter
    where E.RawValue == String {
        SchemaParameter(label: label, type: type, defaultValue: fallback.map { ".\($0.rawValue)" }, values: E.allCases.map { ".\($0.rawValue)" })
    }
}
