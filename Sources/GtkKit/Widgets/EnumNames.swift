import CGtk

// Swift names for the GTK enums the widget API takes, so code above GtkKit writes `.center`
// where C writes GTK_ALIGN_CENTER (and needs no import of GTK's C module for it).

extension GtkAlign {
    /// `fill` fills the space (`GTK_ALIGN_FILL`); `start` at the start (`GTK_ALIGN_START`); `end`
    /// at the end (`GTK_ALIGN_END`); `center` centered (`GTK_ALIGN_CENTER`); `baseline` on the
    /// baseline (`GTK_ALIGN_BASELINE`).
    public static let fill = GTK_ALIGN_FILL, start = GTK_ALIGN_START, end = GTK_ALIGN_END,
        center = GTK_ALIGN_CENTER, baseline = GTK_ALIGN_BASELINE
}

extension GtkOrientation {
    /// `horizontal` along a row (`GTK_ORIENTATION_HORIZONTAL`); `vertical` along a column
    /// (`GTK_ORIENTATION_VERTICAL`).
    public static let horizontal = GTK_ORIENTATION_HORIZONTAL, vertical = GTK_ORIENTATION_VERTICAL
}

extension GtkPolicyType {
    /// `always` the scrollbar always shows (`GTK_POLICY_ALWAYS`); `automatic` the scrollbar shows
    /// when the child is larger (`GTK_POLICY_AUTOMATIC`); `never` no scrolling: the child's size is
    /// asked for (`GTK_POLICY_NEVER`); `external` scrolls without a scrollbar
    /// (`GTK_POLICY_EXTERNAL`).
    public static let always = GTK_POLICY_ALWAYS, automatic = GTK_POLICY_AUTOMATIC,
        never = GTK_POLICY_NEVER, external = GTK_POLICY_EXTERNAL
}

extension GtkTextDirection {
    /// `none` unset: the parent's or the default (`GTK_TEXT_DIR_NONE`); `leftToRight` left to right
    /// (`GTK_TEXT_DIR_LTR`); `rightToLeft` right to left (`GTK_TEXT_DIR_RTL`).
    public static let none = GTK_TEXT_DIR_NONE, leftToRight = GTK_TEXT_DIR_LTR,
        rightToLeft = GTK_TEXT_DIR_RTL
}

extension GtkPropagationPhase {
    /// `none` handled only when run by hand (`GTK_PHASE_NONE`); `capture` from the root down,
    /// before the target (`GTK_PHASE_CAPTURE`); `bubble` from the target up (`GTK_PHASE_BUBBLE`);
    /// `target` at the target only (`GTK_PHASE_TARGET`).
    public static let none = GTK_PHASE_NONE, capture = GTK_PHASE_CAPTURE, bubble = GTK_PHASE_BUBBLE,
        target = GTK_PHASE_TARGET
}

extension GtkDirectionType {
    /// `tabForward` Tab (`GTK_DIR_TAB_FORWARD`); `tabBackward` Shift+Tab (`GTK_DIR_TAB_BACKWARD`);
    /// `up` up (`GTK_DIR_UP`); `down` down (`GTK_DIR_DOWN`); `left` left (`GTK_DIR_LEFT`); `right`
    /// right (`GTK_DIR_RIGHT`).
    public static let tabForward = GTK_DIR_TAB_FORWARD, tabBackward = GTK_DIR_TAB_BACKWARD,
        up = GTK_DIR_UP, down = GTK_DIR_DOWN, left = GTK_DIR_LEFT, right = GTK_DIR_RIGHT
}

extension GtkOverflow {
    /// `visible` children may draw outside (`GTK_OVERFLOW_VISIBLE`); `hidden` children are clipped
    /// to the widget (`GTK_OVERFLOW_HIDDEN`).
    public static let visible = GTK_OVERFLOW_VISIBLE, hidden = GTK_OVERFLOW_HIDDEN
}

extension GtkSelectionMode {
    /// `none` nothing can be selected (`GTK_SELECTION_NONE`); `single` at most one
    /// (`GTK_SELECTION_SINGLE`); `browse` exactly one once chosen (`GTK_SELECTION_BROWSE`);
    /// `multiple` any number (`GTK_SELECTION_MULTIPLE`).
    public static let none = GTK_SELECTION_NONE, single = GTK_SELECTION_SINGLE,
        browse = GTK_SELECTION_BROWSE, multiple = GTK_SELECTION_MULTIPLE
}

extension GtkJustification {
    /// `left` lines at the start (`GTK_JUSTIFY_LEFT`); `right` lines at the end
    /// (`GTK_JUSTIFY_RIGHT`); `center` lines centered (`GTK_JUSTIFY_CENTER`); `fill` lines filled
    /// (`GTK_JUSTIFY_FILL`).
    public static let left = GTK_JUSTIFY_LEFT, right = GTK_JUSTIFY_RIGHT, center = GTK_JUSTIFY_CENTER,
        fill = GTK_JUSTIFY_FILL
}

extension PangoEllipsizeMode {
    /// `none` no ellipsis (`PANGO_ELLIPSIZE_NONE`); `start` cut at the start
    /// (`PANGO_ELLIPSIZE_START`); `middle` cut in the middle (`PANGO_ELLIPSIZE_MIDDLE`); `end` cut
    /// at the end (`PANGO_ELLIPSIZE_END`).
    public static let none = PANGO_ELLIPSIZE_NONE, start = PANGO_ELLIPSIZE_START,
        middle = PANGO_ELLIPSIZE_MIDDLE, end = PANGO_ELLIPSIZE_END
}

extension GtkSizeRequestMode {
    /// `heightForWidth` the height depends on the width (`GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH`);
    /// `widthForHeight` the width depends on the height (`GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT`);
    /// `constantSize` neither depends on the other (`GTK_SIZE_REQUEST_CONSTANT_SIZE`).
    public static let heightForWidth = GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH,
        widthForHeight = GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT,
        constantSize = GTK_SIZE_REQUEST_CONSTANT_SIZE
}

extension GtkStateFlags {
    /// `hover` the pointer is over it (`GTK_STATE_FLAG_PRELIGHT`); `active` pressed
    /// (`GTK_STATE_FLAG_ACTIVE`); `focused` it has the focus (`GTK_STATE_FLAG_FOCUSED`);
    /// `focusVisible` its focus ring shows (`GTK_STATE_FLAG_FOCUS_VISIBLE`).
    public static let hover = GTK_STATE_FLAG_PRELIGHT, active = GTK_STATE_FLAG_ACTIVE,
        focused = GTK_STATE_FLAG_FOCUSED, focusVisible = GTK_STATE_FLAG_FOCUS_VISIBLE

    /// These flags and `other`'s.
    public func union(_ other: GtkStateFlags) -> GtkStateFlags { GtkStateFlags(rawValue: rawValue | other.rawValue) }

    /// Whether every flag of `other` is set here.
    public func contains(_ other: GtkStateFlags) -> Bool { rawValue & other.rawValue == other.rawValue }
}

extension GtkStackTransitionType {
    /// `none` the new child shows at once (`GTK_STACK_TRANSITION_TYPE_NONE`); `crossfade` fades in
    /// over the old (`GTK_STACK_TRANSITION_TYPE_CROSSFADE`).
    public static let none = GTK_STACK_TRANSITION_TYPE_NONE, crossfade = GTK_STACK_TRANSITION_TYPE_CROSSFADE
}
