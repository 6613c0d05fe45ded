import MontageGtk

/// The face the gallery shows code in (the Code panel, the playgrounds' Swift, a story file's
/// diagnostics): D2Coding 1.3.2 by NAVER, a monospace face with Hangul, shipped with the project
/// as Debian's fonts-naver-d2coding has it, under the SIL Open Font License 1.1
/// (`resources/fonts/D2Coding-OFL.txt`). Named by family, never the generic `monospace`, so no
/// capture depends on what a machine's fontconfig calls monospace.
@MainActor
enum CodeFont {
    /// The family code asks for.
    static let family = "D2Coding"
    /// The file holding it (a collection: Regular, Bold and their ligature variants).
    static let files = ["D2Coding-Ver1.3.2-20180524-all.ttc"]

    private static var registered = false

    /// Makes D2Coding available to this process, once.
    static func register() {
        guard !registered else { return }
        registered = true
        Fonts.register(family: family, files: files)
    }
}
