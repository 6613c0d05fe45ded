import Montage

/// One option of a component as a playground sets it, derived from the component's schema (the
/// table the interpreter and the Code panel follow): its Swift name, the control that sets it,
/// and how a configuration reads and takes it. A slot's option also adds, removes and checks
/// items.
@MainActor
public struct StoryOption<Config> {
    /// The modifier's (or initializer argument's) Swift name, e.g. `chevron`.
    public let name: String
    /// The control that sets it.
    public let kind: StoryOptionKind
    /// Whether it can be left out (`.none`; for text, the empty text).
    public let isOptional: Bool
    let read: @MainActor (Config) -> StoryOptionValue
    /// The configuration with the value, or nil where the value is the option left out and the
    /// API has no call that clears it (the schema then rebuilds the configuration without it).
    let write: @MainActor (Config, StoryOptionValue, StoryReading) -> Config?
    var rebuild: @MainActor (Config, StoryReading) -> Config = { config, _ in config }
    var items: ItemAccess<Config>?

    /// The value `config` holds.
    public func value(in config: Config) -> StoryOptionValue { read(config) }

    /// `config` with the option set to `value`; closures it makes log through `context`.
    public func setting(_ value: StoryOptionValue, in config: Config, context: StoryContext) -> Config {
        let reading = StoryReading(context: context, subject: "")
        return write(config, value, reading) ?? rebuild(config, reading)
    }

    /// A slot's items, by case name (empty for an option that is not a slot).
    public func itemNames(in config: Config) -> [String] { items?.names(config) ?? [] }

    /// Whether each of a slot's items is checked (nil for an item that is not a checkbox, radio or switch).
    public func itemsChecked(in config: Config) -> [Bool?] { items?.checked(config) ?? [] }

    /// `config` with a sample item of case `kind` added at the end of the slot.
    public func addingItem(_ kind: String, to config: Config, context: StoryContext) -> Config {
        items?.adding(config, kind, StoryReading(context: context, subject: "")) ?? config
    }

    /// `config` without the slot's item at `index`.
    public func removingItem(at index: Int, from config: Config) -> Config { items?.removing(config, index) ?? config }

    /// `config` with the slot's item at `index` checked or not (a checkbox, radio or switch).
    public func settingItem(at index: Int, checked: Bool, in config: Config, context: StoryContext) -> Config {
        items?.settingChecked(config, index, checked, StoryReading(context: context, subject: "")) ?? config
    }
}

extension StoryOption {
    /// An option for a value of a controllable type, read by `get` and set by `set` (nil: `.none`
    /// has no call, so the configuration is rebuilt without the option).
    static func of<V: StoryControllable>(_ name: String, _ type: V.Type, optional: Bool = false, range: ClosedRange<Double>? = nil,
                                         get: @escaping @MainActor (Config) -> V?,
                                         set: @escaping @MainActor (Config, V?, StoryReading) -> Config?) -> StoryOption {
        let empty: StoryOptionValue = V.self == String.self ? .text("") : .none
        return StoryOption(name: name, kind: V.optionKind(range: range), isOptional: optional,
                           read: { get($0)?.optionValue ?? empty },
                           write: { config, value, reading in
                               if optional, value == empty || value == .none { return set(config, nil, reading) }
                               guard let given = V.fromOption(value) else { return config }
                               return set(config, given, reading)
                           })
    }

    /// A switch for whether an optional part is there: `make` adds it, `remove` takes it away
    /// (nil: rebuilt without it).
    static func presence(_ name: String, _ isThere: @escaping @MainActor (Config) -> Bool,
                         make: @escaping @MainActor (Config, StoryReading) -> Config,
                         remove: @escaping @MainActor (Config, StoryReading) -> Config?) -> StoryOption {
        StoryOption(name: name, kind: .toggle, isOptional: false, read: { .bool(isThere($0)) }, write: { config, value, reading in
            guard case .bool(let on) = value, on != isThere(config) else { return config }
            return on ? make(config, reading) : remove(config, reading)
        })
    }
}
