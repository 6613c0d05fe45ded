import GalleryTestSupport
@testable import MontageGallery
@testable import MontageCatalog
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

extension GtkTestCase {
    /// The Deliveries screen presented 420 × 760 and laid out, with its window; `focused`: the
    /// window has the keyboard (xdotool keys reach it).
    @MainActor
    func openDeliveries(focused: Bool = false, events: StoryEvents = .unheard()) -> (DeliveriesScreen, WidgetPointer) {
        Theme.register(stylesheet: DeliveriesCSS.rules, named: "deliveries")
        let screen = DeliveriesScreen(events: events)
        let window = present(screen.widget, width: 420, height: 760, views: [screen])
        MainLoop.waitUntilSettled(window)
        if focused { XCTAssertTrue(XDoTool.focus(window, title: lastTitle)) }
        return (screen, window)
    }

    /// `story`'s page built in `scheme` with the gallery stylesheet and presented `width` wide, and its window.
    @MainActor
    @discardableResult
    func presentStory(_ story: Story, scheme: ColorScheme = .light, width: Int32 = 1000,
                      file: StaticString = #filePath, line: UInt = #line) -> (page: WidgetPointer, window: WidgetPointer) {
        Theme.install(colorScheme: scheme)
        GalleryStylesheet.register()
        let page = story.build(.unheard(story.id))
        return (page, present(page, width: width, file: file, line: line))
    }

    /// Presents `child` (keeping `views`), waits until it is settled and gives its window the
    /// keyboard (xdotool keys reach it); returns the window.
    @MainActor
    @discardableResult
    func presentFocused(_ child: WidgetPointer, width: Int32 = -1, height: Int32 = -1, views: [AnyObject] = [],
                        file: StaticString = #filePath, line: UInt = #line) -> WidgetPointer {
        let window = present(child, width: width, height: height, views: views, file: file, line: line)
        MainLoop.waitUntilSettled(window, file: file, line: line)
        XCTAssertTrue(XDoTool.focus(window, title: lastTitle), "the window has the keyboard", file: file, line: line)
        return window
    }

    /// `presentFocused(_:…)` with the list behaviors' stylesheet (seed 004) registered first.
    @MainActor
    @discardableResult
    func presentListBehavior(_ child: WidgetPointer, width: Int32 = 420, height: Int32 = -1, views: [AnyObject] = [],
                             file: StaticString = #filePath, line: UInt = #line) -> WidgetPointer {
        Theme.register(stylesheet: ListBehaviorsCSS.rules, named: "list-behaviors")
        return presentFocused(child, width: width, height: height, views: views, file: file, line: line)
    }

    /// The gallery window (no application) of `model` (a new one by default) on `story` in `theme`, `width` × `height`, presented
    /// and laid out, and adopted: `end(gallery)` destroys it and proves it dead, else `tearDown` does.
    /// `focused`: the X server gives it the keyboard too (xdotool keys reach it).
    @MainActor
    func openGallery(_ story: String?, model: GalleryModel? = nil, theme: GalleryOptions.ThemeChoice = .light, width: Int32 = 1200, height: Int32 = 800,
                     focused: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> GalleryWindow {
        Theme.install(colorScheme: SchemeSwitcher.scheme(for: theme))
        GalleryStylesheet.register()
        // A new model only now, after the theme has set up the translations its stories' titles take.
        let gallery = GalleryWindow(model: model ?? GalleryModel(), application: nil, initialStory: story, theme: theme)
        adopt(gallery, file: file, line: line)
        gtk_window_set_default_size(cast(gallery.window), width, height)
        gtk_window_present(cast(gallery.window))
        MainLoop.wait(until: { gtk_widget_get_mapped(gallery.window) != 0 && gtk_widget_get_width(gallery.window) <= width }, timeout: 5,
                      "the gallery window mapped at most \(width) px wide")
        // Presented, it asks for the keyboard focus (the X server gives it, there is no window
        // manager): a focus ring shows only in the active window.
        MainLoop.wait(until: { gtk_window_is_active(cast(gallery.window)) != 0 }, timeout: 5, "the gallery window is active")
        MainLoop.waitUntilSettled(gallery.window)
        if focused {
            let title = String(cString: gtk_window_get_title(cast(gallery.window)))
            XCTAssertTrue(XDoTool.focus(gallery.window, title: title), "the X server gives the gallery window the keyboard", file: file, line: line)
        }
        return gallery
    }

    /// The gallery on the story `id` of a model reading the story files in `folder` and following
    /// their changes as the window does for a folder a person opens (watched when `watching`).
    @MainActor
    func openGallery(_ id: String, storyFolder folder: String, watching: Bool = false) -> (gallery: GalleryWindow, model: GalleryModel) {
        let model = GalleryModel()
        model.folders.add(folder: folder)
        let gallery = openGallery(id, model: model)
        model.folders.onChange = { [weak gallery] in gallery?.storyFilesChanged($0) }
        if watching { model.folders.watch() }
        return (gallery, model)
    }

    /// Takes on the gallery window as a hosted window (`adopt(_:)`): once it is destroyed every
    /// widget in it must be finalized, and the GalleryWindow and its Swift parts (inspector,
    /// compare view, events log) freed once the test body has returned.
    @MainActor
    @discardableResult
    func adopt(_ gallery: GalleryWindow, file: StaticString = #filePath, line: UInt = #line) -> Hosted {
        if let known = hosted(owner: gallery) { return known }
        let hosted = adopt(gallery.window, label: "the gallery window", file: file, line: line)
            .track(gallery, as: "GalleryWindow")
            .track(gallery.panels.inspector, as: "GalleryWindow.inspector (TokenInspector)")
            .track(gallery.pages.compare, as: "GalleryWindow.compare (CompareView)")
            .track(gallery.panels.events, as: "GalleryWindow.events (EventLog)")
        hosted.owner = gallery
        return hosted
    }

    /// Destroys the gallery window now and asserts every widget in it finalized (its Swift
    /// objects are checked after the test body, in `tearDown`); once only.
    @MainActor
    func end(_ gallery: GalleryWindow, file: StaticString = #filePath, line: UInt = #line) {
        adopt(gallery, file: file, line: line).end(file: file, line: line)
    }
}

extension SwipeReveal {
    /// Whether the row is at rest: its content where open or closed puts it (no drag, no slide,
    /// whose last step is exactly there).
    var isAtRest: Bool { offset == (isOpen ? revealWidth : 0) }
}

/// Waits until `swipe` has snapped open or closed after a drag (a 200 ms slide) and shown it.
@MainActor
func waitForSnap(_ swipe: SwipeReveal, file: StaticString = #filePath, line: UInt = #line) {
    MainLoop.wait(until: { swipe.isAtRest }, timeout: 2, "the row snapped \(swipe.isOpen ? "open" : "closed") (offset \(swipe.offset))",
                  file: file, line: line)
    MainLoop.waitForFrames(swipe.widget, file: file, line: line)
}

/// The rows of a sample file as `load(from:)` read them, asserting it read them with no problem
/// and found `count`.
func loadedSample<Row>(_ loaded: ([Row], String?), count: Int, file: StaticString = #filePath, line: UInt = #line) -> [Row] {
    XCTAssertNil(loaded.1, "the sample loads without a problem", file: file, line: line)
    XCTAssertEqual(loaded.0.count, count, "rows in the sample", file: file, line: line)
    return loaded.0
}
