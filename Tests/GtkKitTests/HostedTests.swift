import GtkKit
import GtkTestSupport
import XCTest

/// The proof every widget test ends with (GtkTestSupport's `Hosted` and `DeathWatch`) can fail:
/// a widget, a window or a Swift view something still holds is named in the failure. The
/// failures these tests provoke are recorded here instead of failing them.
final class HostedTests: GtkTestCase, @unchecked Sendable {
    private var capturing = false
    private var captured: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `body` records, instead of this test's.
    private func failures(_ body: () -> Void) -> [String] {
        capturing = true
        captured = []
        body()
        capturing = false
        return captured
    }

    /// Everything dies: no failure, and the window and its widgets are gone.
    func testEverythingFinalizedPasses() {
        onMain {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(cast(box), gtk_label_new("a"))
            let hosted = host(box, width: 100)
            let window = WeakObject(hosted.window), label = WeakObject(gtk_widget_get_first_child(box)!)
            XCTAssertEqual(failures { XCTAssertTrue(hosted.end()) }, [])
            XCTAssertFalse(window.isAlive)
            XCTAssertFalse(label.isAlive)
            XCTAssertTrue(hosted.isEnded)
            XCTAssertTrue(hosted.end(), "twice is harmless")
        }
    }

    /// A widget of the window someone still holds is named, with its name, classes and
    /// reference count.
    func testAWidgetStillHeldIsNamed() {
        onMain {
            let label = gtk_label_new("kept")!.named("kept-label").classes(["probe"])
            var keeper: ObjectRef<WidgetPointer>? = ObjectRef(label)
            let hosted = host(Build.vbox([label]))
            let messages = failures { XCTAssertFalse(hosted.end(timeout: 0.2)) }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("GtkLabel #kept-label .probe (refs 1)") ?? false, "\(messages)")
            XCTAssertTrue(messages.first?.contains("1 not finalized") ?? false, "only the label: \(messages)")
            keeper = nil
            XCTAssertNil(keeper)
        }
    }

    /// A window someone holds is named as the window.
    func testAWindowStillHeldIsNamed() {
        onMain {
            let hosted = host(gtk_label_new("x"))
            var keeper: ObjectRef<WidgetPointer>? = ObjectRef(hosted.window)
            let messages = failures { hosted.end(timeout: 0.2) }
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages.first?.contains("GtkWindow «the window»") ?? false, "\(messages)")
            keeper = nil
            XCTAssertNil(keeper)
        }
    }

    /// A tracked Swift view something still holds fails once the body is done, named by its
    /// type; a tracked GObject model too.
    func testATrackedViewOrObjectStillHeldIsNamed() {
        onMain {
            final class ProbeView {}
            let view = ProbeView()
            let model = ObjectRef(g_list_store_new(gtk_widget_get_type())!, owned: true)
            let hosted = host(gtk_label_new("x"), views: [view]).track(object: model.pointer, as: "the model")
            let objects = failures { hosted.end(timeout: 0.2) }
            XCTAssertTrue(objects.first?.contains("GListStore «the model»") ?? false, "\(objects)")
            let views = failures { hosted.assertSwiftObjectsFreed(timeout: 0.2) }
            XCTAssertTrue(views.first?.contains("ProbeView (Swift object)") ?? false, "\(views)")
        }
    }

    /// A release GTK defers to an idle is waited for, not reported.
    func testADeferredReleaseIsWaitedFor() {
        onMain {
            let label = gtk_label_new("late")!
            let hosted = host(Build.vbox([label]))
            g_object_ref(label.gRaw)
            MainLoop.timeout(milliseconds: 100) {
                g_object_unref(label.gRaw)
                return false
            }
            XCTAssertEqual(failures { XCTAssertTrue(hosted.end()) }, [])
        }
    }

    /// A window the code under test opened and nobody closed fails the test in tearDown; here
    /// it is closed, so nothing is left.
    func testTheToplevelsAreListed() {
        onMain {
            let hosted = host(gtk_label_new("x"))
            XCTAssertTrue(Self.toplevelWindows().contains(hosted.window))
            hosted.end()
            XCTAssertEqual(Self.toplevelWindows().count, 0)
        }
    }
}
