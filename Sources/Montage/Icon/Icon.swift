/// The icons of the project's own icon set (24×24 symbolic SVGs; `chevronRightTightSmall` is
/// drawn in a 12×24 box). The raw value is Montage's icon name.
public enum Icon: String, CaseIterable, Sendable {
    /// An arrow pointing down.
    case arrowDown
    /// An arrow pointing up.
    case arrowUp
    /// A bell (notifications).
    case bell
    /// A calendar page.
    case calendar
    /// A check mark; ListCell's selected mark (22 pt, surfaceBrandPrimary).
    case check
    /// A heavy check mark; a checked Checkbox's glyph (16 pt medium / 14 pt small, staticWhite).
    case checkThick
    /// A chevron pointing down.
    case chevronDown
    /// A chevron pointing left.
    case chevronLeft
    /// A chevron pointing right.
    case chevronRight
    /// A narrow right chevron in a 12×24 box; ListCell's chevron (8×16 pt, foregroundNeutralQuaternary).
    case chevronRightTightSmall
    /// A chevron pointing up.
    case chevronUp
    /// A check cut out of a filled circle; TextField's positive mark (20 / 18 pt).
    case circleCheckFill
    /// A cross cut out of a filled circle; TextField's clear button glyph.
    case circleCloseFill
    /// An exclamation mark cut out of a filled circle.
    case circleExclamationFill
    /// A circle with its left half filled.
    case circleHalf
    /// A cross (close, remove).
    case close
    /// A filled office building; the company Avatar's placeholder.
    case companyFill
    /// A page with a folded corner and two lines of text (a file, a document).
    case document
    /// A filled circle of radius 6, centred; a checked Radio's glyph.
    case dot
    /// Two columns of three dots (a drag handle).
    case dragHandle
    /// An open eye (show).
    case eye
    /// An eye struck through (hide).
    case eyeSlash
    /// A folder with a tab (a directory).
    case folder
    /// A filled graduation cap; the academy Avatar's placeholder.
    case graduationFill
    /// A heart outline.
    case heart
    /// A filled heart.
    case heartFill
    /// A house.
    case home
    /// A framed picture (mountains and sun).
    case image
    /// An i in a circle outline (information).
    case info
    /// A heavy horizontal bar; an indeterminate Checkbox's glyph.
    case lineHorizontalThick
    /// A padlock.
    case lock
    /// An envelope.
    case mail
    /// Three horizontal lines (a menu).
    case menu
    /// A minus sign.
    case minus
    /// A crescent moon.
    case moon
    /// Three dots in a row (more actions).
    case moreHorizontal
    /// A box (a parcel).
    case package
    /// A person outline.
    case person
    /// A filled person; the person Avatar's placeholder.
    case personFill
    /// A plus sign.
    case plus
    /// A circular arrow (refresh).
    case refresh
    /// A magnifying glass.
    case search
    /// A gear (settings).
    case settings
    /// A star outline.
    case star
    /// A filled star.
    case starFill
    /// A sun with rays.
    case sun
    /// A trash can.
    case trash
    /// A delivery truck.
    case truck

    /// The icon's box aspect: width over height (0.5 for `chevronRightTightSmall`, else 1).
    public var aspectRatio: Double { self == .chevronRightTightSmall ? 0.5 : 1 }
}
