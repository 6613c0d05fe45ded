/// A square image (ListCell: 56×56, radius 12, 1pt border), scaled to fill and clipped; flat
/// while loading, a placeholder picture when the image cannot be loaded.
public struct Thumbnail: Hashable, Sendable {
    /// The image's URL or path (empty: the placeholder).
    public var imageURL: String
    /// Side in points.
    public var width: Double = 56
    /// Corner radius 12 when on, else square.
    public var radius: Bool = true
    /// 1pt lineNeutralPrimary border inside the shape.
    public var border: Bool = true

    /// A 56pt rounded, bordered thumbnail of the image at `imageURL`.
    public init(_ imageURL: String) {
        self.imageURL = imageURL
    }
}
