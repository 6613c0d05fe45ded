import GalleryTestSupport
import MontageGtk

/// The translations (po/): the template holds every marked string of the sources, Korean
/// translates all of it, and the gallery shows it: every page, menu and dialog rendered in
/// English and in Korean (each in a child test process, started in that language) leaves no
/// string of the gallery's own untranslated; the command line's help and errors too.
final class TranslationTests: XCTestCase {
    /// The gallery's text domain, as its executable sets it up (the catalogs are found through
    /// it, whichever test ran before).
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { MontageTextDomain.setUp() }
    }

    /// One entry of a .po or .pot file.
    struct Entry {
        var msgid = ""
        var plural: String?
        var msgstr: [String] = []
        var fuzzy = false
        /// The files it comes from (`#:` comments, without line numbers).
        var references: [String] = []
        /// Whether it comes only from the desktop entry or metainfo templates.
        var isDesktopText: Bool { !references.isEmpty && references.allSatisfy { $0.hasPrefix("resources/desktop/") } }
    }

    /// The entries of a .po/.pot file (without the header), and how many are obsolete (`#~`).
    static func parse(_ path: URL) throws -> (entries: [Entry], obsolete: Int) {
        let text = try String(contentsOf: path, encoding: .utf8)
        var entries: [Entry] = [], obsolete = 0
        for block in text.components(separatedBy: "\n\n") {
            var entry = Entry(), field = ""
            var isObsolete = false
            for line in block.split(separator: "\n").map(String.init) {
                if line.hasPrefix("#~") { isObsolete = true; continue }
                if line.hasPrefix("#,") && line.contains("fuzzy") { entry.fuzzy = true }
                if line.hasPrefix("#: ") {
                    entry.references += line.dropFirst(3).split(separator: " ").map { String($0.split(separator: ":").first ?? $0) }
                }
                if line.hasPrefix("#") { continue }
                var rest = line
                if let space = line.firstIndex(of: " "), !line.hasPrefix("\"") {
                    field = String(line[..<space])
                    rest = String(line[line.index(after: space)...])
                    if field.hasPrefix("msgstr") { entry.msgstr.append("") }
                    if field == "msgid_plural" { entry.plural = "" }
                }
                let value = unquote(rest)
                switch field {
                case "msgid": entry.msgid += value
                case "msgid_plural": entry.plural! += value
                default: if field.hasPrefix("msgstr") { entry.msgstr[entry.msgstr.count - 1] += value }
                }
            }
            if isObsolete { obsolete += 1 } else if !entry.msgid.isEmpty { entries.append(entry) }
        }
        return (entries, obsolete)
    }

    private static func unquote(_ text: String) -> String {
        var result = "", escaped = false
        for character in text.trimmingCharacters(in: .whitespaces).dropFirst().dropLast() {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Every string literal the sources mark with tr("…") or trn("…", "…", …) (with their Swift
    /// escapes undone), by file.
    static func markedStrings() throws -> [String: Set<String>] {
        let sources = Translations.root.appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: #"\b(trn?)\("((?:[^"\\]|\\.)*)"(?:,\s*"((?:[^"\\]|\\.)*)")?"#)
        var result: [String: Set<String>] = [:]
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    let name = String(line[Range(match.range(at: 1), in: line)!])
                    var strings = [Range(match.range(at: 2), in: line).map { String(line[$0]) }!]
                    if name == "trn", let plural = Range(match.range(at: 3), in: line) { strings.append(String(line[plural])) }
                    let path = String(url.path.dropFirst(Translations.root.path.count + 1))
                    for string in strings { result[path, default: []].insert(unquote("\"\(string)\"")) }
                }
            }
        }
        return result
    }

    private static var template: URL { Translations.root.appendingPathComponent("po/montage-gtk.pot") }

    /// The msgids of the template with their Korean (the first form for a plural).
    static func korean() throws -> [String: String] {
        let (entries, _) = try parse(Translations.root.appendingPathComponent("po/ko.po"))
        var result: [String: String] = [:]
        for entry in entries {
            result[entry.msgid] = entry.msgstr.first ?? ""
            if let plural = entry.plural { result[plural] = entry.msgstr.first ?? "" }
        }
        return result
    }

    func testTheTemplateHoldsEveryMarkedStringAndNothingElse() throws {
        let marked = try Self.markedStrings()
        let (entries, _) = try Self.parse(Self.template)
        // The desktop entry's and metainfo's texts are checked by DesktopIntegrationTests.
        let inTemplate = Set(entries.filter { !$0.isDesktopText }.flatMap { [$0.msgid] + ($0.plural.map { [$0] } ?? []) })
        XCTAssertTrue(entries.contains { $0.isDesktopText && $0.msgid == "Component Gallery" }, "the desktop entry's texts are in the template")
        let inSources = marked.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        XCTAssertGreaterThan(inSources.count, 200, "the scan finds the marked strings")
        XCTAssertEqual(inSources.subtracting(inTemplate).sorted(), [], "marked but not in po/montage-gtk.pot: run tools/update-po.sh")
        XCTAssertEqual(inTemplate.subtracting(inSources).sorted(), [], "in the template but no longer marked: run tools/update-po.sh")
        let listed = try String(contentsOf: Translations.root.appendingPathComponent("po/POTFILES.in"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        XCTAssertEqual(Set(listed), Set(marked.keys), "po/POTFILES.in lists exactly the files that mark strings")
    }

    func testEveryLanguageTranslatesEveryStringWithNothingFuzzy() throws {
        let (template, _) = try Self.parse(Self.template)
        XCTAssertFalse(Translations.languages.isEmpty)
        for language in Translations.languages {
            let (entries, obsolete) = try Self.parse(Translations.root.appendingPathComponent("po/\(language).po"))
            let byID = Dictionary(entries.map { ($0.msgid, $0) }, uniquingKeysWith: { first, _ in first })
            for wanted in template {
                guard let entry = byID[wanted.msgid] else {
                    XCTFail("\(language).po lacks \"\(wanted.msgid)\"")
                    continue
                }
                XCTAssertFalse(entry.fuzzy, "\(language).po: \"\(entry.msgid)\" is fuzzy")
                XCTAssertFalse(entry.msgstr.isEmpty || entry.msgstr.contains(""), "\(language).po: \"\(entry.msgid)\" is not translated")
                XCTAssertEqual(entry.plural, wanted.plural, "\(language).po: the plural of \"\(entry.msgid)\"")
            }
            XCTAssertEqual(Set(byID.keys).subtracting(template.map(\.msgid)).sorted(), [], "\(language).po has strings the template has not")
            XCTAssertEqual(obsolete, 0, "\(language).po keeps obsolete entries")
        }
        XCTAssertNoThrow(try Translations.catalogs(), "msgfmt --check accepts every catalog")
    }

    // MARK: The gallery in each language

    /// The texts the gallery shows in `language`, from a child test process started in it (in
    /// the C locale, as on a machine with no locale for the language).
    private func galleryTexts(in language: String) throws -> Set<String> {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("montage-texts-\(language)-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["MONTAGE_TRANSLATION_PROBE"] = output.path
        environment["MONTAGE_TEST_LANGUAGE"] = language
        environment["LANGUAGE"] = language
        environment["LC_ALL"] = "C"
        environment["MONTAGE_GTK_LOCALEDIR"] = try Translations.catalogs()
        let probe = ChildProcess.run(CommandLine.arguments[0], ["MontageGalleryTests.TranslationProbe/testWriteEveryTextOfTheGallery"],
                                     environment: environment, mergingStandardError: true, timeout: 600)
        XCTAssertTrue(probe.succeeded, "the \(language) probe failed (\(probe.ending)):\n\(probe.output.suffix(3000))")
        let data = try Data(contentsOf: output)
        return Set(try JSONSerialization.jsonObject(with: data) as? [String] ?? [])
    }

    /// Whether `text` is `msgid` as the gallery shows it: the same, or with its placeholders
    /// filled (a format), or in capitals (the sidebar's section headings).
    static func shows(_ text: String, _ msgid: String) -> Bool {
        if text == msgid || (text == msgid.uppercased() && text != text.lowercased()) { return true }
        guard msgid.contains("%") else { return false }
        // The literal pieces between the placeholders, each matched as it is.
        let pieces = msgid.replacingOccurrences(of: #"%(\d+\$)?[sd]"#, with: "\u{0}", options: .regularExpression)
            .components(separatedBy: "\u{0}")
            .map { NSRegularExpression.escapedPattern(for: $0.replacingOccurrences(of: "%%", with: "%")) }
        return text.range(of: "^" + pieces.joined(separator: ".+") + "$", options: .regularExpression) != nil
    }

    func testEveryPageMenuAndDialogIsTranslated() throws {
        let korean = try Self.korean()
        let translated = korean.filter { $0.key != $0.value }
        let english = try galleryTexts(in: "en")
        let hangul = try galleryTexts(in: "ko")

        // English: the msgids show.
        let shownIDs = Set(translated.keys.filter { id in english.contains { Self.shows($0, id) } })
        for id in ["Search stories", "Colors", "Reset", "Main menu", "Keyboard shortcuts", "Every callback of every story (Ctrl+Shift+E)", "Color scheme"] {
            XCTAssertTrue(shownIDs.contains(id), "English shows \"\(id)\"")
        }
        XCTAssertGreaterThan(shownIDs.count, 150, "the pages show most of the gallery's strings")

        // Korean: none of them is left in English, and each shows translated. (Sample content
        // may look like a format: ListCell labels naming slot items, the playground's "+ <case>".)
        // A component's name is its Swift name, in every language (the Docs pages' titles).
        let componentNames = Set(MainActor.assumeIsolated { ComponentReferences.all.map(\.component) })
        let sampleContent: Set = ["+ icon", "badge · icon", "value · icon"]
        for text in hangul.sorted() where !sampleContent.contains(text) && !componentNames.contains(text) {
            for (id, _) in translated where Self.shows(text, id) {
                XCTFail("left untranslated in Korean: \"\(text)\" (msgid \"\(id)\")")
            }
        }
        for id in shownIDs.sorted() {
            XCTAssertTrue(hangul.contains { Self.shows($0, korean[id]!) }, "Korean shows \"\(korean[id]!)\" where English shows \"\(id)\"")
        }
        for text in ["스토리 검색", "색상", "초기화", "주 메뉴", "키보드 바로 가기", "색 구성", "토큰 › 색상"] {
            XCTAssertTrue(hangul.contains(text), "Korean shows \"\(text)\"")
        }

        // A string never marked for translation: English words, the same in both languages. Only
        // sample content, code and names may be.
        for text in english.intersection(hangul).sorted() where Self.looksLikeEnglish(text) && !Self.staysEnglish(text) {
            XCTFail("the same in English and Korean (not marked with tr?): \"\(text)\"")
        }
    }

    /// Whether `text` reads as English words: no Hangul, and two words in a phrase, or one
    /// capitalized word.
    static func looksLikeEnglish(_ text: String) -> Bool {
        guard text.range(of: "[가-힣]", options: .regularExpression) == nil else { return false }
        return text.range(of: "[a-z]{2,}[ ,.:]+[A-Za-z]{2,}", options: .regularExpression) != nil
            || text.range(of: "^[A-Z][a-z]+$", options: .regularExpression) != nil
    }

    /// English that is not the gallery's to translate: the seeds' Latin names, Swift code, the
    /// examples' ListCell labels naming API cases, the spec's state names, GTK's key names and
    /// its About dialog's default, file kinds of the sample table, the code panel's heading.
    static func staysEnglish(_ text: String) -> Bool {
        // A Docs page's parameter and initializer, as Swift declares them (`label: String`,
        // `ListCell(label: String)`), and a component's name.
        if MainActor.assumeIsolated({ ComponentReferences.all.contains { $0.component == text } }) { return true }
        let patterns = [#"^[A-Z][A-Za-z]*\((_|[a-z][A-Za-z]*): "#, #"^[A-Z][a-z]+ [A-Z][a-z]+ · (Engineer|Designer|PM|QA) \d+$"#, #"^\."#, "^#", #"^(_|[a-z][A-Za-z]*): [A-Z(\[]"#]
        let names: Set = ["avatar, person · company · academy (placeholder)", "image · broken URL", "thumbnail, image · broken URL",
                          "pressed, pressed: 0.09", "focused negative", "sold out", "http://website.com",
                          // Key caps in the shortcuts window, named as on the keyboard (by GTK).
                          "Ctrl", "Shift", "Alt", "Escape", "Tab", "Delete", "Menu", "Keynote", "Markdown", "Swift"]
        return names.contains(text) || patterns.contains { text.range(of: $0, options: .regularExpression) != nil }
    }

    // MARK: The command line

    private var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
    }

    /// Runs the gallery in `language`; returns its status and its output (stdout and stderr, in order).
    private func gallery(_ arguments: [String], language: String) throws -> (status: Int32?, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["LANGUAGE"] = language
        environment["LC_ALL"] = "C"
        environment["MONTAGE_GTK_LOCALEDIR"] = try Translations.catalogs()
        let run = ChildProcess.run(executable, arguments, environment: environment, mergingStandardError: true, timeout: 120)
        return (run.status, run.output)
    }

    func testHelpAndUsageErrorsAreTranslated() throws {
        let korean = try Self.korean()
        let (status, help) = try gallery(["--help"], language: "ko")
        XCTAssertEqual(status, 0)
        XCTAssertTrue(help.hasPrefix("사용법: montage-gallery [옵션...]"), help)
        let (_, englishHelp) = try gallery(["--help"], language: "en")
        let lines = englishHelp.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var checked = 0
        for (id, translation) in korean where id != translation && lines.contains(where: { $0.hasSuffix(id) }) {
            XCTAssertTrue(help.contains(translation), "--help in Korean says \"\(translation)\"")
            XCTAssertFalse(help.contains(id), "--help in Korean still says \"\(id)\"")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 14, "every line of the help is a translated string")
        let (errorStatus, error) = try gallery(["--theme", "sepia"], language: "ko")
        XCTAssertEqual(errorStatus, 2)
        XCTAssertEqual(error, "montage-gallery: --theme 값은 light, dark, both, system 중 하나여야 합니다 ('sepia'이(가) 아님) (montage-gallery --help 참고)\n")
    }

    /// --lang speaks its language whatever the system's: the help, and a contact sheet whose
    /// captures say their language in their names.
    func testTheLangOptionWinsOverTheSystemsLanguage() throws {
        let (status, help) = try gallery(["--help", "--lang", "ko"], language: "en")
        XCTAssertEqual(status, 0)
        XCTAssertTrue(help.hasPrefix("사용법: montage-gallery [옵션...]"), help)
        let (_, english) = try gallery(["--help", "--lang=en"], language: "ko")
        XCTAssertTrue(english.hasPrefix("Usage: montage-gallery [OPTION...]"), english)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-lang-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (captured, output) = try gallery(["--screenshot", folder.path, "--index", "--story", "listcell-basic", "--theme", "dark", "--lang", "ko"], language: "en")
        XCTAssertEqual(captured, 0, output)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<html lang=\"ko\">") && html.contains("(어둡게)"), html)
        XCTAssertTrue(html.contains("src=\"listcell-basic-dark-ko.png\""), html)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("listcell-basic-dark-ko.png").path))
    }

    func testTheContactSheetIsInTheLanguage() throws {
        for (language, expected) in [("ko", ["<html lang=\"ko\">", "<title>montage-gtk 캡처</title>", "(밝게)", "<h2>ListCell</h2>"]),
                                     ("en", ["<html lang=\"en\">", "<title>montage-gtk captures</title>", "(Light)"])] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-sheet-\(language)-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let (status, output) = try gallery(["--screenshot", folder.path, "--index", "--story", "listcell-basic", "--theme", "light"], language: language)
            XCTAssertEqual(status, 0, output)
            let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
            for text in expected { XCTAssertTrue(html.contains(text), "\(language): \(text) in\n\(html)") }
        }
    }
}
