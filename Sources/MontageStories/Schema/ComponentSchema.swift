import Montage

/// A component as story files write it and the Code panel prints it: its initializer (what it
/// reads and writes) and its modifiers, in the order the Code panel prints them. The one table
/// the interpreter, the code generator (and the playgrounds' controls) follow.
@MainActor
struct ComponentSchema<Config> {
    /// The type's name, as written (`ListCell`).
    let name: String
    /// Reads the initializer's arguments.
    let make: @MainActor (inout CallArguments, StoryReading) throws(StoryError) -> Config
    /// The initializer's arguments for `config`.
    let initializer: @MainActor (Config) -> [StoryArgument]
    /// The modifiers.
    let modifiers: [Modifier<Config>]
    /// Options a playground sets beyond the modifiers' own: parts of the initializer (a
    /// handler's presence) and single arguments of a modifier.
    var extraOptions: [StoryOption<Config>] = []
    /// The initializer's parameters as the API declares them, for the docs.
    var parameters: [SchemaParameter] = []

    /// The modifier names, as "did you mean" offers them.
    var modifierNames: [String] { modifiers.map(\.name) }

    /// Reads `call` (this component's initializer, already matched by name) and then each of
    /// `chain`'s modifiers in order. Every modifier that cannot be read adds its error to
    /// `errors` and is skipped, so one file shows all its problems at once.
    func read(_ arguments: [StoryArgument], at offset: Int?, chain: [(name: String, arguments: [StoryArgument], offset: Int?)],
              _ reading: StoryReading, errors: inout [StoryError]) -> Config? {
        var call = CallArguments(name, arguments, at: offset)
        var config: Config
        do {
            config = try make(&call, reading)
            try call.finish()
        } catch {
            errors.append(error)
            return nil
        }
        for link in chain {
            guard let modifier = modifiers.first(where: { $0.name == link.name }) else {
                errors.append(StoryError("value of type '\(name)' has no member '\(link.name)'\(Suggestion.didYouMean(link.name, among: modifierNames))", at: link.offset))
                continue
            }
            var arguments = CallArguments(".\(link.name)", link.arguments, at: link.offset)
            do {
                let modified = try modifier.apply(config, &arguments, reading)
                try arguments.finish()
                config = modified
            } catch {
                errors.append(error)
            }
        }
        return config
    }

    /// Every option a playground sets, in the Code panel's order: the initializer's parameters'
    /// (where a control can set one), the extra ones, then each modifier's. An option left out where the API has no call that clears it is cleared by
    /// rebuilding the configuration without its modifier.
    var options: [StoryOption<Config>] {
        (parameterOptions + extraOptions + modifiers.compactMap(\.option)).map { option in
            var option = option
            let name = option.name
            option.rebuild = { config, reading in rebuilt(config, without: name, reading) }
            return option
        }
    }

    /// `config` read again from its own arguments, without modifier `name`.
    func rebuilt(_ config: Config, without name: String, _ reading: StoryReading) -> Config {
        rebuilt(config, initializer: initializer(config), without: name, reading)
    }

    /// `config` read again with its initializer's argument `label` set to `value` (nil: left
    /// out; a new one goes last).
    func rebuilt(_ config: Config, setting label: String, to value: StoryExpr?, _ reading: StoryReading) -> Config {
        var arguments = initializer(config)
        let index = arguments.firstIndex { $0.label == label }
        switch (index, value) {
        case (let index?, let value?): arguments[index] = StoryArgument(label, value)
        case (let index?, nil): arguments.remove(at: index)
        case (nil, let value?): arguments.append(StoryArgument(label, value))
        case (nil, nil): break
        }
        return rebuilt(config, initializer: arguments, without: nil, reading)
    }

    /// `config` read again from `arguments` and its modifiers but `name`'s.
    func rebuilt(_ config: Config, initializer arguments: [StoryArgument], without name: String?, _ reading: StoryReading) -> Config {
        var errors: [StoryError] = []
        let chain = modifiers.compactMap { modifier in
            modifier.name == name ? nil : modifier.write(config).map { (name: modifier.name, arguments: $0, offset: nil as Int?) }
        }
        return read(arguments, at: nil, chain: chain, reading, errors: &errors) ?? config
    }

    /// The expression writing `config`: the initializer, then each modifier not at its default.
    func expr(_ config: Config) -> StoryExpr {
        var expr = StoryExpr(.call(name, implicit: false, initializer(config)))
        for modifier in modifiers {
            if let arguments = modifier.write(config) { expr = StoryExpr(.modifier(expr, modifier.name, arguments)) }
        }
        return expr
    }
}
