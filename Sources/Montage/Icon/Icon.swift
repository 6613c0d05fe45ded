/// The icons of the project's own icon set (24×24 symbolic SVGs; `chevronRightTightSmall` is
/// drawn in a 12×24 box). The raw value is Montage's icon name.
public enum Icon: String, CaseIterable, Sendable {
    case arrowDown, arrowUp, bell, calendar, check, checkThick
    case chevronDown, chevronLeft, chevronRight, chevronRightTightSmall, chevronUp
    case circleCheckFill, circleCloseFill, circleExclamationFill, circleHalf, close
    case companyFill, dot, dragHandle, eye, eyeSlash, graduationFill, heart, heartFill
    case home, image, info, lineHorizontalThick, lock, mail, menu, minus, moon
    case moreHorizontal, package, person, personFill, plus, refresh, search, settings
    case star, starFill, sun, trash, truck

    /// The icon's box aspect: width over height (0.5 for `chevronRightTightSmall`, else 1).
    public var aspectRatio: Double { self == .chevronRightTightSmall ? 0.5 : 1 }
}
