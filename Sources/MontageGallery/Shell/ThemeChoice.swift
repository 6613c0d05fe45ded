/// Which appearance to use: the scheme switch's choices, the command line's `--theme`, and what
/// the window remembers.
package enum ThemeChoice: String, Sendable, CaseIterable {
    /// Follow the desktop's light or dark preference (the window's default).
    case system
    /// The light scheme.
    case light
    /// The dark scheme.
    case dark
    /// Light and dark, one capture each (screenshots' default).
    case both
}
