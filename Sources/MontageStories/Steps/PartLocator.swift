import Montage

/// Where a step acts: a part of the page as a person and a screen reader know it, by its
/// accessible role and name (`.button("삭제하기")`, `.cell("알림 받기")`, `.field("이메일")`),
/// narrowed to a container when a name repeats (`.button("삭제하기").in(.cell("택배"))`) or to
/// the n-th of several (`.nth(2)`); a point of the page only as a last resort (`.point(x:y:)`).
public struct PartLocator: Equatable, Sendable {
    /// The part's role, as its locator names it.
    public enum Role: String, CaseIterable, Sendable {
        /// A button (push, toggle or menu); a ListCell row (`cell`, named by its texts); a text
        /// field (`field`, named by its label); a check box, a radio button, a switch; a label
        /// (`text`, by what it says); a heading; a list; an image (by its description); any part
        /// with an accessible name (`part`).
        case button, cell, field, checkbox, radio, `switch`, text, heading, list, image, part
    }

    /// The role; nil for a point.
    public var role: Role?
    /// The accessible name (a cell's, its label; a field's, its label's text).
    public var name: String
    /// The container it is looked for in (nil: the whole page).
    public var scope: Scope?
    /// Which of several matching parts, from 1 (nil: the only one).
    public var index: Int?
    /// A point of the page, in its coordinates (only for `.point(x:y:)`).
    public var point: (x: Double, y: Double)? {
        get { pointStorage.map { ($0.x, $0.y) } }
        set { pointStorage = newValue.map { Point(x: $0.x, y: $0.y) } }
    }
    private var pointStorage: Point?

    /// A container a locator is narrowed to.
    public final class Scope: Equatable, Sendable {
        /// The container's locator.
        public let locator: PartLocator
        /// A scope of `locator`.
        public init(_ locator: PartLocator) { self.locator = locator }
        /// Scopes are equal when their locators are.
        public static func == (lhs: Scope, rhs: Scope) -> Bool { lhs.locator == rhs.locator }
    }

    private struct Point: Equatable, Sendable {
        let x: Double, y: Double
    }

    /// The part of `role` named `name`.
    public init(_ role: Role, _ name: String) {
        self.role = role
        self.name = name
    }

    /// The point (`x`, `y`) of the page.
    public init(x: Double, y: Double) {
        self.role = nil
        self.name = ""
        self.pointStorage = Point(x: x, y: y)
    }

    /// The locator a person reads: `button "삭제하기" in cell "택배"` (a name cut at 60 characters).
    public var description: String {
        guard let role else { return "point (\(pointStorage!.x), \(pointStorage!.y))" }
        var text = "\(role.rawValue) \"\(name.count > 60 ? name.prefix(60) + "…" : name)\""
        if let index { text += " #\(index)" }
        if let scope { text += " in " + scope.locator.description }
        return text
    }
}

extension PartLocator: StoryConvertible {
    static var storyTypeName: String { "PartLocator" }

    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> PartLocator {
        switch expr.kind {
        case .modifier(let base, "in", let arguments):
            let container = try CallArguments.only(".in(_:)", arguments, at: expr.offset, as: PartLocator.self, reading)
            var locator = try read(base, reading)
            guard locator.role != nil else { throw StoryError("a point cannot be narrowed to a container", at: expr.offset) }
            locator.scope = Scope(container)
            return locator
        case .modifier(let base, "nth", let arguments):
            let index = try CallArguments.only(".nth(_:)", arguments, at: expr.offset, as: Int.self, reading)
            guard index >= 1 else { throw StoryError(".nth counts from 1, not \(index)", at: arguments.first?.value.offset) }
            var locator = try read(base, reading)
            locator.index = index
            return locator
        case .call("point", true, let arguments):
            var call = CallArguments(".point(x:y:)", arguments, at: expr.offset)
            let x = try call.take("x", as: Double.self, reading), y = try call.take("y", as: Double.self, reading)
            try call.finish()
            return PartLocator(x: x, y: y)
        case .call(let name, true, let arguments):
            guard let role = Role(rawValue: name) else {
                throw StoryError.unknown("part", ".\(name)", among: Role.allCases.map { ".\($0.rawValue)" } + [".point"], at: expr.offset)
            }
            return PartLocator(role, try CallArguments.only(".\(name)(_:)", arguments, at: expr.offset, reading))
        default:
            throw mismatch(expr)
        }
    }

    var storyExpr: StoryExpr {
        guard let role else {
            return StoryExpr(.call("point", implicit: true, [StoryArgument("x", pointStorage!.x.storyExpr), StoryArgument("y", pointStorage!.y.storyExpr)]))
        }
        var expr = StoryExpr(.call(role.rawValue, implicit: true, [StoryArgument(nil, name.storyExpr)]))
        if let index { expr = StoryExpr(.modifier(expr, "nth", [StoryArgument(nil, index.storyExpr)])) }
        if let scope { expr = StoryExpr(.modifier(expr, "in", [StoryArgument(nil, scope.locator.storyExpr)])) }
        return expr
    }
}
