import CGtk

extension GtkContentFit {
    /// `contain` the whole picture, letterboxed (`GTK_CONTENT_FIT_CONTAIN`); `cover` the whole
    /// area, the picture cropped (`GTK_CONTENT_FIT_COVER`).
    public static let contain = GTK_CONTENT_FIT_CONTAIN, cover = GTK_CONTENT_FIT_COVER
}
