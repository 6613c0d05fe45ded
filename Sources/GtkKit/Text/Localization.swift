import FoundationEssentials
import Glibc

/// The translations of montage-gtk's own strings, the gallery's and the components': one
/// gettext text domain, `montage-gtk`, whose catalogs are found in the first of
/// `$MONTAGE_GTK_LOCALEDIR`; `<executable>/../share/locale` (an installed build, when it holds a
/// `montage-gtk.mo`); `<source root>/.build/locale` (development and tests, made by `make locale`).
///
/// The language is the system's (`LANG`, `LC_MESSAGES`, `LC_ALL`) or `LANGUAGE`'s: GNU gettext
/// ignores `LANGUAGE` while messages are in the C locale, so when it is set and the messages'
/// locale is C or POSIX, they move to C.UTF-8 (`LANGUAGE=ko` works where no Korean locale is
/// installed). Strings are marked in the source with `tr("…")` (English msgids; `po/` has the
/// translations, `tools/update-po.sh` extracts them).
public enum Localization {
    /// The gettext text domain of the gallery and the component library.
    public static let domain = "montage-gtk"

    /// The folder the domain is bound to (holding `<lang>/LC_MESSAGES/montage-gtk.mo`), or nil
    /// when none of the candidates exists (gettext then looks in its default folder).
    public static var directory: String? { prepared }

    /// Takes the locale from the environment and binds the domain, once per process. Call it
    /// before GTK initializes (`GtkRuntime.initialize` and the gallery's command line do):
    /// GTK is then told not to set the locale again, which would undo the C.UTF-8 move. Called
    /// later (by the first `tr`), it leaves the process's locale as the application set it.
    public static func setUp() { _ = prepared }

    /// Speaks `language` (a gettext language code: `ko`, `en`) from now on, whatever the
    /// environment says, for every text domain (GTK's too): sets `LANGUAGE` (which child
    /// processes inherit) and, as `setUp` does, moves messages in the C locale to C.UTF-8.
    /// Call it before GTK initializes; translations made before keep their language.
    public static func use(language: String) {
        setUp()
        setenv("LANGUAGE", language, 1)
        // Setting the messages' locale, even to the one it is, also drops gettext's cache.
        setlocale(LC_MESSAGES, messagesLocale(forLanguage: language))
    }

    /// The messages' locale under which gettext honors `language`: the current one, or C.UTF-8
    /// for C and POSIX (in which GNU gettext ignores `LANGUAGE`).
    private static func messagesLocale(forLanguage language: String) -> String {
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        return ["C", "POSIX"].contains(messages) && !language.isEmpty ? "C.UTF-8" : messages
    }

    private static let prepared: String? = {
        if gtk_is_initialized() == 0 {
            gtk_disable_setlocale()
            setlocale(LC_ALL, "")
        }
        let language = getenv("LANGUAGE").map { String(cString: $0) } ?? ""
        setlocale(LC_MESSAGES, messagesLocale(forLanguage: language))
        let found = candidates.first { FileManager.default.fileExists(atPath: $0) }
        if let found { bindtextdomain(domain, found) }
        bind_textdomain_codeset(domain, "UTF-8")
        return found
    }()

    static var candidates: [String] {
        var result: [String] = []
        if let dir = ProcessInfo.processInfo.environment["MONTAGE_GTK_LOCALEDIR"], !dir.isEmpty { result.append(dir) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().appendingPathComponent("../share/locale").standardized.path
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: installed)) ?? []
        if languages.contains(where: { FileManager.default.fileExists(atPath: "\(installed)/\($0)/LC_MESSAGES/\(domain).mo") }) {
            result.append(installed)
        }
        // Sources/GtkKit/Localization.swift -> repository root
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        result.append(sourceRoot.appendingPathComponent(".build/locale").path)
        return result
    }

    /// `template` with its placeholders replaced by `arguments`: `%s` and `%d` take the next
    /// argument, `%1$s` (`%2$d`, …) the numbered one, so a translation may reorder them; `%%`
    /// is a percent sign.
    public static func format(_ template: String, _ arguments: [any CustomStringConvertible]) -> String {
        var result = ""
        var next = 0
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let conversion = rest.first, conversion == "s" || conversion == "d" else {
                result += "%"
                continue
            }
            rest = rest.dropFirst()
            let index = position ?? next
            if position == nil { next += 1 }
            result += arguments.indices.contains(index) ? arguments[index].description : ""
        }
        return result + rest
    }
}

/// The translation of `msgid` (English) in the text domain `montage-gtk`, or `msgid` itself when
/// there is none. Give it a literal, so `xgettext --keyword=tr` finds it.
public func tr(_ msgid: String) -> String {
    Localization.setUp()
    // Untranslated, gettext returns the pointer it was given: read it while it is alive.
    return msgid.withCString { String(cString: g_dgettext(Localization.domain, $0)) }
}

/// The translation of `msgid`, a format whose `%s` / `%d` (or `%1$s`, …) placeholders take
/// `arguments` (see `Localization.format`).
public func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
    Localization.format(tr(msgid), arguments)
}

/// The translation of `singular` or `plural` for `count` (the language's plural rule), whose
/// placeholders take `arguments` (`%d` for the count is usually the first).
public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...) -> String {
    Localization.setUp()
    let text = singular.withCString { one in
        plural.withCString { other in String(cString: g_dngettext(Localization.domain, one, other, gulong(max(count, 0)))) }
    }
    return Localization.format(text, arguments)
}
