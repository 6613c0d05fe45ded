import CGtk
import Foundation
import GtkKit
import XCTest

/// Base class of every test that touches GTK: initializes GTK once (failing clearly without a
/// display), turns GLib warnings and criticals into failures, and ends every window a test
/// hosted: destroyed, and everything it held proven finalized (`Hosted`). Test bodies run on
/// the main thread inside `MainActor.assumeIsolated`.
open class GtkTestCase: XCTestCase, @unchecked Sendable {
    private var hostedWindows: [Hosted] = []  // every window the test hosted, in order

    /// The tests' own config folder (XDG_CONFIG_HOME): what the gallery remembers between
    /// launches goes there, never into the user's. Set before GTK or GLib read it.
    public static let configHome: String = {
        let path = NSTemporaryDirectory() + "montage-tests-config-\(getpid())"
        setenv("XDG_CONFIG_HOME", path, 1)
        return path
    }()

    override open func setUp() {
        super.setUp()
        _ = Self.configHome
        Translations.pinTestLanguage()
        LogCapture.install()
        let ok = MainActor.assumeIsolated { GtkRuntime.initialize() }
        if !ok {
            XCTFail("GTK could not initialize: \(MainActor.assumeIsolated { GtkRuntime.displayHint(advice: "run the tests through tools/swift-tests.sh") })")
        }
        _ = LogCapture.drain()
    }

    override open func tearDown() {
        let opened = hostedWindows
        hostedWindows = []
        MainActor.assumeIsolated {
            // The last opened first: a dialog goes before the window it belongs to.
            for hosted in opened.reversed() { hosted.end() }
            // The test body has returned: nothing of it holds a tracked view any more.
            for hosted in opened { hosted.assertSwiftObjectsFreed() }
            closeStrayWindows()
            MainLoop.drain()
        }
        let messages = LogCapture.drain()
        for message in messages { XCTFail("GLib warning or critical: \(message)") }
        super.tearDown()
    }

    /// Runs a test body on the main actor (XCTest calls tests on the main thread).
    public func onMain<R: Sendable>(_ body: @MainActor () throws -> R) rethrows -> R {
        try MainActor.assumeIsolated(body)
    }

    nonisolated(unsafe) private static var windowCount = 0

    /// The title of the last window `present` opened (unique per window, for xdotool).
    public private(set) var lastTitle = ""

    /// A presented, undecorated window holding `child`, ended (destroyed, and proven finalized
    /// with everything it held, `views` freed) after the test: `host(…)`'s window.
    @MainActor
    @discardableResult
    public func present(_ child: UnsafeMutablePointer<GtkWidget>?, width: Int32 = -1, height: Int32 = -1,
                        title: String? = nil, views: [AnyObject] = [],
                        file: StaticString = #filePath, line: UInt = #line) -> UnsafeMutablePointer<GtkWidget> {
        host(child, width: width, height: height, title: title, views: views, file: file, line: line).window
    }

    /// Presents `child` in an undecorated window, `width` wide (its minimum; the height what it
    /// needs at that width unless given) or at its natural size; `views` (Swift objects over
    /// its widgets) must be freed with it. The test may end it early
    /// (`Hosted.end()`); otherwise `tearDown` does: either way the window, every widget in it
    /// and whatever was tracked must then be finalized, or the test fails naming what leaked.
    @MainActor
    @discardableResult
    public func host(_ child: UnsafeMutablePointer<GtkWidget>?, width: Int32 = -1, height: Int32 = -1,
                     title: String? = nil, views: [AnyObject] = [],
                     file: StaticString = #filePath, line: UInt = #line) -> Hosted {
        Self.windowCount += 1
        let title = title ?? "montage-test-\(getpid())-\(Self.windowCount)"
        lastTitle = title
        let window = gtk_window_new()!
        let hosted = adopt(window, widget: child, label: child.map { "the window of \($0.typeName)" } ?? "an empty window",
                           file: file, line: line)
        for view in views { hosted.track(view) }
        gtk_window_set_decorated(cast(window), 0)
        gtk_window_set_title(cast(window), title)
        gtk_window_set_child(cast(window), child)
        if let child, width > 0 {
            // As the screenshot runner frames a page: the width is the child's minimum, and a
            // free height is what the child needs at that width.
            gtk_widget_set_size_request(child, width, -1)
            var needed: Int32 = height
            if height < 0 { gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &needed, nil, nil, nil) }
            gtk_window_set_default_size(cast(window), width, needed)
        } else {
            gtk_window_set_default_size(cast(window), width, height)
        }
        gtk_window_present(cast(window))
        MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 5)
        return hosted
    }

    /// `host(child, …)` for the length of `body`, ended (destroyed, and proven finalized) when
    /// `body` returns or throws.
    @MainActor
    public func host<Result>(_ child: UnsafeMutablePointer<GtkWidget>?, width: Int32 = -1, height: Int32 = -1,
                             title: String? = nil, views: [AnyObject] = [],
                             file: StaticString = #filePath, line: UInt = #line,
                             _ body: (Hosted) throws -> Result) rethrows -> Result {
        let hosted = host(child, width: width, height: height, title: title, views: views, file: file, line: line)
        defer { hosted.end() }
        return try body(hosted)
    }

    /// Takes on a window the test made otherwise (the gallery's, a dialog): ended like a
    /// hosted one. `widget`, when given, is expected to die with it too.
    @MainActor
    @discardableResult
    public func adopt(_ window: UnsafeMutablePointer<GtkWidget>, widget: UnsafeMutablePointer<GtkWidget>? = nil,
                      label: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Hosted {
        if let known = hostedWindows.first(where: { $0.window == window && !$0.isEnded }) { return known }
        let hosted = Hosted(window: window, widget: widget, label: label ?? "the window \(window.typeName)", file: file, line: line)
        hostedWindows.append(hosted)
        return hosted
    }

    /// Every toplevel window that still exists.
    @MainActor
    public static func toplevelWindows() -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        let list = gtk_window_list_toplevels()
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(cast(data)) }
            node = current.pointee.next
        }
        g_list_free(list)
        return result
    }

    /// A window left once the test's windows are ended (a dialog the code under test opened and
    /// nobody closed, shown or hidden) outlived what it belonged to: the test fails naming it,
    /// and it is destroyed and proven finalized so the next test starts with none.
    @MainActor
    private func closeStrayWindows() {
        let strays = Self.toplevelWindows()
        guard !strays.isEmpty else { return }
        let names = strays.map { window in
            "\(window.typeName) «\(gtk_window_get_title(cast(window)).map { String(cString: $0) } ?? "")»"
        }
        XCTFail("\(strays.count) window(s) outlived the test's windows: " + names.joined(separator: ", "))
        for window in strays { Hosted(window: window, widget: nil, label: "the stray window \(window.typeName)", file: #filePath, line: #line).end() }
    }

    /// The window the test hosted or adopted, not yet ended, if any.
    @MainActor
    public func hosted(_ window: UnsafeMutablePointer<GtkWidget>) -> Hosted? {
        hostedWindows.first { $0.window == window && !$0.isEnded }
    }

    /// The window the test hosted or adopted for `owner` (`Hosted.owner`), ended or not.
    @MainActor
    public func hosted(owner: AnyObject) -> Hosted? {
        hostedWindows.last { $0.owner === owner }
    }
}
