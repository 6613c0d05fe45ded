import Montage

/// Every component's API reference, made from its schema and its docs (`ComponentDocs`): the one
/// source the Docs pages, the exported site and the manifest read.
@MainActor
public enum ComponentReferences {
    /// The references, in the order the gallery lists the components.
    public static let all: [ComponentReference] = ComponentDocs.all.map { reference($0) }

    /// The reference of the component named `name`.
    public static func reference(named name: String) -> ComponentReference? { all.first { $0.component == name } }

    private static func reference(_ doc: ComponentDoc) -> ComponentReference {
        switch doc.component {
        case "ListCell": ListCellSchema.schema.reference(doc)
        case "TextField": TextFieldSchema.schema.reference(doc)
        case "FormControl": TextFieldSchema.schema.reference(doc, only: StoryInterpreter.formControlModifiers, parameters: [])
        case "FormControlGroup":
            reference(doc, parameters: [SchemaParameter(label: "labelWidth", type: "Double?", defaultValue: "nil"),
                                        SchemaParameter(label: "spacing", type: "Double", defaultValue: FormControlGroup().spacing.storyExpr.text)], modifiers: [])
        case "Button": ComponentSchemas.button.reference(doc)
        case "TextButton": ComponentSchemas.textButton.reference(doc)
        case "IconButton": ComponentSchemas.iconButton.reference(doc)
        case "ContentBadge": ComponentSchemas.contentBadge.reference(doc)
        case "Avatar": ComponentSchemas.avatar.reference(doc)
        case "Thumbnail": ComponentSchemas.thumbnail.reference(doc)
        case "Checkbox": ComponentSchemas.checkbox.reference(doc)
        case "Radio": ComponentSchemas.radio.reference(doc)
        case "Switch": ComponentSchemas.switch.reference(doc)
        default: reference(doc, parameters: [], modifiers: [])
        }
    }

    /// A reference of `doc` with `parameters` and `modifiers` (name, type, values, default) rows.
    static func reference(_ doc: ComponentDoc, parameters: [SchemaParameter],
                          modifiers: [(name: String, type: String, values: [String], defaultValue: String)]) -> ComponentReference {
        func rules(_ name: String) -> [DocText] { doc.rules.filter { $0.concerns.contains(name) }.map(\.text) }
        let missing = DocText(en: "", ko: "")
        let parameterRows = parameters.map { parameter in
            APIRow(kind: .parameter, name: parameter.label, type: parameter.type, values: parameter.values, defaultValue: parameter.defaultValue,
                   text: doc.parameters[parameter.label] ?? missing, rules: rules(parameter.label), optionName: parameter.optionName)
        }
        let modifierRows = modifiers.map { modifier in
            APIRow(kind: .modifier, name: modifier.name, type: modifier.type, values: modifier.values, defaultValue: modifier.defaultValue,
                   text: doc.modifiers[modifier.name] ?? missing, rules: rules(modifier.name))
        }
        return ComponentReference(component: doc.component, summary: doc.summary, rows: parameterRows + modifierRows, rules: doc.rules)
    }
}

extension ComponentSchema {
    /// This schema's reference with `doc`'s texts: its parameters (or `parameters`) and its
    /// modifiers (or those named in `only`).
    func reference(_ doc: ComponentDoc, only names: [String]? = nil, parameters: [SchemaParameter]? = nil) -> ComponentReference {
        let chosen = names.map { names in modifiers.filter { names.contains($0.name) } } ?? modifiers
        return ComponentReferences.reference(doc, parameters: parameters ?? self.parameters,
                                             modifiers: chosen.map { ($0.name, $0.type, $0.values, $0.defaultValue) })
    }
}

extension Modifier {
    /// The values the modifier's argument takes, as its control offers them.
    var values: [String] {
        switch option?.kind {
        case .toggle?: ["true", "false"]
        case .choice(let names, let custom)?: names.map { custom != nil && $0 == names.last ? ".\($0)(Double)" : ".\($0)" }
        case .number(let range)?: ["\(Self.number(range.lowerBound))…\(Self.number(range.upperBound))"]
        case .items(let kinds)?: kinds.map { ".\($0)" }
        case .text?, nil: []
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
