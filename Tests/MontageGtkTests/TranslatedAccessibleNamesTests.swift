import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// The components' own accessible words are translated (text domain `montage-gtk`): English
/// msgids, and under Korean exactly Montage's Korean strings (", 필수", "오류", "지우기", …).
final class TranslatedAccessibleNamesTests: MontageTestCase, @unchecked Sendable {
    /// The accessible names and description of the components' own words, made now.
    @MainActor
    private func names() -> [String?] {
        let view = TextFieldView(TextField(text: .constant("")).placeholder("이메일을 입력하세요").status(.negative))
        present(view.widget, width: 360, views: [view])
        let negative = AccessibleProbe.description(view.entry)
        let clear = AccessibleProbe.label(view.clearButton.widget)
        view.update(TextField(text: .constant("")).label("이메일", required: true))
        let required = AccessibleProbe.label(view.entry)
        let avatars = [Avatar.Variant.person, .company, .academy].map { AccessibleProbe.label(AvatarView(Avatar("", variant: $0)).widget) }
        let iconButton = AccessibleProbe.label(IconButtonView(IconButton(.trash)).widget)
        return [required, negative, clear] + avatars + [iconButton]
    }

    func testEnglishIsTheSourceLanguage() {
        onMain {
            XCTAssertEqual(names(), ["이메일, required", "Error", "Clear", "Profile image", "Company logo", "Academy logo", "trash icon"])
        }
    }

    func testKoreanGivesMontagesKoreanStrings() throws {
        try onMain {
            let korean = try Translations.withLanguage("ko") { names() }
            XCTAssertEqual(korean, ["이메일, 필수", "오류", "지우기", "프로필 이미지", "회사 로고", "학원 로고", "trash 아이콘"])
            XCTAssertEqual(names(), ["이메일, required", "Error", "Clear", "Profile image", "Company logo", "Academy logo", "trash icon"],
                           "back in English afterwards")
        }
    }
}
