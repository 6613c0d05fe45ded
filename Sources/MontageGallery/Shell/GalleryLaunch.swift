/// What a launch of the gallery asks of its window, each nil (or false) where the last session's
/// state (`GalleryState`) or the window's default applies.
package struct GalleryLaunch: Sendable {
    /// The story to open on.
    package var story: String?
    /// The appearance.
    package var theme: ThemeChoice?
    /// Right to left.
    package var rightToLeft = false
    /// The text size in percent.
    package var textSize: Int?
    /// The device scale.
    package var scale: Int?
    /// The window's size.
    package var windowSize: (width: Int32, height: Int32)?
    /// A comparison run's folder to review alone, with no story window.
    package var reviewFolder: String?

    /// A launch at every default.
    package init(story: String? = nil, theme: ThemeChoice? = nil, rightToLeft: Bool = false, textSize: Int? = nil, scale: Int? = nil,
                 windowSize: (width: Int32, height: Int32)? = nil, reviewFolder: String? = nil) {
        (self.story, self.theme, self.rightToLeft) = (story, theme, rightToLeft)
        (self.textSize, self.scale, self.windowSize, self.reviewFolder) = (textSize, scale, windowSize, reviewFolder)
    }
}
