import Montage

/// A Montage value a story file can write and the Code panel print: read from a `StoryExpr` (or
/// the reason it cannot be), and written back as one. The conformances are the story language's
/// types: literals, optionals, arrays, Montage's enums and the few structured values.
@MainActor
protocol StoryConvertible {
    /// How a diagnostic names the type, as Swift would ("String", "Icon", "ListCell.Variant").
    static var storyTypeName: String { get }
    /// The value `expr` writes; `reading` gives bindings, closures' log and slots.
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Self
    /// The expression that writes this value.
    var storyExpr: StoryExpr { get }
    /// The value a story argument of this type starts at when the parameter it fills has no
    /// default (nil: none; the argument must be declared).
    static var storyDefault: Self? { get }
}

extension StoryConvertible {
    /// None, unless the type says.
    static var storyDefault: Self? { nil }

    /// "cannot convert value of type … to expected argument type …", as the compiler words it.
    static func mismatch(_ expr: StoryExpr) -> StoryError {
        StoryError("cannot convert \(expr.kind.describedType) to expected argument type '\(storyTypeName)'", at: expr.offset, isMismatch: true)
    }
}

extension StoryExpr.Kind {
    /// The kind of value an expression writes, for a type mismatch.
    var describedType: String {
        switch self {
        case .string: "value of type 'String'"
        case .integer, .hex: "value of type 'Int'"
        case .float: "value of type 'Double'"
        case .boolean: "value of type 'Bool'"
        case .nilLiteral: "'nil'"
        case .member(let name, _): "'.\(name)'"
        case .call(let name, let implicit, _): "'\(implicit ? "." : "")\(name)(…)'"
        case .modifier(_, let name, _): "'.\(name)(…)'"
        case .array: "an array"
        case .closure: "a closure"
        case .binding(let name): "'$\(name)'"
        case .variable(let name): "'\(name)'"
        }
    }
}

extension String: StoryConvertible {
    static var storyTypeName: String { "String" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> String {
        guard case .string(let value) = expr.kind else { throw mismatch(expr) }
        return value
    }
    var storyExpr: StoryExpr { StoryExpr(.string(self)) }
    static var storyDefault: String? { "" }
}

extension Bool: StoryConvertible {
    static var storyTypeName: String { "Bool" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Bool {
        guard case .boolean(let value) = expr.kind else { throw mismatch(expr) }
        return value
    }
    var storyExpr: StoryExpr { StoryExpr(.boolean(self)) }
    static var storyDefault: Bool? { false }
}

extension Int: StoryConvertible {
    static var storyTypeName: String { "Int" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Int {
        switch expr.kind {
        case .integer(let value), .hex(let value): return value
        default: throw mismatch(expr)
        }
    }
    var storyExpr: StoryExpr { StoryExpr(.integer(self)) }
    static var storyDefault: Int? { 0 }
}

extension Double: StoryConvertible {
    static var storyTypeName: String { "Double" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Double {
        switch expr.kind {
        case .integer(let value): Double(value)
        case .float(let value): value
        default: throw mismatch(expr)
        }
    }
    /// A whole number prints without a fraction, as a person writes it.
    var storyExpr: StoryExpr { self == rounded() && abs(self) < 1e15 ? StoryExpr(.integer(Int(self))) : StoryExpr(.float(self)) }
    static var storyDefault: Double? { 0 }
}

extension Optional: StoryConvertible where Wrapped: StoryConvertible {
    static var storyTypeName: String { "\(Wrapped.storyTypeName)?" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Wrapped? {
        if case .nilLiteral = expr.kind { return nil }
        do { return try Wrapped.read(expr, reading) } catch where error.isMismatch && error.offset == expr.offset { throw mismatch(expr) }
    }
    var storyExpr: StoryExpr { map(\.storyExpr) ?? StoryExpr(.nilLiteral) }
    static var storyDefault: Wrapped?? { .some(nil) }
}

extension Array: StoryConvertible where Element: StoryConvertible {
    static var storyTypeName: String { "[\(Element.storyTypeName)]" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> [Element] {
        guard case .array(let elements) = expr.kind else { throw mismatch(expr) }
        var values: [Element] = []
        for element in elements { values.append(try Element.read(element, reading)) }
        return values
    }
    var storyExpr: StoryExpr { StoryExpr(.array(map(\.storyExpr))) }
    static var storyDefault: [Element]? { [] }
}
