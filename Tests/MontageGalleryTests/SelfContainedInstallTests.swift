import GalleryTestSupport

/// `meson install` carries the Swift runtime: the toolchain's libraries the executable loads are
/// installed beside it in `<libdir>/montage-gtk`, found through its only runpath,
/// `$ORIGIN/../<libdir>/montage-gtk` (meson.build, tools/meson-swift-build.sh). Proved on a real
/// install into a temporary DESTDIR, run with the toolchain's folder hidden under an empty tmpfs
/// in a private mount namespace, as on a Debian 12 machine without Swift.
///
/// The release build is meson's own, in `.build/meson-install-test`, kept between runs: the first
/// run builds it (minutes: every module in release), later ones rebuild only what changed.
/// Hiding the toolchain needs `unshare --mount` and `mount` (root, as CI runs): without them the
/// test fails, it does not skip.
final class SelfContainedInstallTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Where a Debian package puts it: the rpath then climbs from usr/bin to usr/lib/<triplet>.
    private let prefix = "/usr", libdir = "lib/x86_64-linux-gnu"

    /// What the test reads of a run: its status (-1 when a signal or the timeout ended it) and its output.
    private struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        var output: String { stdout + stderr }
    }

    /// Runs `executable` (a path, or a name found on PATH), killed after `timeout` seconds (the
    /// release build's compile gets half an hour, for its first time on a small machine).
    private func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                     timeout: Double = 300) -> Outcome {
        let run = ChildProcess.run(executable, arguments, environment: environment, timeout: timeout)
        return Outcome(status: run.status ?? -1, stdout: run.stdoutText,
                       stderr: run.stderrText + (run.status == nil ? "\n(\(run.ending))" : ""))
    }

    /// The toolchain's folder, from `swift`'s real path (<toolchain>/usr/bin/swift-driver), as
    /// ../shared/tools/fresh-machine.sh finds it.
    private func toolchain() -> String {
        let which = run("/bin/sh", ["-c", "command -v swift"])
        XCTAssertEqual(which.status, 0, "swift is on PATH")
        let swift = URL(fileURLWithPath: which.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
        return swift.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Runs `arguments` in a private mount namespace where `toolchain` is an empty tmpfs. The
    /// mount holding the toolchain is made private first, so the tmpfs never shows outside (in a
    /// chroot, where `/` is no mount point, unshare cannot make `/` private itself).
    private func hidingToolchain(_ toolchain: String, _ arguments: [String], environment: [String: String]? = nil) -> Outcome {
        let script = """
            mount --make-rprivate "$(findmnt -n -o TARGET --target "$1")"
            mount -t tmpfs -o ro,size=1m tmpfs "$1"
            [ -z "$(ls -A "$1")" ] || { echo "$1 is not hidden" >&2; exit 97; }
            shift
            exec "$@"
            """
        return run("/usr/bin/unshare", ["--mount", "--propagation", "unchanged", "/bin/sh", "-euc", script, "sh", toolchain] + arguments,
                       environment: environment)
    }

    /// `ldd`'s resolutions: library name to path ("not found" when nothing has it).
    private func resolutions(_ ldd: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in ldd.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 3, parts[1] == "=>" else { continue }
            result[parts[0].trimmingCharacters(in: .whitespaces)] = parts[2] == "not" ? "not found" : String(parts[2])
        }
        return result
    }

    private func temporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-\(name)-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testTheInstalledGalleryRunsWithTheToolchainHidden() throws {
        let toolchain = toolchain()
        XCTAssertTrue(FileManager.default.fileExists(atPath: toolchain + "/usr/lib/swift/linux/libswiftCore.so"), toolchain)
        let probe = hidingToolchain(toolchain, ["true"])
        XCTAssertEqual(probe.status, 0, "hiding \(toolchain) needs unshare --mount and mount (root, as CI runs): \(probe.output)")
        guard probe.status == 0 else { return }

        // meson's build directory, configured once and rebuilt incrementally (one run at a time:
        // two test runs of one checkout wait for each other here), then a real install.
        let build = root.appendingPathComponent(".build/meson-install-test")
        let script = """
            [ -f "$1/build.ninja" ] || { rm -rf "$1" && meson setup "$1" "$2" --prefix "$3" --libdir "$4" -Dtests=false; }
            meson compile -C "$1"
            """
        let compile = run("flock", [build.path + ".lock", "/bin/sh", "-euc", script, "sh", build.path, root.path, prefix, libdir],
                           timeout: 1_800)
        XCTAssertEqual(compile.status, 0, compile.output)
        guard compile.status == 0 else { return }
        let destdir = temporaryDirectory("destdir")
        let install = run("meson", ["install", "-C", build.path, "--no-rebuild", "--destdir", destdir.path])
        XCTAssertEqual(install.status, 0, install.output)
        let installed = destdir.path + prefix + "/bin/montage-gallery"
        let libraries = destdir.path + prefix + "/" + libdir + "/montage-gtk"

        // One runpath, relative to the executable: the toolchain's is gone, so a toolchain on the
        // machine is never used.
        let dynamic = run("readelf", ["-d", installed])
        XCTAssertEqual(dynamic.status, 0, dynamic.output)
        let paths = dynamic.stdout.split(separator: "\n").filter { $0.contains("(RUNPATH)") || $0.contains("(RPATH)") }
        XCTAssertEqual(paths.count, 1, dynamic.stdout)
        XCTAssertTrue(paths.first?.hasSuffix("Library runpath: [$ORIGIN/../\(libdir)/montage-gtk]") ?? false, dynamic.stdout)

        // The gallery's runs: no library path of the test's, no data folder but the installed one.
        var environment = ProcessInfo.processInfo.environment
        environment["MONTAGE_GTK_DATADIR"] = nil
        environment["LD_LIBRARY_PATH"] = nil

        // With the toolchain present, every library of the Swift runtime still resolves to the
        // installed copies, and every installed copy is one the executable loads.
        let ldd = run("ldd", [installed], environment: environment)
        XCTAssertEqual(ldd.status, 0, ldd.output)
        let resolved = resolutions(ldd.stdout)
        XCTAssertFalse(resolved.values.contains { $0.hasPrefix(toolchain + "/") }, ldd.stdout)
        XCTAssertFalse(resolved.values.contains("not found"), ldd.stdout)
        let fromInstall = resolved.filter { URL(fileURLWithPath: $0.value).standardized.deletingLastPathComponent().path == libraries }
        let copies = try FileManager.default.contentsOfDirectory(atPath: libraries).sorted()
        XCTAssertEqual(fromInstall.keys.sorted(), copies, "every library of \(libraries) and nothing else: \(ldd.stdout)")
        for library in ["libswiftCore.so", "libswift_Concurrency.so", "libFoundationEssentials.so", "libdispatch.so", "libBlocksRuntime.so",
                        "libSwiftParser.so", "libSwiftSyntax.so", "libSwiftParserDiagnostics.so"] {
            XCTAssertTrue(copies.contains(library), "\(library) is installed: \(copies)")
        }
        // FoundationEssentials only: Foundation's whole library and its ICU are not loaded at all.
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            XCTAssertFalse(copies.contains(library), "\(library) is not loaded: \(copies)")
        }

        // The toolchain hidden: the development executable (toolchain runpath) cannot start,
        // which proves the hiding; the installed one resolves everything, lists the stories
        // and captures one exactly as the development executable does with the toolchain.
        let development = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
        let control = hidingToolchain(toolchain, [development, "--list"], environment: environment)
        XCTAssertNotEqual(control.status, 0, "the development executable needs the toolchain")
        // (the Swift runtime's, or the toolchain's SwiftSyntax, whichever the loader meets first)
        XCTAssertTrue(control.stderr.lowercased().contains("error while loading shared libraries: libswift"), control.output)

        let hiddenLdd = hidingToolchain(toolchain, ["ldd", installed], environment: environment)
        XCTAssertEqual(hiddenLdd.status, 0, hiddenLdd.output)
        XCTAssertFalse(hiddenLdd.stdout.contains("not found"), hiddenLdd.stdout)
        XCTAssertFalse(hiddenLdd.stdout.contains(toolchain + "/"), hiddenLdd.stdout)

        let list = hidingToolchain(toolchain, [installed, "--list"], environment: environment)
        XCTAssertEqual(list.status, 0, list.output)
        let ids = MainActor.assumeIsolated { StoryRegistry.ids }
        XCTAssertEqual(list.stdout.split(separator: "\n").map(String.init), ids)

        let shots = temporaryDirectory("installed-shots"), reference = temporaryDirectory("reference-shots")
        let arguments = ["--story", "listcell-slots", "--theme", "light"]
        let capture = hidingToolchain(toolchain, [installed, "--screenshot", shots.path] + arguments, environment: environment)
        XCTAssertEqual(capture.status, 0, capture.output)
        XCTAssertFalse(capture.stderr.contains("error"), capture.stderr)
        let expected = run(development, ["--screenshot", reference.path] + arguments, environment: environment)
        XCTAssertEqual(expected.status, 0, expected.output)
        let name = "listcell-slots-light.png"
        XCTAssertEqual(try Data(contentsOf: shots.appendingPathComponent(name)), try Data(contentsOf: reference.appendingPathComponent(name)),
                       "the installed gallery, alone, renders what the build tree renders")
    }
}
