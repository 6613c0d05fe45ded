import Montage

/// One modifier of a component as a story file writes it and the Code panel prints it: how its
/// arguments apply to a configuration, and the arguments that write a configuration's setting
/// back (nil while the setting is at its default, so the Code panel leaves it out).
@MainActor
struct Modifier<Config> {
    /// The modifier's name.
    let name: String
    /// Applies the call's arguments to `config`.
    let apply: @MainActor (Config, inout CallArguments, StoryReading) throws(StoryError) -> Config
    /// The arguments writing `config`'s setting, nil at the default.
    let write: @MainActor (Config) -> [StoryArgument]?

    /// `.name(value)`: one argument (labelled `label`, or not), written when `read` differs from
    /// `fallback`.
    static func value<V: StoryConvertible & Equatable>(_ name: String, label: String? = nil, _ read: @escaping @MainActor (Config) -> V,
                                                       default fallback: V,
                                                       _ apply: @escaping @MainActor (Config, V) -> Config) -> Modifier {
        Modifier(name: name, apply: { config, call, reading throws(StoryError) in apply(config, try call.take(label, as: V.self, reading)) },
                 write: { config in read(config) == fallback ? nil : [StoryArgument(label, read(config).storyExpr)] })
    }

    /// `.name(value)` for an optional setting, written while it is set; `nil` (or, where the API
    /// has a default argument, nothing) clears it.
    static func optional<V: StoryConvertible>(_ name: String, _ read: @escaping @MainActor (Config) -> V?, argumentDefault: V?? = .none,
                                                          _ apply: @escaping @MainActor (Config, V?) -> Config) -> Modifier {
        Modifier(name: name, apply: { config, call, reading throws(StoryError) in
            apply(config, try call.take(nil, as: V?.self, default: argumentDefault.map { $0 }, reading))
        }, write: { config in read(config).map { [StoryArgument(nil, $0.storyExpr)] } })
    }

    /// `.name()` / `.name(false)`: a flag whose argument defaults to true, written as `.name()`
    /// while set.
    static func flag(_ name: String, _ read: @escaping @MainActor (Config) -> Bool, _ apply: @escaping @MainActor (Config, Bool) -> Config) -> Modifier {
        Modifier(name: name, apply: { config, call, reading throws(StoryError) in apply(config, try call.take(nil, default: true, reading)) },
                 write: { config in read(config) ? [] : nil })
    }

    /// `.name([items])`: a slot's items, written while there are any.
    static func items<Item: StoryConvertible>(_ name: String, _ read: @escaping @MainActor (Config) -> [Item],
                                              _ apply: @escaping @MainActor (Config, [Item]) -> Config) -> Modifier {
        Modifier(name: name, apply: { config, call, reading throws(StoryError) in apply(config, try call.take(nil, as: [Item].self, reading.about(name))) },
                 write: { config in read(config).isEmpty ? nil : [StoryArgument(nil, read(config).storyExpr)] })
    }
}
