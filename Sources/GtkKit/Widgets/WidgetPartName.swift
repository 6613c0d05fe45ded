import CGtk

/// A part of a widget tree that carries a widget name (`gtk_widget_set_name`, the `#name` of CSS
/// and of the GTK inspector), so that the code that names the widget and the code that finds it
/// (tests, other views) share one value instead of retyping a string. A `String`-backed enum
/// conforms by declaring it: its raw value is the name.
///
/// ```swift
/// enum CardPart: String, WidgetPartName { case title = "card-title" }
/// let title = Build.label("Hi").named(CardPart.title)
/// card.descendant(CardPart.title)
/// ```
public protocol WidgetPartName {
    /// The widget name this part carries.
    var partName: String { get }
}

extension WidgetPartName where Self: RawRepresentable, Self.RawValue == String {
    /// The raw value: a `String` enum's case is named by its raw value.
    public var partName: String { rawValue }
}

/// A part name built at run time from a fixed stem and a value (an index, an id), as a part
/// enum's static function makes it (`static func row(_ id: String) -> DerivedPartName`), so that
/// the stem is written in one place while the value varies.
public struct DerivedPartName: WidgetPartName, Hashable, Sendable {
    /// The widget name.
    public let partName: String

    /// The part named `partName`.
    public init(_ partName: String) {
        self.partName = partName
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Sets the widget name to `part`'s name, as `named(_:)` with its string.
    @MainActor @discardableResult
    public func named(_ part: some WidgetPartName) -> Self {
        named(part.partName)
    }

    /// The first descendant (depth-first, self included) named as `part`.
    @MainActor public func descendant(_ part: some WidgetPartName) -> WidgetPointer? {
        descendant(named: part.partName)
    }

    /// Whether the widget carries `part`'s name.
    @MainActor public func isNamed(_ part: some WidgetPartName) -> Bool {
        name == part.partName
    }
}
