import GtkKit
import GtkTestSupport
import XCTest

/// `ViewLink`, the ownership rule of every Swift view: the widget owns its view, the view sees
/// its widget weakly, and a view kept after its widget is gone gets nil and says so once.
final class ViewLinkTests: GtkTestCase, @unchecked Sendable {
    /// A view as the project writes them: it builds its widget and links itself to it.
    @MainActor
    private final class ProbeView {
        private var madeLink: ViewLink?
        var link: ViewLink { madeLink! }
        init(_ widget: WidgetPointer) { madeLink = ViewLink(self, to: widget) }
    }

    /// Another view type, attached to the same widget beside a `ProbeView`.
    @MainActor
    private final class OtherView {
        private var madeLink: ViewLink?
        var link: ViewLink { madeLink! }
        init(_ widget: WidgetPointer) { madeLink = ViewLink(self, to: widget) }
    }

    /// The caller drops its view at once: the widget keeps it, and frees it when it is finalized.
    func testTheWidgetOwnsItsView() {
        onMain {
            weak var view: ProbeView?
            var label: ObjectRef<WidgetPointer>? = ObjectRef(gtk_label_new("owned")!)
            do {
                let made = ProbeView(label!.pointer)
                view = made
            }
            XCTAssertNotNil(view, "the widget keeps the view the caller dropped")
            XCTAssertTrue(ViewLink.view(ProbeView.self, of: label!.pointer) === view, "and finds it by its type")
            XCTAssertNil(ViewLink.view(OtherView.self, of: label!.pointer), "no view of another type")
            XCTAssertEqual(view?.link.widget(for: "test"), label!.pointer)
            XCTAssertEqual(view?.link.isAlive, true)
            label = nil
            XCTAssertNil(view, "the view is freed with its widget")
        }
    }

    /// One view of each type per widget: two types live side by side; a second view of the same
    /// type replaces the first, which is released.
    func testOneViewOfEachTypePerWidget() {
        onMain {
            let label = ObjectRef(gtk_label_new("two")!)
            weak var first: ProbeView?
            weak var other: OtherView?
            do {
                let made = (ProbeView(label.pointer), OtherView(label.pointer))
                (first, other) = (made.0, made.1)
            }
            XCTAssertNotNil(first)
            XCTAssertNotNil(other)
            let second = ProbeView(label.pointer)
            XCTAssertNil(first, "the replaced view is released")
            XCTAssertNotNil(other, "the other type's view stays")
            XCTAssertTrue(ViewLink.view(ProbeView.self, of: label.pointer) === second)
        }
    }

    /// A view kept after its widget is gone: `widget(for:)` is nil, `isAlive` false, and one
    /// debug message in the GtkKit domain says which view and action, however often it is asked.
    func testAViewKeptAfterItsWidgetGetsNilAndSaysSoOnce() {
        onMain {
            var label: ObjectRef<WidgetPointer>? = ObjectRef(gtk_label_new("gone")!)
            let view = ProbeView(label!.pointer)
            label = nil
            let (results, output) = OutputCapture.capture(debugDomains: "GtkKit") {
                [view.link.widget(for: "update"), view.link.widget(for: "update"), view.link.widget(for: "render")]
            }
            XCTAssertEqual(results.compactMap { $0 }.count, 0, "nil every time")
            XCTAssertFalse(view.link.isAlive)
            let lines = output.split(separator: "\n").filter { $0.contains("ignored: its widget was finalized") }
            XCTAssertEqual(lines.count, 1, "said once: \(output)")
            XCTAssertTrue(lines.first?.contains("ProbeView.update ignored") ?? false, "naming the view and the first action: \(lines)")
            XCTAssertTrue(lines.first?.contains("GtkKit") ?? false, "in the GtkKit domain: \(lines)")
        }
    }

    /// Quiet while the widget lives, and without G_MESSAGES_DEBUG nothing is printed at all.
    func testNothingIsSaidWhileTheWidgetLivesNorWithoutDebugOutput() {
        onMain {
            let label = ObjectRef(gtk_label_new("alive")!)
            let view = ProbeView(label.pointer)
            let (_, whileAlive) = OutputCapture.capture(debugDomains: "GtkKit") { _ = view.link.widget(for: "update") }
            XCTAssertFalse(whileAlive.contains("ignored"), whileAlive)

            var other: ObjectRef<WidgetPointer>? = ObjectRef(gtk_label_new("gone")!)
            let orphan = ProbeView(other!.pointer)
            other = nil
            let (_, quiet) = OutputCapture.capture(debugDomains: "") { _ = orphan.link.widget(for: "update") }
            XCTAssertFalse(quiet.contains("ignored"), "debug messages are off by default: \(quiet)")
        }
    }
}
