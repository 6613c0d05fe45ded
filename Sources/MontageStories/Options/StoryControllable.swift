import Montage

/// A value a playground control can hold: the kind of control, the value as the control holds
/// it, and the value back from a control.
@MainActor
protocol StoryControllable {
    /// The control for this type (`range`: a number's, where the schema gives one).
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind
    /// The value as a control holds it.
    var optionValue: StoryOptionValue { get }
    /// The value a control holds, or nil when it holds another kind.
    static func fromOption(_ value: StoryOptionValue) -> Self?
}

extension Bool: StoryControllable {
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind { .toggle }
    var optionValue: StoryOptionValue { .bool(self) }
    static func fromOption(_ value: StoryOptionValue) -> Bool? { if case .bool(let on) = value { on } else { nil } }
}

extension String: StoryControllable {
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind { .text }
    var optionValue: StoryOptionValue { .text(self) }
    static func fromOption(_ value: StoryOptionValue) -> String? { if case .text(let text) = value { text } else { nil } }
}

extension Int: StoryControllable {
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind { .number(range ?? 0...1000) }
    var optionValue: StoryOptionValue { .number(Double(self)) }
    static func fromOption(_ value: StoryOptionValue) -> Int? {
        if case .number(let number) = value, number.isFinite, abs(number) < 1e9 { Int(number.rounded()) } else { nil }
    }
}

extension Double: StoryControllable {
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind { .number(range ?? 0...1000) }
    var optionValue: StoryOptionValue { .number(self) }
    static func fromOption(_ value: StoryOptionValue) -> Double? { if case .number(let number) = value, number.isFinite { number } else { nil } }
}

extension StoryEnum {
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind { .choice(allCases.map(\.rawValue)) }
    var optionValue: StoryOptionValue { .choice(rawValue) }
    static func fromOption(_ value: StoryOptionValue) -> Self? { if case .choice(let name) = value { Self(rawValue: name) } else { nil } }
}

extension ColorValue: StoryControllable {
    /// A semantic token; a palette step or an RGBA shows as its Swift (not one of the choices).
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind { .choice(Color.Semantic.allCases.map(\.rawValue)) }
    var optionValue: StoryOptionValue {
        if case .semantic(let token) = self { return .choice(token.rawValue) }
        return .choice(storyExpr.text)
    }
    static func fromOption(_ value: StoryOptionValue) -> ColorValue? {
        if case .choice(let name) = value, let token = Color.Semantic(rawValue: name) { .semantic(token) } else { nil }
    }
}

extension ListCell.VerticalPadding: StoryControllable {
    /// The named paddings, then `custom`, which carries its number.
    static func optionKind(range: ClosedRange<Double>?) -> StoryOptionKind { .choice(named.map(\.0) + ["custom"], custom: range ?? 0...64) }
    var optionValue: StoryOptionValue {
        if case .custom(let value) = self { return .number(value) }
        return .choice(Self.named.first { $0.1 == self }!.0)
    }
    static func fromOption(_ value: StoryOptionValue) -> ListCell.VerticalPadding? {
        switch value {
        case .choice(let name): named.first { $0.0 == name }?.1
        case .number(let number) where number.isFinite: .custom(number)
        default: nil
        }
    }
}
