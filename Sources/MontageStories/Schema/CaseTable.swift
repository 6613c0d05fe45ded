import Montage

/// One case of an enum with associated values as a story file writes it, `.name(arguments)`:
/// how its arguments are read, and the arguments that write a value of this case back (nil for
/// a value of another case).
@MainActor
struct CaseSchema<Value> {
    /// The case name, as written after the dot.
    let name: String
    /// Reads the arguments into a value.
    let read: @MainActor (inout CallArguments, StoryReading) throws(StoryError) -> Value
    /// The arguments that write `value`, nil when it is another case.
    let write: @MainActor (Value) -> [StoryArgument]?
}

/// The cases of one enum (a slot's items, …), in the API's order: what reads `.name(…)` onto a
/// value, with the closest case for an unknown name, and writes a value back.
@MainActor
struct CaseTable<Value> {
    /// The enum as a diagnostic names it.
    let typeName: String
    /// Its cases.
    let cases: [CaseSchema<Value>]

    /// The value `expr` writes: `.name(arguments)`, or `.name` for a case whose arguments all
    /// have defaults.
    func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Value {
        let name: String, arguments: [StoryArgument]
        switch expr.kind {
        case .call(let called, true, let given): (name, arguments) = (called, given)
        case .member(let called, _): (name, arguments) = (called, [])
        default: throw StoryError("cannot convert \(expr.kind.describedType) to expected element type '\(typeName)'", at: expr.offset)
        }
        guard let schema = cases.first(where: { $0.name == name }) else {
            throw StoryError("type '\(typeName)' has no member '\(name)'\(Suggestion.didYouMean(name, among: cases.map(\.name)))", at: expr.offset)
        }
        var call = CallArguments(".\(name)", arguments, at: expr.offset)
        let value = try schema.read(&call, reading.about(name))
        try call.finish()
        return value
    }

    /// The expression that writes `value`.
    func expr(_ value: Value) -> StoryExpr {
        for schema in cases {
            if let arguments = schema.write(value) { return StoryExpr(.call(schema.name, implicit: true, arguments)) }
        }
        preconditionFailure("\(typeName): a value no case of the table writes")
    }
}

/// The arguments a case writes: each `(label, value)` kept unless it is nil (a default left out).
func arguments(_ pairs: (String?, StoryExpr?)...) -> [StoryArgument] {
    pairs.compactMap { label, value in value.map { StoryArgument(label, $0) } }
}

/// `value`'s expression, or nil when it equals `fallback` (a default argument left out).
@MainActor
func unlessDefault<V: StoryConvertible & Equatable>(_ value: V, _ fallback: V) -> StoryExpr? {
    value == fallback ? nil : value.storyExpr
}
