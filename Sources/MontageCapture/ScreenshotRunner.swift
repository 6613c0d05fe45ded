import Glibc
@_spi(Capture) import MontageGtk
import GtkKit
import MontageCatalog

/// Headless capture of stories: each story is laid out alone at its preferred width (in a
/// scrolled window of an undecorated window), painted once, drawn by cairo (`WidgetCapture`) and
/// written as `<story>-<scheme>[-<tag>…].png` (`fileName`). The same input gives the same bytes on
/// the same machine.
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
        guard let settings = Settings.current else { return }
        Properties.set(settings, "gtk-enable-animations", false)
        Properties.set(settings, "gtk-cursor-blink", false)
        Properties.set(settings, "gtk-entry-select-on-focus", false)
        Properties.set(settings, "gtk-label-select-on-focus", false)
    }

    /// Renders `story` in `scheme` (installing the scheme), at `width` instead of its own when
    /// given, and returns the texture.
    public static func capture(_ story: Story, scheme: ColorScheme, width requestedWidth: Int32? = nil) throws(Failure) -> Texture {
        let stage = stage(story, scheme: scheme, width: requestedWidth)
        defer { Gtk.Window(stage.window).destroy() }
        do {
            // Laid out and painted: rendered from the allocation it has, with no frame more.
            return try WidgetCapture.texture(of: stage.surface, waitingForPaint: false)
        } catch {
            throw Failure(storyID: story.id, scheme: scheme, reason: error.description)
        }
    }

    /// A story laid out alone, as it is captured: its window (which the caller destroys) and the
    /// page's surface, shown, laid out and painted. `focusable`: its widgets may take the focus
    /// (an audit), or, as in a capture, none does.
    package static func stage(_ story: Story, scheme: ColorScheme, width requestedWidth: Int32? = nil,
                      focusable: Bool = false) -> (window: WidgetPointer, surface: WidgetPointer) {
        GalleryStylesheet.register()
        if !Theme.isInstalled || Theme.colorScheme != scheme || Theme.errors.isEmpty == false { Theme.install(colorScheme: scheme) }
        let window = Gtk.Window().widget
        window.classes(["montage"])
        Gtk.Window(window).isDecorated = false
        Gtk.Window(window).title = "montage-capture \(story.id)"
        // The page is laid out whole, at its height, in a scrolled window (no scroll bar) of a
        // window as short as it can be: what is captured is the page, rendered on its own, and a
        // window that shows none of it paints in no time, at any height of page (X and cairo
        // paint no window past 32,767 pixels a side).
        let surface = Build.vbox(classes: ["montage-surface"], [story.build(.unheard(story.id))])
        let scroller = Gtk.ScrolledWindow().widget
        Gtk.ScrolledWindow(scroller).setPolicy(.never, .external)
        Gtk.ScrolledWindow(scroller).child = surface
        Gtk.Window(window).child = scroller
        // A page may finish building after its first frame (`DeferredWork`): measure it whole.
        MainLoop.run(until: { DeferredWork.pending == 0 }, timeout: 10)
        let width = requestedWidth ?? story.preferredSize.width, height = requestedWidth == nil ? story.preferredSize.height : -1
        // The width is the surface's minimum, or the page would take its own minimum width. A
        // natural height (-1) is the least the page needs at that width (some GTK containers
        // inflate their natural height-for-width); a page that scrolls its own panes (a
        // playground) has a small minimum and is held at its natural height, its panes whole.
        let natural: Int32 = story.fillsHeight ? surface.measure(.vertical, for: width).natural : -1
        surface.size(width: width, height: story.fillsHeight ? natural : height)
        // Otherwise the page is measured once, when the window is shown: measured before, its
        // every style would be computed again and its text laid out again then.
        Gtk.Window(window).setDefaultSize(width, 1)
        // A capture shows components at rest: no widget takes the keyboard focus.
        if !focusable { window.canFocus = false }
        // The pointer takes no part: wherever it is on the screen (the middle, on a fresh Xvfb),
        // a window that takes no pointer input shows nothing hovered.
        WidgetCapture.ignorePointer(window)
        Gtk.Window(window).present()
        // Images load in the background and pages finish building after their first frame: a
        // capture shows them whole (images loaded or failed), never midway.
        MainLoop.run(until: { ImageLoader.pending == 0 && DeferredWork.pending == 0 }, timeout: 10)
        // A text view lays its text out after its first frame (from an idle) and asks for its
        // height then: paint, let the idles run, and (only then) lay out again.
        try? WidgetCapture.waitForPaint(window)
        MainLoop.drain()
        if !surface.descendants(where: { $0.isA(Gtk.TextView.gType) }).isEmpty { try? WidgetCapture.waitForPaint(window) }
        // Text can measure differently once the window is up (fonts registered for the process
        // settle, a loaded image has its size): measure again and wait until the page has the
        // height it measures, or it would be squeezed into the height it first asked for.
        if height < 0 && story.fillsHeight {
            // A page of panes is held at its natural height, which its text views' laid-out
            // text sets only now.
            for _ in 0..<3 {
                let again = surface.measure(.vertical, for: width).natural
                guard again != surface.height else { break }
                surface.size(width: width, height: again)
                MainLoop.run(until: { surface.height == again }, timeout: 2)
            }
        } else if height < 0 {
            for _ in 0..<3 {
                let again = surface.measure(.vertical, for: width).minimum
                guard again != surface.height else { break }
                MainLoop.run(until: { surface.height == again }, timeout: 2)
            }
        }
        return (window, surface)
    }

    /// Writes every story in every scheme into `directory` (file names with `tags`), calling
    /// `report` with each path. Stops at the first failure, which names the story.
    public static func run(stories: [Story], schemes: [ColorScheme], tags: [String] = [], directory: String,
                           report: (String) -> Void) throws(Failure) {
        GalleryStylesheet.register()  // before the install, which parses it with the theme
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
