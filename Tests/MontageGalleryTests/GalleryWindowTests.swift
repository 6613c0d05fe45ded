import GtkTestSupport
import MontageTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

final class GalleryWindowTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func makeGallery(initialStory: String? = nil, theme: GalleryOptions.ThemeChoice = .light) -> (GalleryWindow, Void) {
        Theme.install(colorScheme: SchemeSwitcher.scheme(for: theme))
        GalleryStylesheet.register()
        let gallery = GalleryWindow(application: nil, initialStory: initialStory, theme: theme)
        gtk_window_present(cast(gallery.window))
        MainLoop.run(until: { gtk_widget_get_mapped(gallery.window) != 0 }, timeout: 5)
        return (gallery, ())
    }

    func testTheSidebarListsEveryStoryUnderItsSectionAndOpensTheFirst() {
        onMain {
            let (gallery, _) = makeGallery()
            defer { gtk_window_destroy(cast(gallery.window)) }
            let list = gallery.window.descendant(named: "story-list")!
            let rows = list.children
            XCTAssertEqual(rows.filter { gtk_widget_has_css_class($0, "sidebar-section") != 0 }.count, Set(StoryRegistry.all.map(\.section)).count)
            for story in StoryRegistry.all { XCTAssertNotNil(list.descendant(named: "story-\(story.id)"), story.id) }
            XCTAssertEqual(gallery.currentStory, "tokens-colors")
            XCTAssertEqual(String(cString: gtk_window_get_title(cast(gallery.window))), "Colors — Montage Gallery")
        }
    }

    func testSelectingAStoryShowsItsPage() {
        onMain {
            let (gallery, _) = makeGallery(initialStory: "tokens-typography")
            defer { gtk_window_destroy(cast(gallery.window)) }
            XCTAssertEqual(gallery.currentStory, "tokens-typography")
            XCTAssertTrue(gallery.select(storyID: "tokens-colors"))
            XCTAssertEqual(gallery.currentStory, "tokens-colors")
            XCTAssertFalse(gallery.select(storyID: "no-such-story"))
            XCTAssertEqual(gallery.currentStory, "tokens-colors")
        }
    }

    func testTheSchemeSwitchChangesTheThemeLive() {
        onMain {
            let (gallery, _) = makeGallery(theme: .light)
            defer { gtk_window_destroy(cast(gallery.window)) }
            XCTAssertEqual(Theme.colorScheme, .light)
            let dark = gallery.schemeSwitch.descendant(named: "scheme-dark")!
            let light = gallery.schemeSwitch.descendant(named: "scheme-light")!
            XCTAssertTrue(gtk_toggle_button_get_active(cast(light)) != 0)
            gtk_widget_activate(dark)  // GtkButton clicks after its short "pressed" feedback
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .dark }, timeout: 3))
            XCTAssertFalse(gtk_toggle_button_get_active(cast(light)) != 0, "the buttons are exclusive")
            let system = gallery.schemeSwitch.descendant(named: "scheme-system")!
            gtk_widget_activate(system)
            XCTAssertTrue(MainLoop.run(until: { gtk_toggle_button_get_active(cast(system)) != 0 }, timeout: 3))
            XCTAssertEqual(Theme.colorScheme, SystemAppearance.colorScheme)
        }
    }

    /// "System" follows GNOME's color-scheme setting live; an explicit choice does not.
    func testSystemFollowsTheDesktopPreferenceLive() throws {
        try onMain {
            let source = try XCTUnwrap(g_settings_schema_source_get_default())
            guard let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else {
                throw XCTSkip("gsettings-desktop-schemas is not installed")
            }
            g_settings_schema_unref(schema)
            let settings = g_settings_new("org.gnome.desktop.interface")!
            defer {
                g_settings_set_string(settings, "color-scheme", "default")
                g_object_unref(settings)
            }
            let (gallery, _) = makeGallery(theme: .system)
            defer { gtk_window_destroy(cast(gallery.window)) }
            g_settings_set_string(settings, "color-scheme", "prefer-dark")
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .dark }, timeout: 3), "System follows a switch to dark")
            g_settings_set_string(settings, "color-scheme", "prefer-light")
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .light }, timeout: 3), "and back to light")
            let dark = gallery.schemeSwitch.descendant(named: "scheme-dark")!
            gtk_widget_activate(dark)
            XCTAssertTrue(MainLoop.run(until: { Theme.colorScheme == .dark }, timeout: 3))
            g_settings_set_string(settings, "color-scheme", "prefer-light")
            MainLoop.run(until: { false }, timeout: 0.2)
            XCTAssertEqual(Theme.colorScheme, .dark, "an explicit choice ignores the desktop")
        }
    }
}
