import Montage

extension ComponentSchema {
    /// The controls of the initializer's parameters, derived from `parameters`: a text for a
    /// `String`, a switch for a `Bool` and for a handler's presence, a menu for an enumeration's
    /// cases. Each reads its argument from the initializer's and sets it by rebuilding the
    /// configuration with the argument changed, so the modifiers stay; a parameter of another
    /// type (a binding) has none.
    var parameterOptions: [StoryOption<Config>] {
        parameters.indices.compactMap { option(for: $0) }
    }

    private func option(for index: Int) -> StoryOption<Config>? {
        let parameter = parameters[index]
        let current = { (config: Config) -> StoryExpr? in
            let arguments = initializer(config)
            return parameterIndices(of: arguments).firstIndex(of: index).map { arguments[$0].value }
        }
        let set = { (config: Config, value: StoryExpr?, reading: StoryReading) -> Config in
            rebuilt(config, initializer: setting(index, to: value, in: initializer(config)), without: nil, reading)
        }
        if parameter.isHandler {
            // The closure's expression is made when it is added: an enumeration's indirect case kept
            // in an option for the whole process is a tagged pointer memcheck reads as lost.
            let parameterCount = parameter.type.hasPrefix("Select") ? 1 : 0
            return .presence(parameter.optionName, { current($0) != nil }, make: { set($0, StoryAction.expr(parameters: parameterCount), $1) },
                             remove: { set($0, nil, $1) })
        }
        if !parameter.values.isEmpty {
            let cases = parameter.values.map { String($0.dropFirst()) }
            let fallback = parameter.defaultValue.map { String($0.dropFirst()) } ?? cases[0]
            return StoryOption(name: parameter.optionName, kind: .choice(cases), isOptional: false, read: { config in
                if case .member(let name, _)? = current(config)?.kind { return .choice(name) }
                return .choice(fallback)
            }, write: { config, value, reading in
                guard case .choice(let name) = value, cases.contains(name) else { return config }
                return set(config, name == fallback && parameter.defaultValue != nil ? nil : StoryExpr(.member(name, qualifier: nil)), reading)
            })
        }
        switch parameter.type {
        case "String":
            return .of(parameter.optionName, String.self, get: { config in
                if case .string(let text)? = current(config)?.kind { text } else { "" }
            }, set: { config, text, reading in set(config, (text ?? "").storyExpr, reading) })
        case "Bool":
            return .of(parameter.optionName, Bool.self, get: { config in
                if case .boolean(let on)? = current(config)?.kind { on } else { parameter.defaultValue == "true" }
            }, set: { config, on, reading in set(config, (on ?? false).storyExpr, reading) })
        default:
            return nil
        }
    }

    /// The parameter each of `arguments` passes: by its label, an unlabelled closure to the
    /// handler, the other unlabelled ones to the `_` parameters in order.
    private func parameterIndices(of arguments: [StoryArgument]) -> [Int?] {
        let unlabelled = parameters.indices.filter { parameters[$0].label == "_" }
        var next = 0
        return arguments.map { argument in
            if let label = argument.label { return parameters.firstIndex { $0.label == label } }
            if case .closure = argument.value.kind { return parameters.firstIndex(where: \.isHandler) }
            defer { next += 1 }
            return next < unlabelled.count ? unlabelled[next] : nil
        }
    }

    /// `arguments` with parameter `index`'s argument set to `value` (nil: left out), a new one in
    /// its declared place.
    private func setting(_ index: Int, to value: StoryExpr?, in arguments: [StoryArgument]) -> [StoryArgument] {
        var arguments = arguments
        let indices = parameterIndices(of: arguments)
        if let at = indices.firstIndex(of: index) {
            if let value { arguments[at].value = value } else { arguments.remove(at: at) }
        } else if let value {
            let label = parameters[index].label == "_" ? nil : parameters[index].label
            let at = indices.firstIndex { ($0 ?? .max) > index } ?? arguments.count
            arguments.insert(StoryArgument(label, value), at: at)
        }
        return arguments
    }
}
