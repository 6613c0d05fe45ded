import MontageGtk

extension TextFieldPlayground {
    /// The field the playground opens with (and Reset brings back), in the story language.
    static let initialCode = """
        TextField(text: $text, autoCompletionDataSource: $suggestions)
            .placeholder("이메일을 입력하세요")
            .label("이메일")
            .message("회사 이메일을 입력해 주세요.")
        """
}
