/// A wrapper that gives one input a label (with a required mark), a help or error message and an
/// accessory, and links them for assistive technologies. TextField always wraps itself in one.
public struct FormControl: Sendable {
    /// Where the label sits.
    public enum LabelPlacement: String, CaseIterable, Sendable {
        /// Above the input (label row, input, footer; 8 apart).
        case top
        /// In a column at the input's left, 16 before it.
        case leading
    }

    /// The label text.
    public var label: String?
    /// Whether a required mark (" *") follows the label.
    public var required = false
    /// The help or error message (nil or empty: none).
    public var message: String?
    /// A caller view at the right of the message row.
    public var accessory: SlotView?
    /// Where the label sits.
    public var labelPlacement: LabelPlacement = .top
    /// A fixed label column width (leading placement).
    public var labelWidth: Double?
    /// The size.
    public var size: TextField.Size = .large
    /// The validation status.
    public var status: TextField.Status = .normal

    /// An empty form control (no label, message or accessory).
    public init() {}

    /// Whether the label row shows: a non-empty label.
    public var showsLabel: Bool { !(label ?? "").isEmpty }
    /// Whether the message shows: a non-empty message.
    public var showsMessage: Bool { !(message ?? "").isEmpty }
    /// Whether the footer shows: a message or an accessory.
    public var showsFooter: Bool { showsMessage || accessory != nil }

    /// The label's text variant: label1 (large) or label2 (medium), bold.
    public var labelVariant: Typography.Variant { size == .large ? .label1 : .label2 }
    /// The height of the input's first line the leading label centres on: 48 / 40.
    public var firstLineHeight: Double { size == .large ? 48 : 40 }
    /// The message's color: negative only for `.negative`.
    public var messageColor: Color.Semantic { status == .negative ? .foregroundNegativePrimary : .foregroundNeutralTertiary }
}

/// A vertical stack of form controls whose leading labels share one column: a fixed
/// `labelWidth`, or the widest natural label width of its labelled leading controls.
public struct FormControlGroup: Sendable {
    /// The shared label column width; nil measures the labels.
    public var labelWidth: Double?
    /// Space between controls (16).
    public var spacing: Double

    /// A group with a fixed or measured label column.
    public init(labelWidth: Double? = nil, spacing: Double = 16) {
        self.labelWidth = labelWidth
        self.spacing = spacing
    }

    /// The column width for a control: its own width, else the group's fixed width, else the
    /// widest reported natural width (0 counts as none).
    public static func columnWidth(own: Double?, group: Double?, naturalWidths: [Double]) -> Double? {
        if let own { return own }
        if let group { return group }
        let widest = naturalWidths.max() ?? 0
        return widest > 0 ? widest : nil
    }
}
