/// An expression of a story file as the interpreter reads it and the Code panel prints it: a
/// literal, a case, a call, an array, a closure or a binding (`$name`), with where it starts in
/// the file (nil when generated from a configuration).
struct StoryExpr: Equatable, Sendable {
    /// What the expression is.
    indirect enum Kind: Equatable {
        /// A string literal (interpolation is not allowed outside `print`).
        case string(String)
        /// An integer literal.
        case integer(Int)
        /// An integer the Code panel prints in hexadecimal (a color); it reads back as `integer`.
        case hex(Int)
        /// A floating-point literal.
        case float(Double)
        /// `true` or `false`.
        case boolean(Bool)
        /// `nil`.
        case nilLiteral
        /// `.name` or `Type.name` (qualifier: the dotted type path written before it, if any).
        case member(String, qualifier: String?)
        /// `name(arguments)` (a type or a function) or `.name(arguments)` (a case or a static
        /// factory, `implicit`; also `Type.name(…)`), a trailing closure being the last unlabeled
        /// argument.
        case call(String, implicit: Bool, [StoryArgument])
        /// `base.name(arguments)`: a modifier applied to what `base` makes.
        case modifier(StoryExpr, String, [StoryArgument])
        /// `[a, b, …]`.
        case array([StoryExpr])
        /// `{ … }`: its parameters and statements.
        case closure(StoryClosure)
        /// `$name`: a binding of the story's own.
        case binding(String)
        /// `name`: a story's value (its `@State`, else a story argument).
        case variable(String)
    }

    /// What it is.
    var kind: Kind
    /// Where it starts in the file (UTF-8 offset), nil when generated.
    var offset: Int?

    init(_ kind: Kind, at offset: Int? = nil) {
        self.kind = kind
        self.offset = offset
    }

    static func == (lhs: StoryExpr, rhs: StoryExpr) -> Bool { lhs.kind == rhs.kind }
}

/// An argument of a call: its label (nil: unlabeled) and value, and where it starts (its label).
struct StoryArgument: Equatable, Sendable {
    /// The label, nil for an unlabeled argument.
    var label: String?
    /// The value.
    var value: StoryExpr
    /// Where the argument starts (UTF-8 offset), nil when generated.
    var offset: Int?

    init(_ label: String?, _ value: StoryExpr, at offset: Int? = nil) {
        self.label = label
        self.value = value
        self.offset = offset ?? value.offset
    }

    static func == (lhs: StoryArgument, rhs: StoryArgument) -> Bool { lhs.label == rhs.label && lhs.value == rhs.value }
}

/// A closure of a story file: what a story can do in one is print (`print("…")`, to the Events
/// panel), or, in a slot, name the view it would make (shown as a labelled placeholder).
struct StoryClosure: Equatable, Sendable {
    /// The parameter names (`checked in …`), `_` for an unnamed one.
    var parameters: [String]
    /// The text each `print` would print, as parts: literal text or a parameter's value.
    var prints: [[PrintPart]]
    /// Whether every statement is a `print` (an empty closure too).
    var onlyPrints: Bool
    /// The body's source text, trimmed (what a slot placeholder shows).
    var source: String
    /// What it assigns to the story's values (`isOn = $0`, `isOn.toggle()`), in order.
    var assignments: [Assignment] = []

    /// A part of a printed string.
    enum PrintPart: Equatable {
        /// Literal text.
        case text(String)
        /// The value of the closure's parameter at this index.
        case parameter(Int)
    }

    /// A closure's assignment to a story value.
    struct Assignment: Equatable, Sendable {
        /// What is assigned.
        enum Value: Equatable, Sendable {
            /// The closure's parameter at this index (`$0`, `checked`).
            case parameter(Int)
            /// A literal or a case.
            case expr(StoryExpr)
            /// `name.toggle()`.
            case toggle
        }

        /// The value's name.
        var name: String
        /// What it gets.
        var value: Value
    }

    /// An empty closure, `{}`.
    static let empty = StoryClosure(parameters: [], prints: [], onlyPrints: true, source: "")
}
