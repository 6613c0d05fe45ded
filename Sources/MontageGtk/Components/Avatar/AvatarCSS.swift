import GtkKit

/// Avatar rules: shape per variant and size, placeholder layers, border over the image.
enum AvatarCSS {
    static var rules: String {
        var lines = [
            ".avatar:disabled { opacity: 0.43; }",
            ".avatar-placeholder { background-color: @surfaceNeutralPrimary; background-image: image(@surfaceNeutralStrong); }",
            ".avatar-image { background-color: @staticWhite; }",
            ".avatar-border { background: none; }",
        ]
        for size in Avatar.Size.allCases {
            let circle = Int(size.box / 2)
            lines.append(".avatar.avatar-person.avatar-\(size.rawValue), .avatar.avatar-person.avatar-\(size.rawValue) > * { border-radius: \(circle)px; }")
            lines.append(".avatar.avatar-\(size.rawValue):not(.avatar-person), .avatar.avatar-\(size.rawValue):not(.avatar-person) > * { border-radius: \(Int(size.radius))px; }")
        }
        lines.append(".avatar > .avatar-border { box-shadow: inset 0 0 0 1px @lineNeutralTertiary; }")
        return lines.joined(separator: "\n")
    }
}
