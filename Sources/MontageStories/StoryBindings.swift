import Montage

/// A story's own values, by name: what `$name` binds and `name` reads. A `@State private var
/// name = value` declares one with its first value; a name a story uses without declaring it is
/// a story argument, whose type is the parameter it fills and whose first value is that type's
/// natural one (or `--arg`'s); a control, a text typed into a bound field or a closure that
/// assigns it (`{ isOn = $0 }`) changes it. A text binding is empty at first (or holds the text
/// its declaration gives), so the seed docs' examples paste in as they are.
@MainActor
public final class StoryBindings {
    /// Every value by name (a text binding's text is a string).
    private var values: [String: StoryExpr] = [:]
    /// The first value's Swift of each `@State`, as last declared (a new one starts it again).
    private var declared: [String: String] = [:]
    /// Values given from outside (`--arg NAME=VALUE`), as written.
    public var given: [String: String] = [:]
    /// The arguments a story read, in the order of their first use (since `beginStory`).
    private(set) var used: [StoryArgumentInfo] = []
    /// How many times a value was read (a statement that reads none can be kept as it was read).
    private(set) var reads = 0

    /// An empty set.
    public init() {}

    /// Forgets every value and declaration (values given from outside stay given).
    func reset() {
        values = [:]
        declared = [:]
        used = []
    }

    /// The text binding named `name` (created empty on first use).
    public func text(_ name: String) -> Binding<String> {
        if values[name] == nil { values[name] = StoryExpr(.string("")) }
        return Binding(get: { [weak self] in
            if case .string(let text)? = self?.values[name]?.kind { return text }
            return ""
        }, set: { [weak self] in self?.values[name] = StoryExpr(.string($0)) })
    }

    /// A binding of its own holding `initial` (a string literal where the API takes a binding).
    public func literal(_ initial: String) -> Binding<String> {
        let box = Box(initial)
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// The names bound or declared so far, sorted.
    public var names: [String] { values.keys.sorted() }

    /// The value of story argument `name` as its control holds it (nil: not one).
    public func controlValue(of argument: StoryArgumentInfo) -> StoryOptionValue? {
        guard let value = values[argument.name] else { return argument.initialValue }
        return Self.controlValue(value)
    }

    /// `expr` as a control holds it (nil: no control holds it).
    static func controlValue(_ expr: StoryExpr) -> StoryOptionValue? {
        switch expr.kind {
        case .boolean(let on): return .bool(on)
        case .string(let text): return .text(text)
        case .member(let name, _): return .choice(name)
        case .integer(let number): return .number(Double(number))
        case .float(let number): return .number(number)
        case .nilLiteral: return StoryOptionValue.none
        default: return nil
        }
    }

    /// Sets story argument `name` from its control.
    public func set(_ argument: StoryArgumentInfo, to value: StoryOptionValue) {
        switch value {
        case .bool(let on): values[argument.name] = StoryExpr(.boolean(on))
        case .text(let text): values[argument.name] = StoryExpr(.string(text))
        case .choice(let name): values[argument.name] = StoryExpr(.member(name, qualifier: nil))
        case .number(let number): values[argument.name] = number.storyExpr
        case .none: values[argument.name] = StoryExpr(.nilLiteral)
        }
    }

    /// The story arguments the last story read used, in the order of their first use.
    public var arguments: [StoryArgumentInfo] { used }

    /// The value named `name` now, as Swift writes it (nil: none by that name).
    public func currentSwift(of name: String) -> String? { values[name]?.text }

    /// Story argument `name`'s value now, as Swift writes it (`true`, `"김티드"`, `.full`).
    public func swift(of argument: StoryArgumentInfo) -> String { values[argument.name]?.text ?? argument.initialText }

    /// Declares `@State var name = initial` (`text`: its Swift): the value starts there unless
    /// the same declaration was read before (a re-render keeps what the story changed).
    func declare(_ name: String, initial: StoryExpr, text: String) {
        guard declared[name] != text else { return }
        declared[name] = text
        values[name] = initial
    }

    /// Starts reading a story: its arguments are listed anew.
    func beginStory() { used = [] }

    /// The value `name` stands for, as a `V` filling a parameter whose default is `fallback`:
    /// its `@State`'s, else (a story argument, listed in `used`) the value a control, a closure
    /// or `--arg` gave it, else `argumentDefault`, the parameter's default or `V`'s natural one.
    func value<V: StoryConvertible>(of name: String, at offset: Int?, as type: V.Type, fallback: V?, argumentDefault: V?,
                                    _ reading: StoryReading) throws(StoryError) -> V {
        reads += 1
        if declared[name] != nil, let current = values[name] { return try V.read(StoryExpr(current.kind, at: offset), reading) }
        guard let initial = argumentDefault ?? fallback ?? V.storyDefault else {
            throw StoryError("cannot find '\(name)' in scope: a story argument must fill a parameter with a natural value (declare it: @State private var \(name) = …)",
                             at: offset)
        }
        if !used.contains(where: { $0.name == name }) {
            let first = initial.storyExpr
            used.append(StoryArgumentInfo(name: name, typeName: V.storyTypeName, kind: (V.self as? any StoryControllable.Type)?.optionKind(range: nil),
                                          initialValue: Self.controlValue(first), initialText: first.text, offset: offset))
        }
        if let current = values[name], let value = try? V.read(current, reading) { return value }
        if let text = given[name] {
            // Given once: from here on the value is the story's, as a control's would be.
            var value: V? = SyntaxCheck.expression(text).flatMap { try? V.read($0, reading) }
            if value == nil, V.self == String.self { value = text as? V }
            guard let value else { throw StoryError("--arg \(name)=\(text) is not a value of type '\(V.storyTypeName)'", at: offset) }
            values[name] = value.storyExpr
            return value
        }
        return initial
    }

    /// Applies a closure's assignments, the closure's parameters being `parameters`; whether a
    /// value changed.
    func apply(_ assignments: [StoryClosure.Assignment], parameters: [StoryExpr]) -> Bool {
        var changed = false
        for assignment in assignments {
            let new: StoryExpr?
            switch assignment.value {
            case .parameter(let index): new = parameters.indices.contains(index) ? parameters[index] : nil
            case .expr(let expr): new = expr
            case .toggle:
                if case .boolean(let on)? = values[assignment.name]?.kind { new = StoryExpr(.boolean(!on)) }
                else { new = StoryExpr(.boolean(used.first { $0.name == assignment.name }?.initialValue != .bool(true))) }
            }
            guard let new, values[assignment.name] != new else { continue }
            values[assignment.name] = new
            changed = true
        }
        return changed
    }

    @MainActor
    private final class Box {
        var value: String
        init(_ value: String) { self.value = value }
    }
}

/// A story argument: a name a story uses where a value goes without declaring it, given a
/// control on the story's page (its kind from the parameter's type) and `--arg NAME=VALUE`.
public struct StoryArgumentInfo: Equatable {
    /// The name, as the story writes it.
    public let name: String
    /// The type of the parameter it fills, as Swift names it (`Bool`, `ListCell.Variant`).
    public let typeName: String
    /// The control that sets it (nil: a type no control holds, such as a slot's items).
    public let kind: StoryOptionKind?
    /// Its first value as its control holds it (plain values: a Swift expression's indirect
    /// cases are tagged pointers, which a leak checker cannot follow from a long-lived list).
    public let initialValue: StoryOptionValue?
    /// Its first value, as Swift writes it (`false`, `""`, `.inset`).
    public let initialText: String
    /// Where it is first used (UTF-8 offset).
    let offset: Int?

    /// The same argument: name, type, control and first value (not where it is first used).
    public static func == (lhs: StoryArgumentInfo, rhs: StoryArgumentInfo) -> Bool {
        lhs.name == rhs.name && lhs.typeName == rhs.typeName && lhs.kind == rhs.kind && lhs.initialText == rhs.initialText
    }
}
