import GalleryTestSupport
@testable import MontageCatalog

/// The story-file fuzzer: seeded, grammar-aware generation and mutation of story files with long
/// and deep forms of every construct (`StoryFileFuzzer`), each read as the gallery reads a file
/// (`StoryFileText`, then the story reader's worker: parse and interpret). No case may crash the
/// reader or pass its time limit: the parser's own bounds must turn each into diagnostics, so the
/// worker is a net that never catches anything the fuzzer can make.
///
/// The seed is fixed; `MONTAGE_STORY_FUZZ_SEED=<n>` runs another and `MONTAGE_STORY_FUZZ_CASES=<n>`
/// more or fewer cases than 250. A failure names the seed and the case, and writes the case to
/// `test-artifacts/story-fuzz/`; `MONTAGE_STORY_FUZZ_KEEP=<folder>` keeps every case there (to
/// replay them through another build, an older one say).
final class StoryFileFuzzTests: MontageTestCase, @unchecked Sendable {
    static var seed: UInt64 { ProcessInfo.processInfo.environment["MONTAGE_STORY_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_203 }
    static var cases: Int { ProcessInfo.processInfo.environment["MONTAGE_STORY_FUZZ_CASES"].flatMap { Int($0) } ?? 250 }
    static let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("test-artifacts/story-fuzz")

    func testNoStoryFileCrashesOrStallsTheReader() throws {
        let seed = Self.seed
        print("Story file fuzz: seed \(seed), \(Self.cases) cases (MONTAGE_STORY_FUZZ_SEED=\(seed) replays it)")
        let kept = ProcessInfo.processInfo.environment["MONTAGE_STORY_FUZZ_KEEP"].map { URL(fileURLWithPath: $0) }
        let folder = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("montage-story-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if kept == nil { addTeardownBlock { try? FileManager.default.removeItem(at: folder) } }
        let reader = StoryVetting()
        var fuzzer = StoryFileFuzzer(seed: seed)
        var refusedBeforeParsing = 0, withDiagnostics = 0
        var slowest = (seconds: 0.0, about: "")
        for index in 0..<Self.cases {
            let (bytes, about) = fuzzer.next()
            let path = folder.appendingPathComponent("case-\(index).swift").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let text: String
            switch onMain({ StoryFileText.read(path) }) {
            case .failure(let problem):
                XCTAssertFalse(problem.reason.isEmpty)
                refusedBeforeParsing += 1
                continue
            case .success(let read): text = read
            }
            let started = Date()
            let verdict = reader.vet(text, name: path)
            let seconds = Date().timeIntervalSince(started)
            if seconds > slowest.seconds { slowest = (seconds, "case \(index), \(about)") }
            if case .refused(let reason) = verdict {
                try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
                let kept = Self.artifacts.appendingPathComponent("seed-\(seed)-case-\(index).swift")
                try? FileManager.default.removeItem(at: kept)
                try Data(bytes).write(to: kept)
                XCTFail("seed \(seed), case \(index) (\(about), \(bytes.count) bytes): \(reason); kept as \(kept.path)")
                continue
            }
            if onMain({ !StoryScript.check(text, fileName: path).isEmpty }) { withDiagnostics += 1 }
        }
        print("Story file fuzz: \(refusedBeforeParsing) refused before parsing, \(withDiagnostics) with diagnostics, the rest clean; "
              + "the slowest read \(Int(slowest.seconds * 1_000)) ms (\(slowest.about)) of the reader's \(Int(reader.timeLimit * 1_000)) ms")
        XCTAssertGreaterThan(withDiagnostics, Self.cases / 4, "the cases reach the parser's and the interpreter's errors")
    }
}
