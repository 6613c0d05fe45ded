import Montage

/// ListCell as story files write it (seed 000): `ListCell(label:onTap:)` and every modifier, in
/// the order the Code panel prints them.
@MainActor
enum ListCellSchema {
    /// The options a playground sets, derived once from the table.
    static let options = schema.options

    /// The table.
    static let schema: ComponentSchema<ListCell> = ComponentSchema(
        name: "ListCell",
        make: { call, reading throws(StoryError) in
            let label = try call.take("label", as: String.self, reading)
            let subject = reading.about("ListCell \"\(label)\"")
            var tap = try call.takeExpr("onTap", required: false)
            if tap == nil { tap = try call.takeExpr(nil, required: false) }  // a trailing closure
            guard let tap else { return ListCell(label: label) }
            if case .nilLiteral = tap.kind { return ListCell(label: label) }
            return ListCell(label: label, onTap: try StoryAction.read(tap, subject.about("onTap")))
        },
        initializer: { cell in arguments(("label", cell.label.storyExpr), ("onTap", cell.onTap == nil ? nil : StoryAction.expr())) },
        modifiers: [
            .optional("description", { $0.description }, argumentDefault: .some(nil)) { $0.description($1) },
            Modifier(name: "highlight", apply: { cell, call, reading throws(StoryError) in cell.highlight(try call.take(nil, as: String.self, reading)) },
                     write: { cell in (cell.highlight ?? "").isEmpty ? nil : [StoryArgument(nil, cell.highlight!.storyExpr)] },
                     option: .of("highlight", String.self, get: { $0.highlight ?? "" }) { cell, text, _ in cell.highlight(text ?? "") },
                     type: "String", defaultValue: "nil"),
            .value("labelVariant", { $0.labelVariant }, default: .body2) { $0.labelVariant($1) },
            .value("labelWeight", { $0.labelWeight }, default: .medium) { $0.labelWeight($1) },
            .value("labelColor", { $0.labelColor }, default: .foregroundNeutralPrimary) { $0.labelColor($1) },
            .flag("textEllipsis", { $0.textEllipsis }) { $0.textEllipsis($1) },
            .items("leadingResources", { $0.leadingResources }) { $0.leadingResources($1) },
            .items("labelTrailingResources", { $0.labelTrailingResources }) { $0.labelTrailingResources($1) },
            .items("trailingResources", { $0.trailingResources }) { $0.trailingResources($1) },
            .items("extraResources", { $0.extraResources }) { $0.extraResources($1) },
            .flag("selected", { $0.selected }) { $0.selected($1) },
            .flag("chevron", { $0.chevron }) { $0.chevron($1) },
            .flag("divider", { $0.divider }) { $0.divider($1) },
            .value("variant", { $0.variant }, default: .inset) { $0.variant($1) },
            .value("verticalPadding", { $0.verticalPadding }, default: .medium) { $0.verticalPadding($1) },
            .value("verticalAlign", { $0.verticalAlign }, default: .top) { $0.verticalAlign($1) },
            .flag("disabled", { $0.isDisabled }) { $0.disabled($1) },
        ],
        parameters: [SchemaParameter(label: "label", type: "String", defaultValue: nil), SchemaParameter(label: "onTap", type: "Action?", defaultValue: "nil")]
    )
}
