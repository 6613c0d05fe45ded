/// A checkbox (medium: 24 box, 18 square, radius 5). The caller owns the state: a click asks
/// `onSelect` for the new value and shows it only once the caller passes it back.
public struct Checkbox: Sendable {
    /// The checked (on) state the caller owns.
    public var checked: Bool
    /// Shows a dash instead of a check (a click then asks for unchecked).
    public var indeterminate: Bool = false
    /// Called with the value a click asks for (nil: nothing happens).
    public var onSelect: SelectAction?

    /// A checkbox showing `checked`.
    public init(checked: Bool, onSelect: SelectAction? = nil) {
        self.checked = checked
        self.onSelect = onSelect
    }

    /// The value a click asks for: checked or indeterminate -> unchecked, else checked.
    public var toggled: Bool { !(checked || indeterminate) }
}

/// A radio (medium: 24 box, 20 circle). Same ownership rule as `Checkbox`.
public struct Radio: Sendable {
    /// The checked (on) state the caller owns.
    public var checked: Bool
    /// Called with the value a click asks for (nil: nothing happens).
    public var onSelect: SelectAction?

    /// A radio showing `checked`.
    public init(checked: Bool, onSelect: SelectAction? = nil) {
        self.checked = checked
        self.onSelect = onSelect
    }
}

/// A switch (small: 39×24 track, 20 thumb), animated; the caller owns the state.
public struct Switch: Sendable {
    /// The checked (on) state the caller owns.
    public var checked: Bool
    /// Called with the value a click asks for (nil: nothing happens).
    public var onSelect: SelectAction?

    /// A switch showing `checked`.
    public init(checked: Bool, onSelect: SelectAction? = nil) {
        self.checked = checked
        self.onSelect = onSelect
    }
}
