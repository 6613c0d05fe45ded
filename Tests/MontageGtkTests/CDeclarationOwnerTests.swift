import CGtk
import Foundation
import GtkTestSupport
import XCTest

/// GTK's C declarations have one owner, the CGtk module: CGtkKit's headers reach GTK through
/// CGtk's own header. When CGtkKit included `<gtk/gtk.h>` textually, two Clang modules held the
/// same declarations and the compiler gave each to whichever it loaded first, so a file that
/// imported only CGtk lost `GTK_ORIENTATION_HORIZONTAL` whenever a file beside it imported GtkKit
/// and was read first (docs/ARCHITECTURE.md, "One owner for GTK's C declarations").
final class CDeclarationOwnerTests: XCTestCase {
    /// This target builds with CDeclarationProbe.swift (CGtk and MontageGtk only) beside files
    /// that import GtkKit: its constants are GTK's.
    func testAFileImportingOnlyCGtkSeesGTKsEnums() {
        for (constant, value) in CDeclarationProbe.orientations { XCTAssertEqual(constant.rawValue, value) }
        for (constant, value) in CDeclarationProbe.aligns { XCTAssertEqual(constant.rawValue, value) }
    }

    /// The proof that does not depend on this build's luck: the compiler type-checks, as one
    /// module, a file importing GtkKit first (which loads CGtk and CGtkKit behind it) and then a file importing only CGtk and MontageGtk,
    /// three times, each with a fresh module cache (so each time the Clang modules are built anew
    /// in that order). With two owners this failed every time with "cannot find
    /// 'GTK_ORIENTATION_HORIZONTAL' in scope"; it must pass all three.
    func testTheOwnerIsTheSameWhicheverModuleLoadsFirst() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("GtkKit.swiftmodule").path) else {
            throw XCTSkip("no built modules beside the test bundle at \(modules.path)")
        }
        let flags = ChildProcess.run("pkg-config", ["--cflags", "gtk4", "libsoup-3.0"], timeout: 30)
        XCTAssertTrue(flags.succeeded, flags.output)
        let cflags = flags.stdoutText.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "-pthread" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("c-owner-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let first = folder.appendingPathComponent("First.swift"), second = folder.appendingPathComponent("Second.swift")
        try """
        import GtkKit
        let vertical: Gtk.Orientation = .vertical
        let horizontal: Gtk.Orientation = .horizontal
        """.write(to: first, atomically: true, encoding: .utf8)
        try """
        import CGtk
        import MontageGtk
        let probeHorizontal = GTK_ORIENTATION_HORIZONTAL
        let probeVertical = GTK_ORIENTATION_VERTICAL
        """.write(to: second, atomically: true, encoding: .utf8)
        let maps = ["CGtk/module.modulemap", "CSoup/module.modulemap", "CGtkKit/include/module.modulemap"]
            .flatMap { ["-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/" + $0).path] }
        for round in 1...3 {
            let cache = folder.appendingPathComponent("cache-\(round)")
            let run = ChildProcess.run("swiftc", ["-typecheck", "-wmo", "-module-cache-path", cache.path, "-I", modules.path]
                + maps + cflags.flatMap { ["-Xcc", $0] } + [first.path, second.path], mergingStandardError: true, timeout: 300)
            XCTAssertTrue(run.succeeded, "round \(round): \(run.ending)\n\(run.output)")
        }
    }
}
