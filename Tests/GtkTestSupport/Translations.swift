import Foundation
import GtkKit
import XCTest

/// The project's translations (po/) for tests: the catalogs compiled from the sources of the
/// checkout, the test process's language, and a way to run a body in another language.
///
/// Tests run in English (the msgids), whatever the machine's language, unless
/// `MONTAGE_TEST_LANGUAGE` names another: a translation test starts a child test process
/// that way, so nothing this process caches is ever in two languages.
public enum Translations {
    /// The repository's root.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The languages of po/LINGUAS.
    public static var languages: [String] {
        let text = (try? String(contentsOf: root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Sets the language of the test process (before GTK and the translations start): English,
    /// or `MONTAGE_TEST_LANGUAGE`'s.
    public static func pinTestLanguage() {
        let language = ProcessInfo.processInfo.environment["MONTAGE_TEST_LANGUAGE"] ?? "en"
        setenv("LANGUAGE", language, 1)
    }

    /// The text domain the process translates in (set up by the code under test).
    private static func domain() throws -> String {
        guard let domain = Localization.textDomain?.name else { throw CatalogError(message: "no text domain is set up") }
        return domain
    }

    nonisolated(unsafe) private static var compiled: Result<String, Error>?

    /// A folder holding `<lang>/LC_MESSAGES/montage-gtk.mo` for every language, compiled once per
    /// process from po/ with `msgfmt --check` (so a broken catalog fails the test that needs it).
    public static func catalogs() throws -> String {
        if let compiled { return try compiled.get() }
        let result = Result<String, Error> {
            let domain = try domain()
            let folder = NSTemporaryDirectory() + "montage-locale-\(getpid())"
            for language in languages {
                let target = "\(folder)/\(language)/LC_MESSAGES"
                try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
                let msgfmt = ChildProcess.run("/usr/bin/msgfmt", ["--check", "-o", "\(target)/\(domain).mo",
                                                                   root.appendingPathComponent("po/\(language).po").path],
                                              mergingStandardError: true, timeout: 120)
                if !msgfmt.succeeded { throw CatalogError(message: "msgfmt --check po/\(language).po failed (\(msgfmt.ending)): \(msgfmt.output)") }
            }
            return folder
        }
        compiled = result
        return try result.get()
    }

    /// Runs `body` with the messages in `language`, read from `catalogs()`, then puts the
    /// language, the messages' locale and the catalogs' folder back. Only for strings made
    /// during `body` (nothing that caches a translation).
    public static func withLanguage<R>(_ language: String, _ body: () throws -> R) throws -> R {
        let folder = try catalogs(), domain = try domain()
        let previousLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        let previousMessages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        let previousFolder = bindtextdomain(domain, nil).map { String(cString: $0) }
        setenv("LANGUAGE", language, 1)
        bindtextdomain(domain, folder)
        // gettext ignores LANGUAGE in the C locale; setting the locale also drops its cache.
        setlocale(LC_MESSAGES, ["C", "POSIX"].contains(previousMessages) ? "C.UTF-8" : previousMessages)
        defer {
            if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
            if let previousFolder { bindtextdomain(domain, previousFolder) }
            setlocale(LC_MESSAGES, previousMessages)
        }
        return try body()
    }

    /// A catalog that does not compile.
    public struct CatalogError: Error, CustomStringConvertible {
        /// What msgfmt said.
        public let message: String
        /// The message.
        public var description: String { message }
    }
}
