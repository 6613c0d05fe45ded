import CGtk

// Swift names for the GTK enums the widget API takes, so code above GtkKit writes `.center`
// where C writes GTK_ALIGN_CENTER (and needs no import of GTK's C module for it).

extension GtkAlign {
    /// Fills the space (`GTK_ALIGN_FILL`).
    public static let fill = GTK_ALIGN_FILL
    /// At the start (`GTK_ALIGN_START`).
    public static let start = GTK_ALIGN_START
    /// At the end (`GTK_ALIGN_END`).
    public static let end = GTK_ALIGN_END
    /// Centered (`GTK_ALIGN_CENTER`).
    public static let center = GTK_ALIGN_CENTER
    /// On the baseline (`GTK_ALIGN_BASELINE`).
    public static let baseline = GTK_ALIGN_BASELINE
}

extension GtkOrientation {
    /// Along a row (`GTK_ORIENTATION_HORIZONTAL`).
    public static let horizontal = GTK_ORIENTATION_HORIZONTAL
    /// Along a column (`GTK_ORIENTATION_VERTICAL`).
    public static let vertical = GTK_ORIENTATION_VERTICAL
}

extension GtkPolicyType {
    /// The scrollbar always shows (`GTK_POLICY_ALWAYS`).
    public static let always = GTK_POLICY_ALWAYS
    /// The scrollbar shows when the child is larger (`GTK_POLICY_AUTOMATIC`).
    public static let automatic = GTK_POLICY_AUTOMATIC
    /// No scrolling: the child's size is asked for (`GTK_POLICY_NEVER`).
    public static let never = GTK_POLICY_NEVER
    /// Scrolls without a scrollbar (`GTK_POLICY_EXTERNAL`).
    public static let external = GTK_POLICY_EXTERNAL
}

extension GtkTextDirection {
    /// Unset: the parent's or the default (`GTK_TEXT_DIR_NONE`).
    public static let none = GTK_TEXT_DIR_NONE
    /// Left to right (`GTK_TEXT_DIR_LTR`).
    public static let leftToRight = GTK_TEXT_DIR_LTR
    /// Right to left (`GTK_TEXT_DIR_RTL`).
    public static let rightToLeft = GTK_TEXT_DIR_RTL
}

extension GtkPropagationPhase {
    /// Handled only when run by hand (`GTK_PHASE_NONE`).
    public static let none = GTK_PHASE_NONE
    /// From the root down, before the target (`GTK_PHASE_CAPTURE`).
    public static let capture = GTK_PHASE_CAPTURE
    /// From the target up (`GTK_PHASE_BUBBLE`).
    public static let bubble = GTK_PHASE_BUBBLE
    /// At the target only (`GTK_PHASE_TARGET`).
    public static let target = GTK_PHASE_TARGET
}

extension GtkDirectionType {
    /// Tab (`GTK_DIR_TAB_FORWARD`).
    public static let tabForward = GTK_DIR_TAB_FORWARD
    /// Shift+Tab (`GTK_DIR_TAB_BACKWARD`).
    public static let tabBackward = GTK_DIR_TAB_BACKWARD
    /// Up (`GTK_DIR_UP`).
    public static let up = GTK_DIR_UP
    /// Down (`GTK_DIR_DOWN`).
    public static let down = GTK_DIR_DOWN
    /// Left (`GTK_DIR_LEFT`).
    public static let left = GTK_DIR_LEFT
    /// Right (`GTK_DIR_RIGHT`).
    public static let right = GTK_DIR_RIGHT
}

extension GtkOverflow {
    /// Children may draw outside (`GTK_OVERFLOW_VISIBLE`).
    public static let visible = GTK_OVERFLOW_VISIBLE
    /// Children are clipped to the widget (`GTK_OVERFLOW_HIDDEN`).
    public static let hidden = GTK_OVERFLOW_HIDDEN
}

extension GtkSelectionMode {
    /// Nothing can be selected (`GTK_SELECTION_NONE`).
    public static let none = GTK_SELECTION_NONE
    /// At most one (`GTK_SELECTION_SINGLE`).
    public static let single = GTK_SELECTION_SINGLE
    /// Exactly one once chosen (`GTK_SELECTION_BROWSE`).
    public static let browse = GTK_SELECTION_BROWSE
    /// Any number (`GTK_SELECTION_MULTIPLE`).
    public static let multiple = GTK_SELECTION_MULTIPLE
}

extension GtkJustification {
    /// Lines at the start (`GTK_JUSTIFY_LEFT`).
    public static let left = GTK_JUSTIFY_LEFT
    /// Lines at the end (`GTK_JUSTIFY_RIGHT`).
    public static let right = GTK_JUSTIFY_RIGHT
    /// Lines centered (`GTK_JUSTIFY_CENTER`).
    public static let center = GTK_JUSTIFY_CENTER
    /// Lines filled (`GTK_JUSTIFY_FILL`).
    public static let fill = GTK_JUSTIFY_FILL
}

extension PangoEllipsizeMode {
    /// No ellipsis (`PANGO_ELLIPSIZE_NONE`).
    public static let none = PANGO_ELLIPSIZE_NONE
    /// Cut at the start (`PANGO_ELLIPSIZE_START`).
    public static let start = PANGO_ELLIPSIZE_START
    /// Cut in the middle (`PANGO_ELLIPSIZE_MIDDLE`).
    public static let middle = PANGO_ELLIPSIZE_MIDDLE
    /// Cut at the end (`PANGO_ELLIPSIZE_END`).
    public static let end = PANGO_ELLIPSIZE_END
}

extension GtkSizeRequestMode {
    /// The height depends on the width (`GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH`).
    public static let heightForWidth = GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
    /// The width depends on the height (`GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT`).
    public static let widthForHeight = GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT
    /// Neither depends on the other (`GTK_SIZE_REQUEST_CONSTANT_SIZE`).
    public static let constantSize = GTK_SIZE_REQUEST_CONSTANT_SIZE
}
