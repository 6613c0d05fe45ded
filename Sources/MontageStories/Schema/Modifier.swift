import Montage

/// One modifier of a component as a story file writes it and the Code panel prints it: how its
/// arguments apply to a configuration, the arguments that write a configuration's setting back
/// (nil while the setting is at its default, so the Code panel leaves it out), and the option a
/// playground's control sets through it.
@MainActor
struct Modifier<Config> {
    /// The modifier's name.
    let name: String
    /// Applies the call's arguments to `config`.
    let apply: @MainActor (Config, inout CallArguments, StoryReading) throws(StoryError) -> Config
    /// The arguments writing `config`'s setting, nil at the default.
    let write: @MainActor (Config) -> [StoryArgument]?
    /// The playground's option for it (nil: a playground does not set it on its own).
    var option: StoryOption<Config>? = nil
    /// Its argument's type as Swift writes it (`ListCell.Variant`, `String?`, `Bool`).
    var type = ""
    /// The setting before the modifier is called, as Swift writes it (`.inset`, `nil`, `false`).
    var defaultValue = ""

    /// `.name(value)`: one argument (labelled `label`, or not), written when `read` differs from
    /// `fallback`; a control of `V`'s kind (a number within `range`) sets it.
    static func value<V: StoryConvertible & StoryControllable & Equatable>(_ name: String, label: String? = nil, range: ClosedRange<Double>? = nil,
                                                                           _ read: @escaping @MainActor (Config) -> V, default fallback: V,
                                                                           _ apply: @escaping @MainActor (Config, V) -> Config) -> Modifier {
        Modifier(name: name, apply: { config, call, reading throws(StoryError) in apply(config, try call.take(label, as: V.self, argumentDefault: fallback, reading)) },
                 write: { config in read(config) == fallback ? nil : [StoryArgument(label, read(config).storyExpr)] },
                 option: .of(name, V.self, range: range, get: read) { config, value, _ in apply(config, value ?? fallback) },
                 type: V.storyTypeName, defaultValue: fallback.storyExpr.text)
    }

    /// `.name(value)` for an optional setting, written while it is set; `nil` (or, where the API
    /// has a default argument, nothing) clears it. Where a control holds `V`, its option is left
    /// out at `.none` (or the empty text).
    static func optional<V: StoryConvertible>(_ name: String, range: ClosedRange<Double>? = nil, _ read: @escaping @MainActor (Config) -> V?,
                                              argumentDefault: V?? = .none, _ apply: @escaping @MainActor (Config, V?) -> Config) -> Modifier {
        var modifier = Modifier(name: name, apply: { config, call, reading throws(StoryError) in
            apply(config, try call.take(nil, as: V?.self, default: argumentDefault.map { $0 }, reading))
        }, write: { config in read(config).map { [StoryArgument(nil, $0.storyExpr)] } }, type: V.storyTypeName + "?", defaultValue: "nil")
        if let controlled = V.self as? any StoryControllable.Type { modifier.option = optionalOption(controlled, name, range, read, apply) }
        return modifier
    }

    private static func optionalOption<C: StoryControllable, V>(_ type: C.Type, _ name: String, _ range: ClosedRange<Double>?,
                                                                _ read: @escaping @MainActor (Config) -> V?,
                                                                _ apply: @escaping @MainActor (Config, V?) -> Config) -> StoryOption<Config> {
        .of(name, C.self, optional: true, range: range, get: { read($0) as? C }) { config, value, _ in apply(config, value as? V) }
    }

    /// `.name()` / `.name(false)`: a flag whose argument defaults to true, written as `.name()`
    /// while set.
    static func flag(_ name: String, _ read: @escaping @MainActor (Config) -> Bool, _ apply: @escaping @MainActor (Config, Bool) -> Config) -> Modifier {
        Modifier(name: name, apply: { config, call, reading throws(StoryError) in apply(config, try call.take(nil, default: true, reading)) },
                 write: { config in read(config) ? [] : nil },
                 option: .of(name, Bool.self, get: read) { config, value, _ in apply(config, value ?? false) }, type: "Bool", defaultValue: "false")
    }

    /// `.name([items])`: a slot's items, written while there are any; a playground adds samples
    /// of its cases.
    static func items<Item: StorySlotItem>(_ name: String, _ read: @escaping @MainActor (Config) -> [Item],
                                           _ apply: @escaping @MainActor (Config, [Item]) -> Config) -> Modifier {
        var option = StoryOption<Config>(name: name, kind: .items(Item.table.cases.map(\.name)), isOptional: false,
                                         read: { .text(read($0).map(\.caseName).joined(separator: ",")) }, write: { config, _, _ in config })
        option.items = ItemAccess(read, apply)
        return Modifier(name: name, apply: { config, call, reading throws(StoryError) in
            guard var expr = try call.takeExpr(nil, required: true) else { return config }
            if case .array(let items) = expr.kind, items.count > StoryBudget.maxItemsPerSlot {
                let limit = StoryBudget.maxItemsPerSlot
                reading.context.warnings.append((items[limit].offset, "a slot shows at most \(limit) items; from this one on, they are not built"))
                expr = StoryExpr(.array(Array(items.prefix(limit))), at: expr.offset)
            }
            return apply(config, try reading.about(name).value(expr, as: [Item].self))
        },
                        write: { config in read(config).isEmpty ? nil : [StoryArgument(nil, read(config).storyExpr)] }, option: option,
                        type: "[\(Item.storyTypeName)]", defaultValue: "[]")
    }
}
