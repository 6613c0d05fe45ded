import Montage

/// A Montage enum a story file writes as `.name` (or `Type.name`): its raw value is its case
/// name. An unknown case is an error with the closest case.
@MainActor
protocol StoryEnum: StoryConvertible, StoryControllable, RawRepresentable<String>, CaseIterable {}

extension StoryEnum {
    static func read(_ expr: StoryExpr, _ reading: StoryReading) throws(StoryError) -> Self {
        guard case .member(let name, _) = expr.kind else { throw mismatch(expr) }
        guard let value = Self(rawValue: name) else {
            throw StoryError("type '\(storyTypeName)' has no member '\(name)'\(Suggestion.didYouMean(name, among: allCases.map(\.rawValue)))", at: expr.offset)
        }
        return value
    }
    var storyExpr: StoryExpr { StoryExpr(.member(rawValue, qualifier: nil)) }
    /// Its first case (an argument filling a parameter without a default).
    static var storyDefault: Self? { allCases.first }
}

extension Icon: StoryEnum { static var storyTypeName: String { "Icon" } }
extension Color.Semantic: StoryEnum { static var storyTypeName: String { "Color.Semantic" } }
extension Color.Atomic: StoryEnum { static var storyTypeName: String { "Color.Atomic" } }
extension Typography.Variant: StoryEnum { static var storyTypeName: String { "Typography.Variant" } }
extension Typography.Weight: StoryEnum { static var storyTypeName: String { "Typography.Weight" } }
extension ListCell.Variant: StoryEnum { static var storyTypeName: String { "ListCell.Variant" } }
extension ListCell.VerticalAlign: StoryEnum { static var storyTypeName: String { "ListCell.VerticalAlign" } }
extension TextField.Size: StoryEnum { static var storyTypeName: String { "TextField.Size" } }
extension TextField.Status: StoryEnum { static var storyTypeName: String { "TextField.Status" } }
extension FormControl.LabelPlacement: StoryEnum { static var storyTypeName: String { "FormControl.LabelPlacement" } }
extension ContentBadge.Variant: StoryEnum { static var storyTypeName: String { "ContentBadge.Variant" } }
extension ContentBadge.Size: StoryEnum { static var storyTypeName: String { "ContentBadge.Size" } }
extension Avatar.Variant: StoryEnum { static var storyTypeName: String { "Avatar.Variant" } }
extension Avatar.Size: StoryEnum { static var storyTypeName: String { "Avatar.Size" } }
extension Button.Variant: StoryEnum { static var storyTypeName: String { "Button.Variant" } }
extension Button.Color: StoryEnum { static var storyTypeName: String { "Button.Color" } }
extension Button.Size: StoryEnum { static var storyTypeName: String { "Button.Size" } }
extension TextButton.Color: StoryEnum { static var storyTypeName: String { "TextButton.Color" } }
extension TextButton.Size: StoryEnum { static var storyTypeName: String { "TextButton.Size" } }
extension IconButton.Size: StoryEnum { static var storyTypeName: String { "IconButton.Size" } }
extension ColorScheme: StoryEnum { static var storyTypeName: String { "ColorScheme" } }
extension StoryDirection: StoryEnum { static var storyTypeName: String { "StoryDirection" } }
