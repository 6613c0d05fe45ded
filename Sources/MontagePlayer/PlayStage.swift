import GtkKit
import MontageCatalog
import MontageGtk

/// A story on screen to be played: its page built with the events given, in a scrolled window
/// of a window of its own at the story's width (as tall as the page, at most 900 pixels, or
/// its own height for a playground), presented, given the keyboard, laid out and painted.
@MainActor
package final class PlayStage {
    /// The story.
    package let story: Story
    /// Its window.
    package let window: WidgetPointer
    /// The story's page, where its parts are found.
    package let page: WidgetPointer
    /// What the window shows: the page in its scrolled window (a step's capture).
    package let view: WidgetPointer

    /// The tallest window a page is played in.
    static let tallest: Int32 = 900

    /// `story` built with `events` in `scheme`, not yet presented.
    package init(_ story: Story, scheme: ColorScheme, events: StoryEvents) {
        GalleryStylesheet.register()
        if !Theme.isInstalled || Theme.colorScheme != scheme { Theme.install(colorScheme: scheme) }
        self.story = story
        window = Gtk.Window().widget
        window.classes(["montage"])
        Gtk.Window(window).isDecorated = false
        Gtk.Window(window).title = "montage-play \(story.id)"
        page = story.build(events)
        let surface = Build.vbox(classes: ["montage-surface"], [page])
        view = Gtk.ScrolledWindow().widget
        Gtk.ScrolledWindow(view).setPolicy(.never, story.fillsHeight ? .never : .automatic)
        Gtk.ScrolledWindow(view).child = surface
        Gtk.Window(window).child = view
        let width = story.preferredSize.width
        let height = story.fillsHeight || story.preferredSize.height > 0
            ? story.preferredSize.height : min(surface.measure(.vertical, for: width).natural, Self.tallest)
        Gtk.Window(window).setDefaultSize(width, max(height, 1))
    }

    /// Presents the window and waits until it is mapped, has the keyboard, and has painted with
    /// its images loaded and its deferred work done; false when that takes over 10 seconds.
    package func open() async -> Bool {
        Gtk.Window(window).present()
        let window = window
        let ready = await MainLoop.pause(until: {
            window.isMapped && Gtk.Window(window).isActive && ImageLoads.pending == 0 && DeferredWork.pending == 0
        }, timeout: 10)
        await MainLoop.pauseForPaint(window)
        await MainLoop.pauseUntilIdle()
        return ready
    }

    /// The page, its view and its window, for a player.
    package var surface: PlaySurface { PlaySurface(story: story, window: window, page: page, view: view) }

    /// Destroys the window (and the page).
    package func close() {
        Gtk.Window(window).destroy()
    }
}
