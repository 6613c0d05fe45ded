extension StringProtocol {
    /// The text without the spaces and tabs at its ends (Foundation's `.whitespaces`, with no
    /// need of Foundation's whole library).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
