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

    /// The expression writing `config`: the initializer, then each modifier not at its default.
    func expr(_ config: Config) -> StoryExpr {
        var expr = StoryExpr(.call(name, implicit: false, initializer(config)))
        for modifier in modifiers {
            if let arguments = modifier.write(config) { expr = StoryExpr(.modifier(expr, modifier.name, arguments)) }
        }
        return expr
    }
}
