import CGtk
import GtkKit
import XCTest

/// Reads the clipboard as text, waiting for the answer.
public final class ClipboardRead: @unchecked Sendable {
    private var done = false
    private var value: String?

    @MainActor
    public static func text(_ clipboard: OpaquePointer) -> String? {
        let read = ClipboardRead()
        let box = Unmanaged.passRetained(read).toOpaque()
        gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
            let read = Unmanaged<ClipboardRead>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            if let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error) {
                read.value = String(cString: text)
                g_free(text)
            }
            if let error { g_error_free(error) }
            read.done = true
        }, box)
        XCTAssertTrue(MainLoop.run(until: { read.done }, timeout: 5), "the clipboard answers")
        return read.value
    }
}

