import MontageGtk
import GtkKit

/// Everything the TextField playground sets.
struct TextFieldPlaygroundModel {
    static let suggestions = ["kim@wanted.co.kr", "kim.tide@wanted.co.kr", "kimtide@gmail.com", "kim@montage.design",
                              "lee@wanted.co.kr", "park@wanted.co.kr", "choi@montage.design", "jung@gmail.com"]
    static let backgrounds: [(String, ColorValue?)] = [(tr("none"), nil), ("surfaceBrandSubtle", .semantic(.surfaceBrandSubtle)),
                                                       ("surfaceAccentViolet", .semantic(.surfaceAccentViolet)),
                                                       ("backgroundNeutralSecondary", .semantic(.backgroundNeutralSecondary))]

    var size = TextField.Size.large
    var status = TextField.Status.normal
    var placeholder = "이메일을 입력하세요"
    var icon = false
    var label = "이메일"
    var required = false
    var placement = FormControl.LabelPlacement.top
    var fixedLabelWidth = false
    var labelWidth = 80.0
    var message = "회사 이메일을 입력해 주세요."
    var counter = false
    var limited = false
    var maxLength = 20.0
    var secured = false
    var autocorrectionDisabled = false
    var trailingButton = false
    var trailingButtonDisabled = false
    var trailingContent = false
    var background = 0
    var disabled = false
    var autocompletion = true
    var sections = true
    var header = false
    var footer = false

    /// Suggestions matching `text` (case-insensitive prefix of the address), by section.
    func matches(_ text: String) -> [[String]] {
        let query = text.lowercased()
        guard !query.isEmpty else { return [[], []] }
        let found = Self.suggestions.filter { $0.lowercased().hasPrefix(query) && $0.lowercased() != query }
        guard sections else { return [found, []] }
        return [found.filter { $0.hasSuffix("wanted.co.kr") }, found.filter { !$0.hasSuffix("wanted.co.kr") }]
    }
}
