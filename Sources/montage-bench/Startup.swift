import CGtk
import MontageCatalog
import MontageGallery
import Foundation
import GtkKit

/// Start-up to the first painted frame, the same way for three programs (medians of seven
/// interleaved launches): the gallery on its default page, a bare GTK window with one label
/// (this executable's `bare-window`), and GTK's own gtk4-demo. Each is launched with
/// `first-frame.so` preloaded (tools/first-frame.c: it notes the time of the window's first
/// painted frame and the resident memory then); the time counts from the launch. Twice: as
/// the programs run, and with OpenGL left out of all three (the gallery leaves it out by itself
/// under the cairo renderer, which the bench's environment asks of all three).
@MainActor
enum Startup {
    /// A window with one label, nothing else: the floor any GTK 4 app starts from.
    static func bareWindow() -> Int32 {
        gtk_init()
        let window = gtk_window_new()!
        Gtk.Window(window).title = "bare"
        Gtk.Window(window).child = gtk_label_new("Hello")
        Gtk.Window(window).setDefaultSize(1200, 800)
        Gtk.Window(window).present()
        while true { g_main_context_iteration(nil, 1) }
    }

    private struct Sample { let milliseconds: Double; let residentKB: Double }

    /// Launches `arguments` with the probe and returns its first frame, or nil.
    private static func launch(_ executable: String, _ arguments: [String], environment extra: [String: String], probe: String) -> Sample? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("first-frame-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = probe
        environment["FIRST_FRAME_FILE"] = file
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var start = timespec()
        clock_gettime(CLOCK_REALTIME, &start)
        guard (try? process.run()) != nil else { return nil }
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: file, encoding: .utf8), text.hasSuffix("\n") {
                let fields = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                guard fields.count == 2 else { return nil }
                let launched = Double(start.tv_sec) * 1e9 + Double(start.tv_nsec)
                return Sample(milliseconds: (fields[0] - launched) / 1e6, residentKB: fields[1])
            }
            usleep(1_000)
        }
        return nil
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// The start-up rows: the gallery against the bare window (and gtk4-demo), time and resident
    /// memory, as run and like for like.
    static func compare() -> [BenchRow] {
        guard let probe = ProcessInfo.processInfo.environment["BENCH_FIRST_FRAME_SO"], FileManager.default.fileExists(atPath: probe) else {
            return Bench.fail("start-up not measured: no first-frame.so (BENCH_FIRST_FRAME_SO; make bench builds it)")
        }
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let gallery = here.deletingLastPathComponent().appendingPathComponent("montage-gallery").path
        let demo = "/usr/bin/gtk4-demo"
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            return Bench.fail("start-up not measured: gtk4-demo is not installed (Debian's gtk-4-examples)")
        }
        var rows: [BenchRow] = []
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("bench-config-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: config) }
        // As run (the gallery leaves GL out under the cairo renderer; GTK 4.8 sets it up for the
        // other two), then like for like: GL left out of all three.
        for (likeForLike, extra) in [(false, [String: String]()), (true, ["GDK_DEBUG": "gl-disable"])] {
            var runs: [String: [Sample]] = [:]
            let programs: [(String, String, [String], [String: String])] = [
                ("gallery", gallery, [], ["XDG_CONFIG_HOME": config].merging(extra) { $1 }),
                ("bare", here.path, ["bare-window"], extra),
                ("gtk4-demo", demo, [], extra),
            ]
            for _ in 0..<7 {
                for (name, executable, arguments, environment) in programs {
                    guard let sample = launch(executable, arguments, environment: environment, probe: probe) else {
                        return rows + Bench.fail("start-up: \(name) showed no frame")
                    }
                    runs[name, default: []].append(sample)
                }
            }
            func time(_ name: String) -> Double { median(runs[name]!.map(\.milliseconds)) }
            func memory(_ name: String) -> Double { median(runs[name]!.map(\.residentKB)) / 1_024 }
            if likeForLike {
                rows += [
                    BenchRow("Start-up to first frame, GL left out of all", time("gallery"), "ms", baseline: time("bare"), "bare GTK window",
                             target: .ratioAtMost(1.2)),
                    BenchRow("Resident at first frame, GL left out of all", memory("gallery"), "MB", baseline: memory("bare"), "bare GTK window",
                             target: .ratioAtMost(1.2)),
                ]
            } else {
                rows += [
                    BenchRow("Start-up to first frame, as run", time("gallery"), "ms", baseline: time("gtk4-demo"), "gtk4-demo"),
                    BenchRow("Resident at first frame, as run", memory("gallery"), "MB", baseline: memory("gtk4-demo"), "gtk4-demo"),
                ]
            }
        }
        return rows
    }
}
