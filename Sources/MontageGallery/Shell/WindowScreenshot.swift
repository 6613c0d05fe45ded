@_spi(Capture) import MontageGtk
import GtkKit
import MontageCatalog
import MontageCapture

extension ScreenshotRunner {
    /// Renders the whole gallery window of `model` (1200x800, or `size`) on `story` (or the first) in `scheme`.
    package static func captureWindow(_ model: GalleryModel, story: String?, scheme: ColorScheme,
                                     size: (width: Int32, height: Int32)? = nil) throws(CaptureError) -> Texture {
        Theme.install(colorScheme: scheme)
        GalleryStylesheet.register()
        ScreenshotRunner.pinSettings()
        let gallery = GalleryWindow(model: model, application: nil, initialStory: story, theme: scheme == .dark ? .dark : .light)
        defer { Gtk.Window(gallery.window).destroy() }
        let requested = size ?? (1200, 800)
        Gtk.Window(gallery.window).setDefaultSize(requested.width, requested.height)
        // Held at that size whatever the screen: a scale-2 window is twice as large in pixels,
        // and a window larger than the monitor would be shrunk to fit it.
        gallery.window.size(width: requested.width, height: requested.height)
        Gtk.Window(gallery.window).present()
        // Mapped and laid out (its width is the request less the decoration's resize border, so
        // waiting for the exact width only ever timed out, five seconds later).
        MainLoop.run(until: { gallery.window.isMapped && gallery.window.width > 0 }, timeout: 5)
        try? WidgetCapture.waitForPaint(gallery.window)
        // The layout tells the header about a collapse on the next turn; let it settle.
        MainLoop.run(until: { false }, timeout: 0.1)
        MainLoop.run(until: { ImageLoader.pending == 0 && DeferredWork.pending == 0 }, timeout: 10)
        return try WidgetCapture.texture(of: gallery.window)
    }
}
