import Glibc
import MontageGtk
import MontageStories

/// The story reader's worker process: `montage-gallery --story-reader`, which `StoryVetting`
/// keeps running and hands each untrusted story text to before the gallery reads it. It reads
/// the text as the gallery would (parse and interpret, no GTK) and answers `ok`; a text that
/// crashes it, runs past the time limit or past `memoryLimit` costs this process, not the
/// gallery. Not an option of the command line: `StoryVetting` is its only caller.
@MainActor
package enum StoryReaderWorker {
    /// The argument that makes the executable a story reader.
    package nonisolated static let flag = "--story-reader"

    /// The most address space the reader may use: its peak over a megabyte story file is
    /// ~590 MB, of which 256 MB are the parse's reserved stack and ~150 MB are touched.
    static let memoryLimit = 1 << 30

    /// The most files whose last parse the reader keeps, so a save reparses only what it
    /// changed, and the largest file kept: a parse holds ~150 bytes per byte of text, so the
    /// reader keeps at most ~150 MB of them.
    static let keptParses = 16, keptParseBytes = 64 << 10

    /// Serves requests on standard input until it closes; returns the exit status.
    package static func main() -> Int32 {
        var limit = rlimit(rlim_cur: rlim_t(memoryLimit), rlim_max: rlim_t(memoryLimit))
        setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        var parses: [String: ParsedStoryFile] = [:]
        let faults = getenv(faultsVariable) != nil
        while let request = StoryVetting.Request.read(from: 0) {
            let text = String(decoding: request.text, as: UTF8.self)
            if faults { injectFault(text) }
            // A context of its own for each text: nothing one file names (bindings, remembered
            // statements) accumulates in the reader over a long session.
            let context = StoryContext(onEvent: { _ in }, makeSlot: { _ in SlotView { fatalError("the story reader shows nothing") } })
            switch request.kind {
            case .file:
                let parsed = StoryScript.parse(text, fileName: request.name, after: parses[request.name])
                _ = StoryScript.interpret(parsed, context: context)
                parses[request.name] = nil
                guard request.text.count <= keptParseBytes else { break }
                if parses.count >= keptParses { parses.removeAll() }
                parses[request.name] = parsed
            case .body:
                _ = StoryScript.readBody(text, fileName: request.name, context: context)
            }
            guard StoryVetting.writeAll(Array("ok\n".utf8), to: 1) else { return 1 }
        }
        return 0
    }

    /// The environment variable that lets a text ask the reader to fail, as the tests of what
    /// nobody thought of do: a text holding `// fault: crash` stops it with SIGSEGV, one holding
    /// `// fault: hang` never answers, one holding `// fault: memory` allocates past its limit.
    nonisolated static let faultsVariable = "MONTAGE_STORY_READER_FAULTS"

    private static func injectFault(_ text: String) {
        if text.contains("// fault: crash") { raise(SIGSEGV) }
        if text.contains("// fault: hang") { while true { sleep(1) } }
        if text.contains("// fault: memory") {
            var blocks: [UnsafeMutableRawPointer] = []
            while let block = malloc(64 << 20) { blocks.append(block) }  // address space, untouched
            raise(SIGSEGV)  // malloc failed at the limit: the reader stops as a crash would
        }
    }
}
