import GtkKit
import MontageCatalog
import MontageCapture
import MontageGallery

/// One option of the gallery's command line, the one place that says what it is called, what
/// value it takes, what `--help` says of it, what it sets and, for an option that changes how
/// a capture looks, the part it adds to capture file names (`GalleryOptions.table`).
struct CommandLineOption: Sendable {
    /// The option being parsed and the modes asked for so far.
    struct Parsing {
        var options = GalleryOptions()
        var modes: [GalleryOptions.Mode] = []
        /// The files of every `--check`, which make one mode.
        var checkedFiles: [String] = []
    }

    /// `--flag`.
    let flag: String
    /// Another spelling (`-h`).
    var alias: String?
    /// The value's name in `--help` (`DIR`); nil for an option that takes no value.
    var value: String?
    /// Its lines in `--help`, in the user's language.
    let help: @Sendable () -> [String]
    /// Sets what the option asks for (its value, or "" for one that takes none).
    let apply: @Sendable (inout Parsing, String) throws(UsageError) -> Void

    /// The `--help` line of the option and its value (`--screenshot DIR`, `-h, --help`).
    var synopsis: String { (alias.map { $0 + ", " } ?? "") + flag + (value.map { " " + $0 } ?? "") }

    /// An option whose value is one of `choices`: any other is a usage error naming the value
    /// and the choices.
    static func choice(_ flag: String, value: String, choices: [String], help: @escaping @Sendable () -> [String],
                       set: @escaping @Sendable (inout GalleryOptions, String) -> Void) -> CommandLineOption {
        CommandLineOption(flag: flag, value: value, help: help) { (parsing, raw) throws(UsageError) in
            guard choices.contains(raw) else {
                throw UsageError(tr("%1$s must be %2$s, not '%3$s'", flag, alternatives(choices), TerminalText.quote(raw)))
            }
            set(&parsing.options, raw)
        }
    }

    /// `a, b or c` in the user's language.
    static func alternatives(_ choices: [String]) -> String {
        guard let last = choices.last, choices.count > 1 else { return choices.first ?? "" }
        // TRANSLATORS: the last two of a list of choices ("light, dark or both").
        return tr("%1$s or %2$s", choices.dropLast().joined(separator: ", "), last)
    }
}
