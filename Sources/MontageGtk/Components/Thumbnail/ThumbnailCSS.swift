import GtkKit

/// Thumbnail rules: loading fill, radius and the border drawn over the image.
enum ThumbnailCSS {
    static var rules: String {
        """
        .thumbnail:disabled { opacity: 0.43; }
        .thumbnail-placeholder { background-color: @surfaceNeutralTertiary; }
        .thumbnail.thumbnail-rounded, .thumbnail.thumbnail-rounded > * { border-radius: 12px; }
        .thumbnail.thumbnail-bordered > .thumbnail-border { box-shadow: inset 0 0 0 1px @lineNeutralPrimary; }
        """
    }
}
