import Foundation
import GtkKit
import XCTest

/// Base class of every test that touches GTK: initializes GTK once (failing clearly without a
/// display), turns GLib warnings and criticals into failures, and destroys the windows a test
/// opened. Test bodies run on the main thread inside `MainActor.assumeIsolated`.
open class GtkTestCase: XCTestCase, @unchecked Sendable {
    private var windows: [UInt] = []  // addresses of the windows a test presented

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
        let opened = windows
        windows = []
        MainActor.assumeIsolated {
            for address in opened { gtk_window_destroy(UnsafeMutablePointer(bitPattern: address)) }
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

    /// A presented, undecorated window holding `child`, destroyed after the test.
    @MainActor
    @discardableResult
    public func present(_ child: UnsafeMutablePointer<GtkWidget>?, width: Int32 = -1, height: Int32 = -1,
                        title: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        Self.windowCount += 1
        let title = title ?? "montage-test-\(getpid())-\(Self.windowCount)"
        lastTitle = title
        let window = gtk_window_new()!
        windows.append(UInt(bitPattern: window))
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
        return window
    }
}
