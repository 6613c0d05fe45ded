import CGtk
import FoundationEssentials
import Glibc

/// A gettext text domain: its name and the folders that may hold its catalogs
/// (`<folder>/<lang>/LC_MESSAGES/<name>.mo`), the first that exists bound when the domain is
/// set up (`Localization.setUp(textDomain:)`).
public struct TextDomain: Sendable {
    /// The domain's name (its catalogs' file name).
    public let name: String
    /// The candidate folders, in order.
    public let folders: [String]

    /// A domain named `name` looked for in `folders`.
    public init(name: String, folders: [String]) {
        self.name = name
        self.folders = folders
    }

    /// The first candidate folder that exists, or nil (gettext then looks in its default folder).
    public var folder: String? { folders.first { FileManager.default.fileExists(atPath: $0) } }

    /// Binds the domain to `folder`, in UTF-8.
    func bind() {
        if let folder { bindtextdomain(name, folder) }
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// The translation of `msgid`, or `msgid` itself.
    public func translate(_ msgid: String) -> String {
        // Untranslated, gettext returns the pointer it was given: read it while it is alive.
        msgid.withCString { String(cString: g_dgettext(name, $0)) }
    }

    /// The translation of `singular` or `plural` for `count` (the language's plural rule).
    public func translate(_ singular: String, _ plural: String, count: Int) -> String {
        singular.withCString { one in
            plural.withCString { other in String(cString: g_dngettext(name, one, other, gulong(max(count, 0)))) }
        }
    }
}
