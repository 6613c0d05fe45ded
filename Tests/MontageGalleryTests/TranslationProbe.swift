import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The child of `TranslationTests`: in the language its environment gives, opens the gallery,
/// visits every story, opens the shortcuts window and the About dialog, and writes every text a
/// user sees or hears (labels, window titles, tooltips, accessible names, drop-down items, the
/// main menu) to the JSON file `MONTAGE_TRANSLATION_PROBE` names. Skipped in a normal run.
final class TranslationProbe: GtkTestCase, @unchecked Sendable {
    func testWriteEveryTextOfTheGallery() throws {
        guard let output = ProcessInfo.processInfo.environment["MONTAGE_TRANSLATION_PROBE"] else {
            throw XCTSkip("runs as the child process of TranslationTests")
        }
        let texts = onMain { () -> [String] in
            let gallery = openGallery(nil)
            for id in StoryRegistry.ids {
                gallery.select(storyID: id)
                MainLoop.waitUntilSettled(gallery.window)  // deferred parts of a page too
            }
            for action in ["win.shortcuts", "win.about"] { _ = gtk_widget_activate_action_variant(gallery.window, action, nil) }
            MainLoop.wait(until: { Self.otherWindows(than: gallery.window).filter { gtk_widget_get_mapped($0) != 0 }.count >= 2 }, timeout: 5,
                          "the shortcuts window and the About dialog on screen")
            for window in Self.otherWindows(than: gallery.window) { MainLoop.waitForFrames(window) }
            var texts = Set<String>()
            let windows = gtk_window_list_toplevels()
            var node = windows
            while let current = node {
                let window: WidgetPointer = cast(current.pointee.data!)
                Self.collect(window, into: &texts)
                node = current.pointee.next
            }
            g_list_free(windows)
            Self.collect(menu: GalleryMenu.model(), into: &texts)
            // The dialogs first, then the gallery, each proven finalized with all it held.
            for window in Self.otherWindows(than: gallery.window) { adopt(window, label: "the dialog \(window.typeName)").end() }
            end(gallery)
            return texts.sorted()
        }
        let data = try JSONSerialization.data(withJSONObject: texts)
        try data.write(to: URL(fileURLWithPath: output))
    }

    @MainActor
    private static func otherWindows(than main: WidgetPointer) -> [WidgetPointer] {
        var result: [WidgetPointer] = []
        let windows = gtk_window_list_toplevels()
        var node = windows
        while let current = node {
            let window: WidgetPointer = cast(current.pointee.data!)
            if window != main { result.append(window) }
            node = current.pointee.next
        }
        g_list_free(windows)
        return result
    }

    /// The texts of `widget` and its descendants.
    @MainActor
    private static func collect(_ widget: WidgetPointer, into texts: inout Set<String>) {
        func add(_ text: String?) { if let text, !text.isEmpty { texts.insert(text) } }
        if cgtk_type_is_a(widget, gtk_label_get_type()) != 0 { add(String(cString: gtk_label_get_text(cast(widget)))) }
        if cgtk_type_is_a(widget, gtk_window_get_type()) != 0 { add(gtk_window_get_title(cast(widget)).map { String(cString: $0) }) }
        if let tooltip = gtk_widget_get_tooltip_text(widget) { add(String(cString: tooltip)) }
        add(AccessibleProbe.label(widget))
        if cgtk_type_is_a(widget, gtk_drop_down_get_type()) != 0, let model = gtk_drop_down_get_model(cast(widget)),
           cgtk_type_is_a(model.gRaw, gtk_string_list_get_type()) != 0 {
            for index in 0..<g_list_model_get_n_items(model) { add(gtk_string_list_get_string(cast(model), index).map { String(cString: $0) }) }
        }
        for child in widget.children { collect(child, into: &texts) }
    }

    /// The labels of a menu model and of its sections.
    @MainActor
    private static func collect(menu: OpaquePointer, into texts: inout Set<String>) {
        for index in 0..<g_menu_model_get_n_items(cast(menu)) {
            if let label = g_menu_model_get_item_attribute_value(cast(menu), index, "label", nil) {
                texts.insert(String(cString: g_variant_get_string(label, nil)))
                g_variant_unref(label)
            }
            if let section = g_menu_model_get_item_link(cast(menu), index, "section") {
                collect(menu: OpaquePointer(section), into: &texts)
                g_object_unref(section)
            }
        }
    }
}
