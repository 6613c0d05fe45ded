import CGtk
import GtkKit
import XCTest

/// A window a test presented, and what must die with it. `end()` destroys the window, drains
/// the main loop and fails, naming each survivor, unless the window, every widget it held at
/// that moment, the hosted widget and every tracked GObject were finalized (`DeathWatch`).
/// Tracked Swift objects (views) are checked once the test body has returned, when nothing of
/// the test holds them any more (`GtkTestCase.tearDown`, `assertSwiftObjectsFreed()`).
/// `GtkTestCase` ends every window its test hosted that the test did not end itself, in
/// `tearDown`, so every widget test finishes with that check.
@MainActor
public final class Hosted {
    /// The window (valid until `end()`).
    public let window: WidgetPointer
    /// What the test asked to host in it, if anything.
    public let widget: WidgetPointer?
    /// Whether `end()` ran.
    public private(set) var isEnded = false
    /// The Swift object the window belongs to, when it has one (the gallery's `GalleryWindow`):
    /// how a test finds this again, ended or not (`GtkTestCase.hosted(owner:)`).
    public weak var owner: AnyObject?
    /// What must be finalized once the window is destroyed.
    public let watch = DeathWatch()
    private let label: String
    private let liveWindow: WeakObject<WidgetPointer>
    private let file: StaticString
    private let line: UInt

    /// Watches `window` (and `widget`) from now on; `label` names them in a failure, `file`
    /// and `line` place it (where the test hosted them).
    init(window: WidgetPointer, widget: WidgetPointer?, label: String, file: StaticString, line: UInt) {
        self.window = window
        self.widget = widget
        liveWindow = WeakObject(window)
        self.label = label
        self.file = file
        self.line = line
        watch.watch(window, as: "the window")
        if let widget { watch.watch(widget, as: "the hosted widget") }
    }

    /// Also expects `view` (a Swift object: a view over the widgets, a controller) to be freed
    /// once the window is ended and the test body has returned.
    @discardableResult
    public func track(_ view: AnyObject, as name: String? = nil) -> Self {
        watch.watch(view, as: name)
        return self
    }

    /// Also expects `object` (a GObject the window's widgets use: a model, a controller) to be
    /// finalized.
    @discardableResult
    public func track(object: some GPointer, as name: String? = nil) -> Self {
        watch.watch(object, as: name)
        return self
    }

    /// Destroys the window and asserts that every widget it held and every tracked GObject was
    /// finalized (waiting at most `timeout` seconds for GTK's deferred releases). Once only;
    /// returns whether everything died.
    @discardableResult
    public func end(timeout: Double = 5, file: StaticString? = nil, line: UInt? = nil) -> Bool {
        guard !isEnded else { return true }
        isEnded = true
        // A window the test destroyed itself may be gone already: only a live one is touched.
        if let window = liveWindow.pointer {
            watch.watchTree(window)
            gtk_window_destroy(cast(window))
        }
        return watch.assertFinalized("\(label) destroyed", .objects, timeout: timeout, file: file ?? self.file, line: line ?? self.line)
    }

    /// Asserts the tracked Swift objects were freed (call once nothing of the test holds them:
    /// `GtkTestCase.tearDown` does, after the body returned).
    @discardableResult
    public func assertSwiftObjectsFreed(timeout: Double = 5) -> Bool {
        watch.assertFinalized("\(label) destroyed and the test body done", .swiftObjects, timeout: timeout, file: file, line: line)
    }
}
