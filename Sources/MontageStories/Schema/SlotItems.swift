import Montage

/// The slot items of ListCell (`ListCell.Resource`), one case table per slot, with the seed's
/// case names, labels and defaults. `.slot { … }` makes the context's placeholder for the
/// closure's text; a handler is a trailing closure.
@MainActor
enum SlotItems {
    /// `.slot { MyCustomView() }`: a placeholder labelled with the closure's text.
    static func slot<Value>(_ make: @escaping (SlotView) -> Value, _ isSlot: @escaping (Value) -> Bool) -> CaseSchema<Value> {
        CaseSchema(name: "slot", read: { call, reading throws(StoryError) in
            guard let expr = try call.takeExpr(nil, required: true) else { fatalError("required") }
            guard case .closure(let closure) = expr.kind else {
                throw StoryError("a slot takes a closure that makes its view, as .slot { MyCustomView() }", at: expr.offset)
            }
            return make(reading.context.makeSlot(closure.source.isEmpty ? "slot" : closure.source))
        }, write: { isSlot($0) ? [StoryArgument(nil, StoryExpr(.closure(placeholder)))] : nil })
    }

    /// What a slot whose content is unknown (a configuration's) prints as.
    static let placeholder = StoryClosure(parameters: [], prints: [], onlyPrints: false, source: "CustomView()")

    /// `.contentBadge(.outlined, title: "…")` (the variant defaults to solid).
    static func contentBadge<Value>(_ make: @escaping (ContentBadge.Variant, String) -> Value,
                                    _ match: @escaping (Value) -> (ContentBadge.Variant, String)?) -> CaseSchema<Value> {
        CaseSchema(name: "contentBadge", read: { call, reading throws(StoryError) in
            make(try call.take(nil, default: ContentBadge.Variant.solid, reading), try call.take("title", as: String.self, reading))
        }, write: { value in match(value).map { arguments((nil, unlessDefault($0.0, .solid)), ("title", $0.1.storyExpr)) } })
    }

    /// `.icon(.name, tintColor: …)` with the slot's default tint.
    static func icon<Value>(_ name: String = "icon", tint fallback: ColorValue, _ make: @escaping (Icon, ColorValue) -> Value,
                            _ match: @escaping (Value) -> (Icon, ColorValue)?) -> CaseSchema<Value> {
        CaseSchema(name: name, read: { call, reading throws(StoryError) in
            make(try call.take(nil, as: Icon.self, reading), try call.take("tintColor", default: fallback, reading))
        }, write: { value in match(value).map { arguments((nil, $0.0.storyExpr), ("tintColor", unlessDefault($0.1, fallback))) } })
    }

    /// A control's `checked:` and optional `onSelect:` (checkbox, radio, switch).
    static func control<Value>(_ name: String, _ make: @escaping (Bool, SelectAction?) -> Value,
                               _ match: @escaping (Value) -> (Bool, SelectAction?)?) -> CaseSchema<Value> {
        CaseSchema(name: name, read: { call, reading throws(StoryError) in
            let checked = try call.take("checked", as: Bool.self, reading)
            guard let onSelect = try call.takeExpr("onSelect", required: false) else { return make(checked, nil) }
            return make(checked, try StoryAction.readSelect(onSelect, reading.about("onSelect")))
        }, write: { value in
            match(value).map { arguments(("checked", $0.0.storyExpr), ("onSelect", $0.1 == nil ? nil : StoryAction.expr(parameters: 1))) }
        })
    }

    /// A button's `title:`, `color:` (default assistive) and trailing `handler`.
    static func button<Value, C: StoryConvertible & Equatable>(_ name: String, color fallback: C, _ make: @escaping (String, C, Action?) -> Value,
                                                               _ match: @escaping (Value) -> (String, C, Action?)?) -> CaseSchema<Value> {
        CaseSchema(name: name, read: { call, reading throws(StoryError) in
            let title = try call.take("title", as: String.self, reading)
            let color = try call.take("color", default: fallback, reading)
            return make(title, color, try handler(&call, reading))
        }, write: { value in
            match(value).map { arguments(("title", $0.0.storyExpr), ("color", unlessDefault($0.1, fallback)), (nil, $0.2 == nil ? nil : StoryAction.expr())) }
        })
    }

    /// An optional handler, labelled `handler:` or as the trailing closure.
    static func handler(_ call: inout CallArguments, _ reading: StoryReading) throws(StoryError) -> Action? {
        if let expr = try call.takeExpr("handler", required: false) { return try StoryAction.read(expr, reading.about("handler")) }
        if let expr = try call.takeExpr(nil, required: false) { return try StoryAction.read(expr, reading.about("handler")) }
        return nil
    }

    /// `.name(text)`: one unlabeled string.
    static func text<Value>(_ name: String, _ make: @escaping (String) -> Value, _ match: @escaping (Value) -> String?) -> CaseSchema<Value> {
        CaseSchema(name: name, read: { call, reading throws(StoryError) in make(try call.take(nil, as: String.self, reading)) },
                   write: { value in match(value).map { [StoryArgument(nil, $0.storyExpr)] } })
    }
}

extension ListCell.Resource.Leading: StoryConvertible {
    static var storyTypeName: String { "ListCell.Resource.Leading" }
    @MainActor static let table = CaseTable<Self>(typeName: storyTypeName, cases: [
        SlotItems.icon(tint: .semantic(.foregroundNeutralTertiary), { .icon($0, tintColor: $1) }) { if case .icon(let i, let t) = $0 { (i, t) } else { nil } },
        SlotItems.icon("largeIcon", tint: .semantic(.foregroundNeutralSecondary), { .largeIcon($0, tintColor: $1) }) {
            if case .largeIcon(let i, let t) = $0 { (i, t) } else { nil }
        },
        SlotItems.control("checkbox", { .checkbox(checked: $0, onSelect: $1) }) { if case .checkbox(let c, let s) = $0 { (c, s) } else { nil } },
        SlotItems.control("radio", { .radio(checked: $0, onSelect: $1) }) { if case .radio(let c, let s) = $0 { (c, s) } else { nil } },
        CaseSchema(name: "avatar", read: { call, reading throws(StoryError) in
            .avatar(reading.context.resolvePath(try call.take(nil, as: String.self, argumentDefault: reading.context.sampleImage, reading)),
                    variant: try call.take("variant", as: Avatar.Variant.self, reading))
        }, write: { if case .avatar(let url, let variant) = $0 { arguments((nil, url.storyExpr), ("variant", variant.storyExpr)) } else { nil } }),
        CaseSchema(name: "thumbnail", read: { call, reading throws(StoryError) in
            .thumbnail(reading.context.resolvePath(try call.take(nil, as: String.self, argumentDefault: reading.context.sampleImage, reading)))
        },
                   write: { if case .thumbnail(let url) = $0 { [StoryArgument(nil, url.storyExpr)] } else { nil } }),
        SlotItems.slot({ .slotView($0) }) { if case .slotView = $0 { true } else { false } },
    ])
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Self { try table.read(expr, reading) }
    var storyExpr: StoryExpr { Self.table.expr(self) }
}

extension ListCell.Resource.LabelTrailing: StoryConvertible {
    static var storyTypeName: String { "ListCell.Resource.LabelTrailing" }
    @MainActor static let table = CaseTable<Self>(typeName: storyTypeName, cases: [
        SlotItems.contentBadge({ .contentBadge($0, title: $1) }) { if case .contentBadge(let v, let t) = $0 { (v, t) } else { nil } },
        SlotItems.icon(tint: .semantic(.surfaceBrandPrimary), { .icon($0, tintColor: $1) }) { if case .icon(let i, let t) = $0 { (i, t) } else { nil } },
        SlotItems.slot({ .slotView($0) }) { if case .slotView = $0 { true } else { false } },
    ])
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Self { try table.read(expr, reading) }
    var storyExpr: StoryExpr { Self.table.expr(self) }
}

extension ListCell.Resource.Trailing: StoryConvertible {
    static var storyTypeName: String { "ListCell.Resource.Trailing" }
    @MainActor static let table = CaseTable<Self>(typeName: storyTypeName, cases: [
        SlotItems.button("button", color: Button.Color.assistive, { .button(title: $0, color: $1, handler: $2) }) {
            if case .button(let t, let c, let h) = $0 { (t, c, h) } else { nil }
        },
        SlotItems.contentBadge({ .contentBadge($0, title: $1) }) { if case .contentBadge(let v, let t) = $0 { (v, t) } else { nil } },
        SlotItems.icon(tint: .semantic(.foregroundNeutralSecondary), { .icon($0, tintColor: $1) }) { if case .icon(let i, let t) = $0 { (i, t) } else { nil } },
        CaseSchema(name: "iconButton", read: { call, reading throws(StoryError) in
            .iconButton(try call.take(nil, as: Icon.self, reading), handler: try SlotItems.handler(&call, reading))
        }, write: { if case .iconButton(let icon, let handler) = $0 { arguments((nil, icon.storyExpr), (nil, handler == nil ? nil : StoryAction.expr())) } else { nil } }),
        SlotItems.slot({ .slotView($0) }) { if case .slotView = $0 { true } else { false } },
        SlotItems.control("switch", { .switch(checked: $0, onSelect: $1) }) { if case .switch(let c, let s) = $0 { (c, s) } else { nil } },
        SlotItems.button("textButton", color: TextButton.Color.assistive, { .textButton(title: $0, color: $1, handler: $2) }) {
            if case .textButton(let t, let c, let h) = $0 { (t, c, h) } else { nil }
        },
        SlotItems.text("value", { .value($0) }) { if case .value(let text) = $0 { text } else { nil } },
    ])
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Self { try table.read(expr, reading) }
    var storyExpr: StoryExpr { Self.table.expr(self) }
}

extension ListCell.Resource.Extra: StoryConvertible {
    static var storyTypeName: String { "ListCell.Resource.Extra" }
    @MainActor static let table = CaseTable<Self>(typeName: storyTypeName, cases: [
        SlotItems.contentBadge({ .contentBadge($0, title: $1) }) { if case .contentBadge(let v, let t) = $0 { (v, t) } else { nil } },
        SlotItems.slot({ .slotView($0) }) { if case .slotView = $0 { true } else { false } },
        SlotItems.text("text", { .text($0) }) { if case .text(let text) = $0 { text } else { nil } },
    ])
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Self { try table.read(expr, reading) }
    var storyExpr: StoryExpr { Self.table.expr(self) }
}
