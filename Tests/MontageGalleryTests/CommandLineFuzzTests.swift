import GalleryTestSupport
@testable import montage_gallery

/// Random command lines, from a fixed seed (set `MONTAGE_FUZZ_SEED` to try another; every
/// failure names the seed and the list): built from the real flags and hostile values
/// (control characters, 100 KB values, `=` forms, duplicates, bytes that are not UTF-8).
/// (`--lang` gets only English, the test's own language, so a child's messages are the ones
/// found in process.)
/// Thousands go through the executable's own validation in process (`GalleryCommand.validate`)
/// and end in options or a usage error, never a crash; a sample runs as child processes and
/// ends with status 0, 1 or 2, never a signal or a hang, and a usage error is one line.
final class CommandLineFuzzTests: XCTestCase {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["MONTAGE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x6D6F_6E74_6167_65

    /// The fuzz's generator (seeded, the same everywhere).
    typealias Generator = SplitMix64

    /// Every flag the table knows (so a new option is fuzzed too) and a few it does not.
    static let flags = GalleryOptions.table.flatMap { [$0.flag] + ($0.alias.map { [$0] } ?? []) } + ["--bogus", "-x", "--", "-", "stray", ""]
    static let values = ["tokens-colors", "tokens-typography", "listcell-basic", "nope", "light", "dark", "both", "system", "sepia",
                         "1", "2", "3", "0", "-1", "100", "125", "150", "en", "fr", "360x640", "4096x4096", "2048x2048", "2049x400", "8192x8192", "360x", "x",
                         "99999999999999999999x1", "shots", "out", "out.png", "w.png", "a/b.png", "x.jpg", "", "=", "==",
                         "a\nb", "\u{1B}[31m", "\t", "\u{7F}", "\u{202E}gnp.exe", "한글", "😀", "e\u{301}\u{301}\u{301}"]
    /// What a random value is made of: letters, separators, controls (never NUL, which no
    /// argument can hold), and characters outside ASCII; no "/" or ".": no path leaves the
    /// scratch folder.
    static let alphabet: [Character] = Array("abcxyz019-=_ \n\t\r\u{1}\u{1B}\u{7F}\u{85}\u{2028}\u{202E}é한😀")

    static func value(_ random: inout Generator) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6: return values.randomElement(using: &random)!
        case 6..<9: return String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        default: return String(repeating: "y", count: 100_000)
        }
    }

    /// A list that makes sense, or nearly: a mode and a few options with good values, then
    /// perhaps one value swapped for a random one (so the checks past parsing are reached).
    static func plausible(_ random: inout Generator) -> [String] {
        let modes: [[String]] = [[], ["--list"], ["--help"], ["--screenshot", "shots"], ["--screenshot=out"],
                                 ["--window-screenshot", "w.png"], ["--window-screenshot=a/b.png"], ["--manifest", "m.json"], ["--docs", "site"]]
        let options: [[String]] = [["--story", "tokens-colors"], ["--story=listcell-basic"], ["--story", "tokens-typography"],
                                   ["--theme", "light"], ["--theme=dark"], ["--theme", "both"], ["--scale", "1"], ["--scale=2"],
                                   ["--size", "360x640"], ["--size=2048x2048"], ["--size", "4096x400"], ["--rtl"], ["--index"],
                                   ["--text-size", "150"], ["--text-size=125"], ["--lang", "en"]]
        var arguments = modes.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...3, using: &random) { arguments += options.randomElement(using: &random)! }
        if !arguments.isEmpty, Bool.random(using: &random) {
            arguments[Int.random(in: 0..<arguments.count, using: &random)] = value(&random)
        }
        return arguments
    }

    /// One argument list, as bytes.
    static func list(_ random: inout Generator) -> [[UInt8]] {
        var arguments: [String] = Int.random(in: 0..<3, using: &random) == 0 ? plausible(&random) : []
        for _ in 0..<(arguments.isEmpty ? Int.random(in: 0...7, using: &random) : 0) {
            let flag = flags.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: arguments += [flag, value(&random)]
            case 4..<6: arguments.append(flag + "=" + value(&random))
            case 6..<8: arguments.append(flag)
            case 8: arguments.append(value(&random))
            default: if let previous = arguments.randomElement(using: &random) { arguments.append(previous) }
            }
        }
        // At most one 100 KB value per list (the kernel takes 128 KiB an argument, 2 MB in all).
        var huge = false
        for index in arguments.indices where arguments[index].utf8.count > 1_000 {
            if huge { arguments[index] = String(arguments[index].prefix(100)) }
            huge = true
        }
        var bytes = arguments.map { Array($0.utf8) }
        if !bytes.isEmpty, Int.random(in: 0..<6, using: &random) == 0 {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            let bad: [[UInt8]] = [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]]
            bytes[index].insert(contentsOf: bad.randomElement(using: &random)!, at: Int.random(in: 0...bytes[index].count, using: &random))
        }
        return bytes
    }

    /// The list for a failure message: each argument escaped and cut.
    static func describe(_ list: [[UInt8]], _ number: Int) -> String {
        "seed \(seed) list #\(number): [" + list.map { "'\(TerminalText.quote(bytes: $0))'" }.joined(separator: ", ") + "]"
    }

    /// The executable's validation, as it runs it, in `folder` (where it may make folders).
    static func validate(_ list: [[UInt8]], in folder: String) -> Result<GalleryOptions, UsageError> {
        let previous = FileManager.default.currentDirectoryPath
        precondition(FileManager.default.changeCurrentDirectoryPath(folder), "cannot enter \(folder)")
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return MainActor.assumeIsolated {
            Result { () throws(UsageError) -> GalleryOptions in try GalleryCommand.validate(arguments: try GalleryCommand.decode(list)) }
        }
    }

    private func scratchFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testThousandsOfListsEndInOptionsOrAUsageError() throws {
        var random = Generator(state: Self.seed)
        let folder = try scratchFolder()
        var errors = 0
        for number in 0..<3_000 {
            let list = Self.list(&random)
            let context = Self.describe(list, number)
            switch Self.validate(list, in: folder) {
            case .failure(let error):
                errors += 1
                let scalars = error.message.unicodeScalars
                XCTAssertFalse(error.message.isEmpty, context)
                XCTAssertFalse(scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" },
                               "no control character reaches the terminal: \(error.message) — \(context)")
                XCTAssertLessThan(scalars.count, 300, "values are cut: \(context)")
            case .success(let options):
                guard options.mode != .help else { continue }
                MainActor.assumeIsolated {
                    XCTAssertEqual(Set(options.stories).count, options.stories.count, "no story twice: \(context)")
                    XCTAssertTrue(options.stories.allSatisfy { StoryRegistry.story(id: $0) != nil }, "known stories: \(context)")
                }
                if let size = options.windowSize {
                    XCTAssertLessThanOrEqual(max(size.width, size.height) * Int32(options.scale ?? 1), GalleryOptions.maximumDevicePixels, context)
                }
            }
        }
        XCTAssertGreaterThan(errors, 1_000, "the lists reach the errors")
        XCTAssertLessThan(errors, 2_990, "and some lists are valid")
    }

    func testASampleRunsAsChildProcessesAndEndsCleanly() throws {
        var random = Generator(state: Self.seed ^ 0xC0FFEE)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = try scratchFolder()
        var ran = 0, working = 0, number = 0, statuses: [Int32: Int] = [:]
        while ran < 40 && number < 20_000 {
            number += 1
            let list = Self.list(&random)
            let context = Self.describe(list, number)
            let expected = Self.validate(list, in: try scratchFolder())
            // Never the window (it waits for the user), nor a capture of every story (slow);
            // a few captures of named stories.
            // A sample of every ending, not only of the most common one.
            if case .failure = expected, (statuses[2] ?? 0) >= 28 { continue }
            if case .success(let options) = expected {
                switch options.mode {
                case .window, .review: continue
                case .screenshot where options.stories.isEmpty || options.matrix != nil, .compare where options.stories.isEmpty || options.matrix != nil,
                     .audit where options.stories.isEmpty, .play where options.stories.isEmpty: continue
                case .screenshot, .windowScreenshot, .compare, .audit, .play:
                    guard working < 4 else { continue }
                    working += 1
                case .list, .help, .check, .merge, .manifest: break
                case .docs: guard working < 4 else { continue }
                    working += 1
                }
            }
            ran += 1
            let outcome = ChildProcess.run(executable, bytes: list, environment: environment, directory: try scratchFolder(), timeout: 120)
            XCTAssertFalse(outcome.timedOut, "hung: \(context)")
            XCTAssertNil(outcome.signal, "ended by a signal: \(context)")
            XCTAssertTrue([0, 1, 2].contains(outcome.status), "status \(String(describing: outcome.status)): \(context)")
            statuses[outcome.status ?? -1, default: 0] += 1
            switch expected {
            case .failure(let error):
                let line = tr("%s (see montage-gallery --help)", error.message)
                XCTAssertEqual(outcome.status, 2, "the usage error found in process: \(context)")
                XCTAssertEqual(outcome.stderrText, "montage-gallery: \(line)\n", "exactly that one line: \(context)")
                XCTAssertEqual(outcome.stdout, [], "no work before the error: \(context)")
            case .success:
                XCTAssertNotEqual(outcome.status, 2, "\(outcome.stderrText) — \(context)")
            }
        }
        print("seed \(Self.seed): \(number) lists drawn, \(ran) run (\(working) capturing); statuses \(statuses.sorted { $0.key < $1.key })")
        XCTAssertGreaterThan(statuses[2] ?? 0, 10, "the sample reaches the usage errors")
        XCTAssertGreaterThan(statuses[0] ?? 0, 2, "and runs that succeed")
    }
}
