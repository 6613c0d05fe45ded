import Foundation
import GtkKit
import GtkTestSupport
import XCTest

final class RuntimeTests: GtkTestCase, @unchecked Sendable {
    /// Under the cairo renderer (the tests' environment) GTK starts without OpenGL: no Mesa
    /// driver, no LLVM in the process, and GDK_DEBUG as it was before.
    func testTheCairoRendererStartsWithoutOpenGL() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["GSK_RENDERER"] == "cairo", "the tests run with GSK_RENDERER=cairo")
        XCTAssertTrue(onMain { GtkRuntime.initialize() })
        // /proc files have no size; read them as a stream.
        var contents: UnsafeMutablePointer<CChar>?
        XCTAssertNotEqual(g_file_get_contents("/proc/self/maps", &contents, nil, nil), 0)
        let maps = String(cString: contents!)
        g_free(contents)
        XCTAssertTrue(maps.contains("libgtk-4.so"), "the check reads the right map")
        for library in ["_dri.so", "libLLVM", "libGLX_mesa", "libEGL_mesa"] {
            XCTAssertFalse(maps.contains(library), "\(library) was loaded")
        }
        XCTAssertFalse(ProcessInfo.processInfo.environment["GDK_DEBUG", default: ""].contains("gl-disable"), "GDK_DEBUG is put back")
    }

    func testFilesReportFailuresAsSentences() throws {
        let root = NSTemporaryDirectory() + "montage-files-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        XCTAssertNil(Files.makeFolder(root + "/a/b"))
        XCTAssertTrue(Files.isFolder(root + "/a/b"))
        XCTAssertNil(Files.write("안녕\n", to: root + "/a/b/c.txt"))
        XCTAssertEqual(try String(contentsOfFile: root + "/a/b/c.txt", encoding: .utf8), "안녕\n")
        XCTAssertFalse(Files.isFolder(root + "/a/b/c.txt"))
        let underFile = Files.makeFolder(root + "/a/b/c.txt/d")
        XCTAssertNotNil(underFile)
        XCTAssertFalse(underFile?.isEmpty ?? true)
        let problem = Files.write("x", to: root + "/missing/c.txt")
        XCTAssertTrue(problem?.contains("missing") ?? false, problem ?? "nil")
    }
}
