import Glibc
@_spi(Capture) import MontageGtk
import GtkKit

/// Headless capture of stories: each story is laid out alone in an undecorated window at its
/// preferred size, painted once, rendered with the cairo renderer and written as
/// `<story>-<scheme>[-<tag>…].png` (`fileName`). The same input gives the same bytes on the same machine.
@MainActor
public enum ScreenshotRunner {
    /// A story that could not be captured.
    public struct Failure: Error, CustomStringConvertible {
        /// The story being captured.
        public let storyID: String
        /// The scheme it was captured in.
        public let scheme: ColorScheme
        /// What went wrong.
        public let reason: String
        /// The description under the label (nil: none).
        public var description: String { tr("story %1$s (%2$s): %3$s", storyID, scheme.rawValue, reason) }
    }

    /// The file name of a capture: `<story>-<scheme>`, then each of `tags` (what the
    /// command line set apart from its defaults: `GalleryOptions.fileTags`), so captures that
    /// differ never share a name.
    nonisolated public static func fileName(_ story: Story, _ scheme: ColorScheme, tags: [String] = []) -> String {
        ([story.id, scheme.rawValue] + tags).joined(separator: "-") + ".png"
    }

    /// Settings that make captures repeatable: no animations, no cursor blink, and no text
    /// selected by focus (a focused selectable label shows as in the window: not selected).
    public static func pinSettings() {
        guard let settings = gtk_settings_get_default() else { return }
        Properties.set(settings, "gtk-enable-animations", false)
        Properties.set(settings, "gtk-cursor-blink", false)
        Properties.set(settings, "gtk-entry-select-on-focus", false)
        Properties.set(settings, "gtk-label-select-on-focus", false)
    }

    /// Renders `story` in `scheme` (installing the scheme), at `width` instead of its own when
    /// given, and returns the texture.
    public static func capture(_ story: Story, scheme: ColorScheme, width requestedWidth: Int32? = nil) throws(Failure) -> Texture {
        GalleryStylesheet.register()
        if Theme.colorScheme != scheme || Theme.errors.isEmpty == false { Theme.install(colorScheme: scheme) }
        let window = gtk_window_new()!
        defer { Gtk.Window(window).destroy() }
        gtk_widget_add_css_class(window, "montage")
        Gtk.Window(window).isDecorated = false
        Gtk.Window(window).title = "montage-capture \(story.id)"
        let surface = Build.vbox(classes: ["montage-surface"], [story.build()])
        Gtk.Window(window).child = surface
        // A page may finish building after its first frame (`DeferredWork`): measure it whole.
        MainLoop.run(until: { DeferredWork.pending == 0 }, timeout: 10)
        let width = requestedWidth ?? story.preferredSize.width, height = requestedWidth == nil ? story.preferredSize.height : -1
        // A natural height (-1) is the height the story needs at its width: the minimum for that
        // width (some GTK containers inflate their natural height-for-width).
        // The width is also the surface's minimum, or the window sizes for its minimum width.
        gtk_widget_set_size_request(surface, width, -1)
        // A page that scrolls its own panes (a playground) shows them whole at their natural height.
        var needed: Int32 = 0, natural: Int32 = 0
        if height < 0 { gtk_widget_measure(surface, GTK_ORIENTATION_VERTICAL, width, &needed, &natural, nil, nil) }
        if story.fillsHeight {
            // Its minimum height is small (the panes scroll): hold the window at the natural one.
            needed = natural
            gtk_widget_set_size_request(surface, width, natural)
        }
        Gtk.Window(window).setDefaultSize(width, height < 0 ? needed : height)
        // The pointer takes no part: wherever it is on the screen (the middle, on a fresh Xvfb),
        // a window that takes no pointer input shows nothing hovered.
        gtk_widget_realize(window)
        if let surface = gtk_native_get_surface(cast(window)), let nothing = cairo_region_create() {
            gdk_surface_set_input_region(surface, nothing)
            cairo_region_destroy(nothing)
        }
        // A window past what X and cairo can paint (32,767 pixels a side) would fail its own
        // frame: a page that tall is laid out whole in a scrolled window (no scroll bar) of a
        // window that is not.
        let tallest = Int32(WidgetCapture.maximumWidth) / max(1, gtk_widget_get_scale_factor(window))
        if height < 0 && !story.fillsHeight && needed > tallest {
            g_object_ref(surface.gRaw)
            Gtk.Window(window).child = nil
            let scroller = gtk_scrolled_window_new()!
            Gtk.ScrolledWindow(scroller).setPolicy(GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
            Gtk.ScrolledWindow(scroller).child = surface
            g_object_unref(surface.gRaw)
            Gtk.Window(window).child = scroller
            Gtk.Window(window).setDefaultSize(width, tallest)
        }
        Gtk.Window(window).present()
        // A capture shows components at rest: no widget holds the keyboard focus.
        Gtk.Window(window).focus = nil
        // Images load in the background and pages finish building after their first frame: a
        // capture shows them whole (images loaded or failed), never midway.
        MainLoop.run(until: { ImageLoader.pending == 0 && DeferredWork.pending == 0 }, timeout: 10)
        // A text view lays its text out after its first frame (from an idle) and asks for its
        // height then: paint, let the idles run, and (only then) lay out again.
        try? WidgetCapture.waitForPaint(window)
        MainLoop.drain()
        if !surface.descendants(where: { $0.isA(gtk_text_view_get_type()) }).isEmpty { try? WidgetCapture.waitForPaint(window) }
        // Text can measure differently once the window is up (fonts registered for the process
        // settle, a loaded image has its size): measure again and resize until the height holds,
        // or a page would be squeezed into the height it first asked for.
        if height < 0 && !story.fillsHeight {
            for _ in 0..<3 {
                var again: Int32 = 0
                gtk_widget_measure(surface, GTK_ORIENTATION_VERTICAL, width, &again, nil, nil, nil)
                guard again != gtk_widget_get_height(surface) else { break }
                // (Scrolled, the page takes the height it measures; the window keeps its own.)
                if gtk_widget_get_parent(surface) == window { Gtk.Window(window).setDefaultSize(width, again) }
                MainLoop.run(until: { gtk_widget_get_height(surface) == again }, timeout: 2)
            }
        }
        do {
            // Laid out and painted above: rendered from the allocation it has, with no frame more.
            return try WidgetCapture.texture(of: surface, waitingForPaint: false)
        } catch {
            throw Failure(storyID: story.id, scheme: scheme, reason: error.description)
        }
    }

    /// Renders the whole gallery window (1200x800, or `size`) on `story` (or the first) in `scheme`.
    public static func captureWindow(story: String?, scheme: ColorScheme,
                                     size: (width: Int32, height: Int32)? = nil) throws(CaptureError) -> Texture {
        Theme.install(colorScheme: scheme)
        GalleryStylesheet.register()
        pinSettings()
        let gallery = GalleryWindow(application: nil, initialStory: story, theme: scheme == .dark ? .dark : .light)
        defer { Gtk.Window(gallery.window).destroy() }
        let requested = size ?? (1200, 800)
        Gtk.Window(gallery.window).setDefaultSize(requested.width, requested.height)
        // Held at that size whatever the screen: a scale-2 window is twice as large in pixels,
        // and a window larger than the monitor would be shrunk to fit it.
        gtk_widget_set_size_request(gallery.window, requested.width, requested.height)
        Gtk.Window(gallery.window).present()
        // Mapped and laid out (its width is the request less the decoration's resize border, so
        // waiting for the exact width only ever timed out, five seconds later).
        MainLoop.run(until: { gtk_widget_get_mapped(gallery.window) != 0 && gtk_widget_get_width(gallery.window) > 0 }, timeout: 5)
        try? WidgetCapture.waitForPaint(gallery.window)
        // The layout tells the header about a collapse on the next turn; let it settle.
        MainLoop.run(until: { false }, timeout: 0.1)
        MainLoop.run(until: { ImageLoader.pending == 0 && DeferredWork.pending == 0 }, timeout: 10)
        return try WidgetCapture.texture(of: gallery.window)
    }

    /// Writes every story in every scheme into `directory` (file names with `tags`), calling
    /// `report` with each path. Stops at the first failure, which names the story.
    public static func run(stories: [Story], schemes: [ColorScheme], tags: [String] = [], directory: String,
                           report: (String) -> Void) throws(Failure) {
        Theme.install(colorScheme: schemes.first ?? .light)
        pinSettings()
        for scheme in schemes {
            Theme.install(colorScheme: scheme)
            for story in stories {
                let path = FilePath.join(directory, fileName(story, scheme, tags: tags))
                let texture = try capture(story, scheme: scheme)
                do {
                    try texture.savePNG(to: path)
                } catch {
                    throw Failure(storyID: story.id, scheme: scheme, reason: error.description)
                }
                report(path)
            }
        }
    }
}
