import GtkKit
import GtkTestSupport
import XCTest

/// `AsyncReady`: a GIO call's completion runs the closure once, on the main loop, with the
/// source object and a result its finish function accepts; the closure and what it captures are
/// released once it has run, cancelled or not.
final class AsyncReadyTests: GtkTestCase, @unchecked Sendable {
    /// What a closure captures, to see when it is released.
    private final class Captured {}

    /// Queries `path` through `g_file_query_info_async`, cancelled first when `cancel`; returns
    /// how often the closure ran, the size or error it finished with, and whether the capture
    /// is still alive afterwards.
    @MainActor
    private func query(_ path: String, cancel: Bool) -> (runs: Int, size: Int?, error: String?, capturedAlive: Bool) {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(file.gRaw) }
        let cancellable = g_cancellable_new()!
        defer { g_object_unref(cancellable) }
        var runs = 0, size: Int?, message: String?
        weak var watched: Captured?
        do {
            let captured = Captured()
            watched = captured
            let ready = AsyncReady { source, result in
                withExtendedLifetime(captured) {
                    runs += 1
                    XCTAssertEqual(OpaquePointer(source), file, "the source is the file queried")
                    var error: UnsafeMutablePointer<GError>?
                    if let info = g_file_query_info_finish(OpaquePointer(source), result, &error) {
                        size = Int(g_file_info_get_size(info))
                        g_object_unref(info.gRaw)
                    }
                    if let error {
                        message = String(cString: error.pointee.message)
                        g_error_free(error)
                    }
                }
            }
            g_file_query_info_async(file, "standard::size", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, cancellable,
                                    ready.callback, ready.userData)
            if cancel { g_cancellable_cancel(cancellable) }
        }
        XCTAssertNotNil(watched, "the pending call keeps the closure's captures alive")
        MainLoop.wait(until: { runs > 0 }, "the completion runs")
        MainLoop.assertStaysTrue(for: 0.1, { runs == 1 }, "it runs once")
        return (runs, size, message, watched != nil)
    }

    func testTheCompletionRunsOnceWithTheSourceAndResultThenReleasesTheClosure() throws {
        let path = NSTemporaryDirectory() + "async-ready-\(getpid()).txt"
        try Data("twelve bytes".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        onMain {
            let done = query(path, cancel: false)
            XCTAssertEqual(done.size, 12)
            XCTAssertNil(done.error)
            XCTAssertFalse(done.capturedAlive, "released once it ran")
        }
    }

    func testACancelledCallStillCompletesOnceAndReleasesTheClosure() {
        onMain {
            let done = query("/nonexistent-\(getpid())", cancel: true)
            XCTAssertNil(done.size)
            XCTAssertNotNil(done.error, "finished with an error (cancelled)")
            XCTAssertFalse(done.capturedAlive, "released once it ran")
        }
    }
}
