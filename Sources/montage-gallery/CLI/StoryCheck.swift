import MontageStories
import GtkKit
import MontageCatalog
import MontageGallery

/// `--check FILE…`: each story file's problems in the compiler's form, `file:line:column:
/// error: message` (what editors and CI read), on standard output; exit status 1 when any is
/// an error, else 0. A file that cannot be read is one error at 1:1 saying why.
@MainActor
enum StoryCheck {
    static func run(_ files: [String]) -> Int32 {
        var failed = false
        for file in files {
            let diagnostics: [StoryDiagnostic]
            switch StoryFileText.read(file) {
            case .failure(let problem): diagnostics = [StoryDiagnostic(.error, problem.reason, line: 1, column: 1, sourceLine: "")]
            case .success(let text):
                if case .refused(let reason) = StoryVetting.shared.vet(text, name: file) {
                    diagnostics = [StoryDiagnostic(.error, reason, line: 1, column: 1, sourceLine: "")]
                } else {
                    diagnostics = StoryScript.check(text, fileName: file)
                }
            }
            for diagnostic in diagnostics {
                print(diagnostic.compilerForm(file: file))
                if !diagnostic.sourceLine.isEmpty { print(diagnostic.caretLines) }
            }
            failed = failed || diagnostics.contains { $0.severity == .error }
        }
        return failed ? 1 : 0
    }
}
