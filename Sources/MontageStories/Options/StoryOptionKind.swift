/// The control that sets one option of a component, as a playground shows it.
@frozen
public enum StoryOptionKind: Equatable, Sendable {
    /// A switch: a flag, or whether an optional part (a handler, a slot, a suggestion source) is there.
    case toggle
    /// A line of text (empty: the option left out, where it is optional).
    case text
    /// One of named cases; where `custom` is given, the last case carries a number in that range.
    case choice([String], custom: ClosedRange<Double>? = nil)
    /// A number in a range.
    case number(ClosedRange<Double>)
    /// A slot's items, with the kinds of item that can be added.
    case items([String])
}

/// An option's value, as its control holds it.
@frozen
public enum StoryOptionValue: Equatable, Sendable {
    /// A switch's state.
    case bool(Bool)
    /// A text.
    case text(String)
    /// A case, by its Swift name.
    case choice(String)
    /// A number (also the number a choice's custom case carries).
    case number(Double)
    /// An optional option left out.
    case none
}
