import GtkTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk
import GtkKit
import XCTest

extension GtkTestCase {
    /// The Deliveries screen presented 420 × 760 and laid out, with its window; `focused`: the
    /// window has the keyboard (xdotool keys reach it).
    @MainActor
    func openDeliveries(focused: Bool = false) -> (DeliveriesScreen, WidgetPointer) {
        Theme.register(stylesheet: DeliveriesCSS.rules, named: "deliveries")
        let screen = DeliveriesScreen()
        let window = present(screen.widget, width: 420, height: 760)
        MainLoop.run(until: { false }, timeout: 0.1)
        if focused { XCTAssertTrue(XDoTool.focus(window, title: lastTitle)) }
        return (screen, window)
    }

    /// The gallery window (no application) on `story` in `theme`, `width` × `height`, presented
    /// and laid out. The caller destroys it.
    @MainActor
    func openGallery(_ story: String?, theme: GalleryOptions.ThemeChoice = .light, width: Int32 = 1200, height: Int32 = 800) -> GalleryWindow {
        Theme.install(colorScheme: SchemeSwitcher.scheme(for: theme))
        GalleryStylesheet.register()
        let gallery = GalleryWindow(application: nil, initialStory: story, theme: theme)
        gtk_window_set_default_size(cast(gallery.window), width, height)
        gtk_window_present(cast(gallery.window))
        MainLoop.run(until: { gtk_widget_get_mapped(gallery.window) != 0 && gtk_widget_get_width(gallery.window) <= width }, timeout: 5)
        MainLoop.run(until: { false }, timeout: 0.1)
        return gallery
    }
}
