/// One row of a component's API table: an initializer parameter or a modifier, its type, the
/// values it takes, its default and what it does, with the spec's rules that concern it. Made
/// from the component's schema and its docs (`ComponentReferences`), never written by hand.
public struct APIRow: Sendable, Equatable {
    /// Whether the row is an initializer parameter or a modifier.
    public enum Kind: String, Sendable {
        /// A parameter of the initializer.
        case parameter
        /// A modifier, called on the component.
        case modifier
    }

    /// A parameter or a modifier.
    public let kind: Kind
    /// Its name: the argument label (`_` when unlabelled) or the modifier's.
    public let name: String
    /// Its argument's type as Swift writes it.
    public let type: String
    /// The values it takes (`.inset`, `true`, `0…1000`); empty for free text or a closure.
    public let values: [String]
    /// Its default as Swift writes it; nil for a parameter the caller must pass.
    public let defaultValue: String?
    /// What it does.
    public let text: DocText
    /// The spec's rules that concern it.
    public let rules: [DocText]
    /// The name of the playground option that sets it: the parameter's label or the modifier's
    /// name, an unlabelled parameter's role (Avatar's `_` is `image`).
    public var option: String { optionName ?? name }
    var optionName: String? = nil

    /// How the row is called in Swift: `label:`, `_`, `.chevron(_:)`.
    public var call: String { kind == .parameter ? (name == "_" ? "_" : name + ":") : "." + name + "(_:)" }
}

extension APIRow: Identifiable {
    /// The kind and name, unique in a component.
    public var id: String { kind.rawValue + ":" + name }
}
