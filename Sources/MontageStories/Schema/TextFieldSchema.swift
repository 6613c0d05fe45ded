import Montage

/// TextField as story files write it (seed 002): `TextField(text:autoCompletionDataSource:)`
/// and every modifier, FormControl's included, in the order the Code panel prints them. The
/// text binding is `$name` (the story's own), a string (a binding of its own holding it) or
/// `.constant("…")`; a suggestion source is `$name`, the context's sample suggestions.
@MainActor
enum TextFieldSchema {
    /// The options a playground sets, derived once from the table.
    static let options = schema.options

    /// The table.
    static let schema: ComponentSchema<TextField> = ComponentSchema(
        name: "TextField",
        make: { call, reading throws(StoryError) in
            guard let textExpr = try call.takeExpr("text", required: true) else { fatalError("required") }
            let text = try textBinding(textExpr, reading)
            guard let source = try call.takeExpr("autoCompletionDataSource", required: false) else { return TextField(text: text) }
            guard case .binding(let name) = source.kind else {
                throw StoryError("a story's suggestions are a binding of its own, as $suggestions", at: source.offset)
            }
            return TextField(text: text, autoCompletionDataSource: reading.context.suggestions(name))
        },
        initializer: { field in
            arguments(("text", StoryExpr(.binding("text"))),
                      ("autoCompletionDataSource", field.autoCompletionDataSource.isConstant ? nil : StoryExpr(.binding("suggestions"))))
        },
        modifiers: [
            .optional("placeholder", { $0.placeholder }) { $0.placeholder($1) },
            .value("size", { $0.size }, default: .large) { $0.size($1) },
            .value("status", { $0.status }, default: .normal) { $0.status($1) },
            .optional("icon", { $0.icon }) { $0.icon($1) },
            Modifier(name: "label", apply: { field, call, reading throws(StoryError) in
                field.label(try call.take(nil, as: String?.self, reading), required: try call.take("required", default: false, reading))
            }, write: { field in field.label.map { arguments((nil, $0.storyExpr), ("required", field.required ? true.storyExpr : nil)) } },
               option: .of("label", String.self, optional: true, get: { $0.label }) { field, label, _ in field.label(label, required: field.required) },
               type: "String?", defaultValue: "nil"),
            .value("labelPlacement", { $0.labelPlacement }, default: .top) { $0.labelPlacement($1) },
            Modifier(name: "labelWidth", apply: { field, call, reading throws(StoryError) in
                let width = try call.take(nil, as: Double.self, reading)
                guard width >= 0 else { throw StoryError("a label width cannot be negative (\(width.storyExpr.text))", at: nil) }
                return field.labelWidth(width)
            }, write: { field in field.labelWidth.map { [StoryArgument(nil, $0.storyExpr)] } },
               option: .of("labelWidth", Double.self, optional: true, range: 0...400, get: { $0.labelWidth }) { field, width, _ in width.map { field.labelWidth($0) } },
               type: "Double", defaultValue: "nil"),
            .optional("message", { $0.message }) { $0.message($1) },
            .optional("maxLength", range: 0...1000, { $0.maxLength }) { $0.maxLength($1) },
            .flag("secured", { $0.isSecured }) { $0.secured($1) },
            .flag("autocorrectionDisabled", { $0.isAutocorrectionDisabled }) { $0.autocorrectionDisabled($1) },
            .optional("backgroundColor", { $0.backgroundColor }) { $0.backgroundColor($1) },
            .optional("trailingButton", { $0.trailingButton }) { $0.trailingButton($1) },
            slot("trailingContent", { $0.trailingContent }) { $0.trailingContentView($1) },
            slot("accessory", { $0.accessory }) { $0.accessoryView($1) },
            Modifier(name: "onTextChange", apply: { field, call, reading throws(StoryError) in
                guard let expr = try call.takeExpr(nil, required: true) else { fatalError("required") }
                return field.onTextChange(try StoryAction.readText(expr, reading.about("onTextChange")))
            }, write: { field in field.onTextChange == nil ? nil : [StoryArgument(nil, StoryAction.expr(parameters: 1))] },
               option: .presence("onTextChange", { $0.onTextChange != nil }, make: { field, reading in
                   field.onTextChange(reading.about("onTextChange").textAction(StoryClosure(parameters: ["_"], prints: [], onlyPrints: true, source: "")))
               }, remove: { _, _ in nil }), type: "(String) -> Void", defaultValue: "nil"),
            .flag("disabled", { $0.isDisabled }) { $0.disabled($1) },
        ],
        extraOptions: [
            .presence("autoCompletionDataSource", { !$0.autoCompletionDataSource.isConstant }, make: { field, reading in
                schema.rebuilt(field, setting: "autoCompletionDataSource", to: StoryExpr(.binding("suggestions")), reading)
            }, remove: { field, reading in schema.rebuilt(field, setting: "autoCompletionDataSource", to: nil, reading) }),
            .of("required", Bool.self, get: { $0.required }) { field, required, _ in field.label(field.label, required: required ?? false) },
            .of("trailingButton", String.self, optional: true, get: { $0.trailingButton?.title }) { field, title, reading in
                field.trailingButton(title.map { .init(title: $0, disable: field.trailingButton?.disable ?? false, handler: reading.about("trailing button").action(.empty)) })
            },
            .of("trailingButton.disable", Bool.self, get: { $0.trailingButton?.disable ?? false }) { field, disable, _ in
                field.trailingButton(field.trailingButton.map { .init(title: $0.title, disable: disable ?? false, handler: $0.handler) })
            },
        ],
        parameters: [SchemaParameter(label: "text", type: "Binding<String>", defaultValue: nil),
                     SchemaParameter(label: "autoCompletionDataSource", type: "Binding<AutoCompletionDataSource?>", defaultValue: ".constant(nil)")]
    )

    /// The text binding an initializer's `text:` writes.
    static func textBinding(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Binding<String> {
        switch expr.kind {
        case .binding(let name): return reading.context.bindings.text(name)
        case .string(let initial): return reading.context.bindings.literal(initial)
        case .call("constant", true, let given):
            var call = CallArguments(".constant", given, at: expr.offset)
            let value = try call.take(nil, as: String.self, reading)
            try call.finish()
            return .constant(value)
        default:
            throw StoryError("cannot convert \(expr.kind.describedType) to expected argument type 'Binding<String>' (write $name, a string, or .constant(\"…\"))", at: expr.offset)
        }
    }

    /// `.name { CustomView() }`: a caller view, the context's placeholder for the closure's text.
    static func slot(_ name: String, _ read: @escaping @MainActor (TextField) -> SlotView?,
                     _ apply: @escaping @MainActor (TextField, SlotView) -> TextField) -> Modifier<TextField> {
        Modifier(name: name, apply: { field, call, reading throws(StoryError) in
            guard let expr = try call.takeExpr(nil, required: true) else { fatalError("required") }
            guard case .closure(let closure) = expr.kind else {
                throw StoryError(".\(name) takes a closure that makes its view, as .\(name) { CustomView() }", at: expr.offset)
            }
            return apply(field, reading.context.makeSlot(closure.source.isEmpty ? name : closure.source))
        }, write: { field in read(field) == nil ? nil : [StoryArgument(nil, StoryExpr(.closure(SlotItems.placeholder)))] },
           option: .presence(name, { read($0) != nil }, make: { field, reading in apply(field, reading.context.makeSlot(SlotItems.placeholder.source)) },
                             remove: { _, _ in nil }), type: "() -> some View", defaultValue: "nil")
    }
}

extension TextField.TrailingButtonInfo: StoryConvertible {
    static var storyTypeName: String { "TextField.TrailingButtonInfo" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> TextField.TrailingButtonInfo {
        guard case .call(let name, _, let given) = expr.kind, ["init", "TrailingButtonInfo"].contains(name) else { throw mismatch(expr) }
        var call = CallArguments(".init(title:disable:handler:)", given, at: expr.offset)
        let title = try call.take("title", as: String.self, reading)
        let disable = try call.take("disable", default: false, reading)
        var handler: Action?
        var written = try call.takeExpr("handler", required: false)
        if written == nil { written = try call.takeExpr(nil, required: false) }
        guard let handlerExpr = written else {
            throw StoryError("missing argument for parameter 'handler' in call to .init(title:disable:handler:)", at: expr.offset)
        }
        if case .nilLiteral = handlerExpr.kind {} else { handler = try StoryAction.read(handlerExpr, reading.about("trailing button")) }
        try call.finish()
        return TextField.TrailingButtonInfo(title: title, disable: disable, handler: handler)
    }
    var storyExpr: StoryExpr {
        StoryExpr(.call("init", implicit: true, arguments(("title", title.storyExpr), ("disable", disable ? true.storyExpr : nil),
                                                          ("handler", handler == nil ? StoryExpr(.nilLiteral) : StoryAction.expr()))))
    }
}
