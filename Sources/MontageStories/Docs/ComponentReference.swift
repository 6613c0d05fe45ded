/// A component's API reference as the docs show it: its summary, initializer, one row per
/// parameter and modifier (from the schema that also parses, prints and controls them, so the
/// table cannot drift from what stories accept) and the spec's rules.
public struct ComponentReference: Sendable {
    /// The component's Swift name.
    public let component: String
    /// What it is for.
    public let summary: DocText
    /// The parameters, then the modifiers in the order the Code panel prints them.
    public let rows: [APIRow]
    /// The spec's rules, each with the rows it concerns.
    public let rules: [DocRule]

    /// The initializer as Swift declares it: `ListCell(label: String, onTap: Action? = nil)`.
    public var signature: String {
        let parameters = rows.filter { $0.kind == .parameter }.map { row in
            "\(row.name): \(row.type)" + (row.defaultValue.map { " = \($0)" } ?? "")
        }
        return "\(component)(\(parameters.joined(separator: ", ")))"
    }

    /// The modifier rows.
    public var modifiers: [APIRow] { rows.filter { $0.kind == .modifier } }
    /// The parameter rows.
    public var parameters: [APIRow] { rows.filter { $0.kind == .parameter } }
}
