/// A profile image (person: circle) or logo (company, academy: rounded square) from a URL,
/// with a glyph placeholder while loading or when the image cannot be loaded.
public struct Avatar: Hashable, Sendable, Modifiable {
    /// What the avatar shows; decides its shape and placeholder glyph.
    public enum Variant: String, CaseIterable, Sendable {
        /// A person's profile image, always a circle; placeholder glyph `personFill`.
        case person
        /// A company logo in a rounded square; placeholder glyph `companyFill`.
        case company
        /// An academy (school) logo in a rounded square; placeholder glyph `graduationFill`.
        case academy

        /// The placeholder glyph.
        public var placeholder: Icon {
            switch self {
            case .person: .personFill
            case .company: .companyFill
            case .academy: .graduationFill
            }
        }
    }

    /// Box size: 24, 32, 40 (medium, ListCell's), 48, 56.
    public enum Size: String, CaseIterable, Sendable {
        /// 24 pt box, logo radius 8; pressed overlay 40 pt.
        case xsmall
        /// 32 pt box, logo radius 10; pressed overlay 48 pt.
        case small
        /// 40 pt box, logo radius 12; pressed overlay 56 pt (ListCell's avatar).
        case medium
        /// 48 pt box, logo radius 14; pressed overlay 64 pt.
        case large
        /// 56 pt box, logo radius 16; pressed overlay 72 pt.
        case xlarge

        /// Side of the square box.
        public var box: Double { metrics.box }
        /// Corner radius for company and academy (person is a circle).
        public var radius: Double { metrics.radius }

        /// The spec's row for this size.
        private var metrics: (box: Double, radius: Double) {
            switch self {
            case .xsmall: (24, 8)
            case .small: (32, 10)
            case .medium: (40, 12)
            case .large: (48, 14)
            case .xlarge: (56, 16)
            }
        }
    }

    /// The image's URL or path (empty: the placeholder).
    public var imageURL: String
    /// The shape variant.
    public var variant: Variant
    /// The size: small (32) unless set, as the spec's Avatar; ListCell's avatars are medium (40).
    public var size: Size = .small

    /// An avatar of `variant` showing the image at `imageURL` (empty: the placeholder).
    public init(_ imageURL: String, variant: Variant) {
        self.imageURL = imageURL
        self.variant = variant
    }

    /// The corner radius of the shape at this size (half the box for a person: a circle).
    public var radius: Double { variant == .person ? size.box / 2 : size.radius }
    /// The placeholder glyph's size: box ÷ 1.5.
    public var glyphSize: Double { size.box / 1.5 }

    /// The avatar at another size.
    public func size(_ size: Size) -> Avatar { with { $0.size = size } }
}
