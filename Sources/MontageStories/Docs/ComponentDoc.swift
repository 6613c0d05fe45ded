/// What a component's docs say beyond its schema: a summary, a text for each initializer
/// parameter and each modifier (keyed by the schema's names), and the rules the spec states,
/// each beside the rows it concerns. Types, values and defaults come from the schema.
public struct ComponentDoc: Sendable {
    /// The component's Swift name (`ListCell`).
    public let component: String
    /// What the component is for, in a sentence or two.
    public let summary: DocText
    /// A text per initializer parameter, by its label (`_` for an unlabelled one).
    public let parameters: [String: DocText]
    /// A text per modifier, by its name.
    public let modifiers: [String: DocText]
    /// The spec's rules, each with the parameters or modifiers it concerns.
    public let rules: [DocRule]

    /// A component's docs.
    public init(component: String, summary: DocText, parameters: [String: DocText], modifiers: [String: DocText], rules: [DocRule]) {
        self.component = component
        self.summary = summary
        self.parameters = parameters
        self.modifiers = modifiers
        self.rules = rules
    }
}

/// A rule the spec states about a component (a selected cell's check yields to trailing items,
/// maxLength counts graphemes, …), shown beside the rows it concerns.
public struct DocRule: Sendable {
    /// The parameters or modifiers it concerns, by name.
    public let concerns: [String]
    /// The rule.
    public let text: DocText

    /// A rule about `concerns`.
    public init(concerns: [String], text: DocText) {
        self.concerns = concerns
        self.text = text
    }
}
