import CGtkKit
import GtkKit
import GtkTestSupport
import XCTest

final class MainLoopTests: GtkTestCase, @unchecked Sendable {
    func testMainActorTaskRunsWhileTheGLibLoopRuns() {
        onMain {
            var ran = false
            Task { @MainActor in ran = true }
            XCTAssertTrue(MainLoop.run(until: { ran }, timeout: 5), "Task { @MainActor } ran inside the GLib loop")
        }
    }

    func testApplicationRunDrainsTheMainQueue() {
        onMain {
            // g_application_run iterates the same default context: a task scheduled from the
            // activate handler must run before the app quits itself.
            let app = ObjectRef(gtk_application_new("org.montage.GtkKitTests", G_APPLICATION_NON_UNIQUE)!, owned: true)
            var taskRan = false
            Signal.connect(app.pointer, "activate") {
                g_application_hold(cast(app.pointer))
                Task { @MainActor in
                    taskRan = true
                    g_application_release(cast(app.pointer))
                }
            }
            MainLoop.installDispatchBridge()
            let status = g_application_run(cast(app.pointer), 0, nil)
            XCTAssertEqual(status, 0)
            XCTAssertTrue(taskRan)
        }
    }

    func testIdleAndTimeoutRunAndReleaseTheirClosures() {
        onMain {
            weak var weakSentinel: Sentinel?
            var idleRuns = 0, ticks = 0
            do {
                let sentinel = Sentinel()
                weakSentinel = sentinel
                MainLoop.idle { _ = sentinel; idleRuns += 1; return idleRuns < 3 }
                MainLoop.timeout(milliseconds: 5) { ticks += 1; return ticks < 2 }
            }
            XCTAssertTrue(MainLoop.run(until: { idleRuns == 3 && ticks == 2 }, timeout: 5))
            MainLoop.drain()
            XCTAssertNil(weakSentinel, "a finished source releases its closure")
        }
    }

    func testRunUntilTimesOut() {
        onMain {
            let start = g_get_monotonic_time()
            XCTAssertFalse(MainLoop.run(until: { false }, timeout: 0.05))
            XCTAssertGreaterThanOrEqual(g_get_monotonic_time() - start, 50_000)
        }
    }
}
