import CGtk
import FoundationEssentials
import Glibc
import Synchronization

/// The process's locale and the text domain an application's strings (and GtkKit's own
/// messages) are translated in. Strings are marked in the source with `tr("…")` (English
/// msgids), found by `xgettext --keyword=tr`.
///
/// The language is the system's (`LANG`, `LC_MESSAGES`, `LC_ALL`) or `LANGUAGE`'s: GNU gettext
/// ignores `LANGUAGE` while messages are in the C locale, so when it is set and the messages'
/// locale is C or POSIX, they move to C.UTF-8 (`LANGUAGE=ko` works where no Korean locale is
/// installed).
public enum Localization {
    private static let current = Mutex<TextDomain?>(nil)

    /// The text domain `tr` translates in (nil until an application sets one: strings then stay
    /// as written).
    public static var textDomain: TextDomain? { current.withLock { $0 } }

    /// Takes the locale from the environment, once per process, and from now on translates in
    /// `textDomain` when one is given (bound to its folder). Call it before GTK initializes
    /// (`GtkRuntime.initialize` does): GTK is then told not to set the locale again, which would
    /// undo the C.UTF-8 move. Called later, it leaves the process's locale as the application
    /// set it.
    public static func setUp(textDomain: TextDomain? = nil) {
        _ = localeTaken
        guard let textDomain else { return }
        textDomain.bind()
        current.withLock { $0 = textDomain }
    }

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

    private static let localeTaken: Void = {
        if gtk_is_initialized() == 0 {
            gtk_disable_setlocale()
            setlocale(LC_ALL, "")
        }
        let language = getenv("LANGUAGE").map { String(cString: $0) } ?? ""
        setlocale(LC_MESSAGES, messagesLocale(forLanguage: language))
    }()

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

/// The translation of `msgid` (English) in `Localization.textDomain`, or `msgid` itself when
/// there is none. Give it a literal, so `xgettext --keyword=tr` finds it.
public func tr(_ msgid: String) -> String {
    Localization.textDomain?.translate(msgid) ?? msgid
}

/// The translation of `msgid`, a format whose `%s` / `%d` (or `%1$s`, …) placeholders take
/// `arguments` (see `Localization.format`).
public func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
    Localization.format(tr(msgid), arguments)
}

/// The translation of `singular` or `plural` for `count` (the language's plural rule), whose
/// placeholders take `arguments` (`%d` for the count is usually the first).
public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...) -> String {
    let text = Localization.textDomain?.translate(singular, plural, count: count) ?? (count == 1 ? singular : plural)
    return Localization.format(text, arguments)
}
