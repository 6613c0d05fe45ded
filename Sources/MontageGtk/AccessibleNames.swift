import GtkKit

// The components' own words, read by screen readers: translated (text domain `montage-gtk`,
// English msgids; Montage's Korean in po/ko.po). The configs in Montage hold no user-visible
// words of their own; the words live here, beside the translations.

extension FormControl {
    /// The input's accessible name: the label, with ", required" (Korean: ", 필수") when
    /// required; nil without a label.
    public var accessibleLabel: String? {
        guard showsLabel, let label else { return nil }
        return required ? tr("%s, required", label) : label
    }
}

extension Avatar.Variant {
    /// The accessible name: "Profile image", "Company logo", "Academy logo" (Korean: 프로필
    /// 이미지, 회사 로고, 학원 로고).
    public var accessibleName: String {
        switch self {
        case .person: tr("Profile image")
        case .company: tr("Company logo")
        case .academy: tr("Academy logo")
        }
    }
}

extension IconButton {
    /// The accessible name: the icon's name and "icon" (Korean: "<name> 아이콘").
    public var accessibleName: String { tr("%s icon", icon.rawValue) }
}
