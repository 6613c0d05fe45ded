/// A list row: a label, an optional description, and four content slots (leading,
/// label-trailing, trailing, extra), with an optional selected check, chevron and divider.
/// Every modifier returns a modified copy.
public struct ListCell: Sendable, Modifiable {
    /// The label text.
    public private(set) var label: String
    /// Runs on a click, Enter or Space (nil: not tappable).
    public private(set) var onTap: Action?
    /// Whether a chevron shows at the right end.
    public private(set) var chevron = false
    /// The description under the label (nil: none).
    public private(set) var description: String?
    /// Whether a 1pt divider shows at the bottom edge.
    public private(set) var divider = false
    /// Items under the description.
    public private(set) var extraResources: [Resource.Extra] = []
    /// Text set in bold at its first case-insensitive match (nil: none).
    public private(set) var highlight: String?
    /// The label's color (ignored while selected or disabled).
    public private(set) var labelColor: Color.Semantic = .foregroundNeutralPrimary
    /// Items after the label on its row.
    public private(set) var labelTrailingResources: [Resource.LabelTrailing] = []
    /// The label's typography variant.
    public private(set) var labelVariant: Typography.Variant = .body2
    /// The label's weight (bold while selected).
    public private(set) var labelWeight: Typography.Weight = .medium
    /// Items before the label.
    public private(set) var leadingResources: [Resource.Leading] = []
    /// Whether the cell is selected.
    public private(set) var selected = false
    /// Whether label and description are one ellipsized line each.
    public private(set) var textEllipsis = false
    /// Items at the right end.
    public private(set) var trailingResources: [Resource.Trailing] = []
    /// The shape variant.
    public private(set) var variant: Variant = .inset
    /// Cross-axis alignment of the columns.
    public private(set) var verticalAlign: VerticalAlign = .top
    /// Top and bottom padding.
    public private(set) var verticalPadding: VerticalPadding = .medium
    /// The port of SwiftUI's `disabled(_:)`: the row is made insensitive (a disabled container
    /// disables its cells just the same).
    public private(set) var isDisabled = false

    /// A cell titled `label`; `onTap` runs on a click, Enter or Space.
    public init(label: String, onTap: Action? = nil) {
        self.label = label
        self.onTap = onTap
    }

    /// Adds a chevron at the right end (for cells that navigate).
    public func chevron(_ chevron: Bool = true) -> ListCell { with { $0.chevron = chevron } }
    /// Adds a description under the label (label2, tertiary); nil removes it.
    public func description(_ description: String? = nil) -> ListCell { with { $0.description = description } }
    /// Adds a 1pt divider at the bottom edge.
    public func divider(_ divider: Bool = true) -> ListCell { with { $0.divider = divider } }
    /// Items under the description, 6 apart.
    public func extraResources(_ resources: [Resource.Extra]) -> ListCell { with { $0.extraResources = resources } }
    /// Sets the first case-insensitive match in the label and in the description in bold.
    public func highlight(_ text: String) -> ListCell { with { $0.highlight = text } }
    /// The label's color (ignored while selected or disabled).
    public func labelColor(_ color: Color.Semantic) -> ListCell { with { $0.labelColor = color } }
    /// Items after the label on its row, 4 apart, in a fixed 22pt tall group.
    public func labelTrailingResources(_ resources: [Resource.LabelTrailing]) -> ListCell { with { $0.labelTrailingResources = resources } }
    /// The label's typography variant.
    public func labelVariant(_ variant: Typography.Variant) -> ListCell { with { $0.labelVariant = variant } }
    /// The label's weight (a selected cell is bold regardless).
    public func labelWeight(_ weight: Typography.Weight) -> ListCell { with { $0.labelWeight = weight } }
    /// Items before the label, 8 apart.
    public func leadingResources(_ resources: [Resource.Leading]) -> ListCell { with { $0.leadingResources = resources } }
    /// Selected: brand bold label and a check in the trailing place when that slot is empty.
    public func selected(_ selected: Bool = true) -> ListCell { with { $0.selected = selected } }
    /// One line each for label and description, ellipsized at the end.
    public func textEllipsis(_ textEllipsis: Bool = true) -> ListCell { with { $0.textEllipsis = textEllipsis } }
    /// Items at the right end, 8 apart (they take the selected check's place).
    public func trailingResources(_ resources: [Resource.Trailing]) -> ListCell { with { $0.trailingResources = resources } }
    /// Inset (default) or full.
    public func variant(_ variant: Variant = .inset) -> ListCell { with { $0.variant = variant } }
    /// Aligns the columns to the first line (default) or the cell's centre.
    public func verticalAlign(_ verticalAlign: VerticalAlign = .top) -> ListCell { with { $0.verticalAlign = verticalAlign } }
    /// Top and bottom padding.
    public func verticalPadding(_ verticalPadding: VerticalPadding) -> ListCell { with { $0.verticalPadding = verticalPadding } }
    /// Disables the cell: no tap, disabled colors.
    public func disabled(_ disabled: Bool = true) -> ListCell { with { $0.isDisabled = disabled } }

    /// Whether the interaction background (pressed, hover, focus) is drawn: not at padding ≤ 0.
    public var showsInteraction: Bool { verticalPadding.value > 0 }
    /// Whether the selected check is shown: selected and no trailing items.
    public var showsSelectedCheck: Bool { selected && trailingResources.isEmpty }
    /// The label's weight as shown: bold when selected.
    public var effectiveLabelWeight: Typography.Weight { selected ? .bold : labelWeight }
    /// The label's color as shown (before the disabled state): brand when selected.
    public var effectiveLabelColor: Color.Semantic { selected ? .surfaceBrandPrimary : labelColor }
}
