/// A sentence or two of documentation, in English and in Korean (the seed docs' language), in
/// the project's own words.
public struct DocText: Sendable, Equatable {
    /// The English text.
    public let en: String
    /// The Korean text.
    public let ko: String

    /// A text in both languages.
    public init(en: String, ko: String) {
        self.en = en
        self.ko = ko
    }

    /// The text in Korean when `korean`, else in English.
    public func text(korean: Bool) -> String { korean ? ko : en }
}
