import GtkKit
import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest

@MainActor
extension MainLoop {
    /// Waits until `widget`'s window is at rest: every image load ended (shown or failed), every
    /// piece of a page put off until after its first frame built (`DeferredWork`), then two frames
    /// laid out and painted (the second for what the first layout changed, as a header that
    /// collapses once it knows its width). Fails the test, saying which, when one does not come.
    @discardableResult
    public static func waitUntilSettled(_ widget: WidgetPointer, timeout: Double = 10,
                                        file: StaticString = #filePath, line: UInt = #line) -> Bool {
        wait(until: { ImageLoads.pending == 0 && DeferredWork.pending == 0 }, timeout: timeout,
             "images loaded (\(ImageLoads.pending) pending) and deferred work done (\(DeferredWork.pending) pending)",
             file: file, line: line)
            && waitForFrames(widget, 2, timeout: timeout, file: file, line: line)
    }
}
