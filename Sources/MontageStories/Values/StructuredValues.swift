import Montage

extension ColorValue: StoryConvertible {
    static var storyTypeName: String { "ColorValue" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> ColorValue {
        guard case .call(let name, true, let arguments) = expr.kind else {
            if case .member(let name, _) = expr.kind, let token = Color.Semantic(rawValue: name) {
                return .semantic(token)  // a bare token, as SwiftUI code writes a color
            }
            throw mismatch(expr)
        }
        var call = CallArguments(".\(name)", arguments, at: expr.offset)
        let value: ColorValue
        switch name {
        case "semantic": value = .semantic(try call.take(nil, reading))
        case "atomic": value = .atomic(try call.take(nil, reading))
        case "rgba": value = .rgba(try call.take(nil, reading))
        default: throw StoryError.unknown("color", ".\(name)", among: [".semantic", ".atomic", ".rgba"], at: expr.offset)
        }
        try call.finish()
        return value
    }
    var storyExpr: StoryExpr {
        switch self {
        case .semantic(let token): StoryExpr(.call("semantic", implicit: true, [StoryArgument(nil, token.storyExpr)]))
        case .atomic(let step): StoryExpr(.call("atomic", implicit: true, [StoryArgument(nil, step.storyExpr)]))
        case .rgba(let rgba): StoryExpr(.call("rgba", implicit: true, [StoryArgument(nil, rgba.storyExpr)]))
        }
    }
}

extension RGBA: StoryConvertible {
    static var storyTypeName: String { "RGBA" }
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> RGBA {
        switch expr.kind {
        case .modifier(let base, "withAlpha", let arguments):
            var call = CallArguments(".withAlpha", arguments, at: expr.offset)
            let alpha = try call.take(nil, as: Double.self, reading)
            try call.finish()
            guard (0...1).contains(alpha) else { throw StoryError("alpha \(alpha) is out of range 0...1", at: arguments.first?.value.offset) }
            return try read(base, reading).withAlpha(alpha)
        case .call("RGBA", false, let arguments):
            var call = CallArguments("RGBA", arguments, at: expr.offset)
            if arguments.first?.label == "hex" {
                let hex = try call.take("hex", as: Int.self, reading)
                guard (0...0xFFFFFF).contains(hex) else { throw StoryError("hex 0x\(String(hex, radix: 16)) is out of range 0x000000...0xFFFFFF", at: arguments.first?.value.offset) }
                try call.finish()
                return RGBA(hex: UInt32(hex))
            }
            var channels: [UInt8] = []
            for label in ["red", "green", "blue"] {
                let value = try call.take(label, as: Int.self, reading)
                guard (0...255).contains(value) else { throw StoryError("\(label) \(value) is out of range 0...255", at: expr.offset) }
                channels.append(UInt8(value))
            }
            let alpha = try call.take("alpha", as: Double.self, default: 1, reading)
            try call.finish()
            return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        default:
            throw mismatch(expr)
        }
    }
    var storyExpr: StoryExpr {
        let hex = Int(red) << 16 | Int(green) << 8 | Int(blue)
        let base = StoryExpr(.call("RGBA", implicit: false, [StoryArgument("hex", StoryExpr(.hex(hex)))]))
        return alpha < 1 ? StoryExpr(.modifier(base, "withAlpha", [StoryArgument(nil, alpha.storyExpr)])) : base
    }
}

extension ListCell.VerticalPadding: StoryConvertible {
    static var storyTypeName: String { "ListCell.VerticalPadding" }
    static let named: [(String, ListCell.VerticalPadding)] = [("none", .none), ("small", .small), ("medium", .medium), ("large", .large)]
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> ListCell.VerticalPadding {
        switch expr.kind {
        case .member(let name, _):
            guard let value = named.first(where: { $0.0 == name })?.1 else {
                throw StoryError("type '\(storyTypeName)' has no member '\(name)'\(Suggestion.didYouMean(name, among: named.map(\.0) + ["custom"]))", at: expr.offset)
            }
            return value
        case .call("custom", true, let arguments):
            var call = CallArguments(".custom", arguments, at: expr.offset)
            let value = try call.take(nil, as: Double.self, reading)
            try call.finish()
            return .custom(value)
        default:
            throw mismatch(expr)
        }
    }
    var storyExpr: StoryExpr {
        if case .custom(let value) = self { return StoryExpr(.call("custom", implicit: true, [StoryArgument(nil, value.storyExpr)])) }
        return StoryExpr(.member(Self.named.first { $0.1 == self }!.0, qualifier: nil))
    }
}

/// An action written as a closure (`{}`, `{ print("…") }`); it prints as `{}`, since what a
/// configuration's closure does cannot be read back.
@MainActor
enum StoryAction {
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Action {
        guard case .closure(let closure) = expr.kind else {
            throw StoryError("cannot convert \(expr.kind.describedType) to expected argument type '() -> Void'", at: expr.offset)
        }
        guard closure.parameters.isEmpty else {
            throw StoryError("this closure takes no parameter, but \(closure.parameters.count) \(closure.parameters.count == 1 ? "was" : "were") written", at: expr.offset)
        }
        return reading.action(closure)
    }

    static func readSelect(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> SelectAction {
        guard case .closure(let closure) = expr.kind else {
            throw StoryError("cannot convert \(expr.kind.describedType) to expected argument type '(Bool) -> Void'", at: expr.offset)
        }
        guard closure.parameters.count <= 1 else {
            throw StoryError("this closure takes one parameter (the new value), as `{ checked in … }`, `{ _ in … }` or $0", at: expr.offset)
        }
        return reading.selectAction(closure)
    }

    /// A text action (`onTextChange { text in … }`): it logs what it prints, the text in place of
    /// its parameter.
    static func readText(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> @MainActor @Sendable (String) -> Void {
        guard case .closure(let closure) = expr.kind else {
            throw StoryError("cannot convert \(expr.kind.describedType) to expected argument type '(String) -> Void'", at: expr.offset)
        }
        guard closure.parameters.count <= 1 else {
            throw StoryError("this closure takes one parameter (the text), as `{ text in … }` or $0", at: expr.offset)
        }
        return reading.textAction(closure)
    }

    /// How a closure prints: `{}`, or `{ _ in }` for a selection.
    static func expr(parameters: Int = 0) -> StoryExpr {
        StoryExpr(.closure(StoryClosure(parameters: Array(repeating: "_", count: parameters), prints: [], onlyPrints: true, source: "")))
    }
}
