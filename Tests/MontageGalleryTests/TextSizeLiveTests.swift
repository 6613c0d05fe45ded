import GalleryTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The text size changed live from the main menu, as the walk did it: FormControlGroup's label
/// column follows 150% → 100% at once (it kept its 150% width and 이메일 ellipsized until the
/// story was opened again), and the text typed into a field scales with the labels.
final class TextSizeLiveTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func setTextSize(_ gallery: GalleryWindow, _ percent: Int) {
        XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.text-scale", g_variant_new_string(String(percent))) != 0)
        MainLoop.waitUntilSettled(gallery.window)  // the labels measured and laid out at the new size
    }

    func testFormControlGroupFollowsTheTextSizeBothWays() throws {
        try onMain {
            let gallery = openGallery("formcontrol-group")
            defer {
                setTextSize(gallery, 100)
                end(gallery)
            }
            let page = try XCTUnwrap(gallery.window.descendant(WindowPart.page("formcontrol-group")))
            let labels = page.descendants { $0.isNamed(FormControlPart.label) && gtk_widget_is_visible($0) != 0 }
            XCTAssertGreaterThan(labels.count, 1)
            let entries = page.descendants { $0.isNamed(TextFieldPart.entry) }
            let fields = page.descendants { $0.isNamed(TextFieldPart.field) }
            func fieldStarts() -> [Float] {
                fields.map { field in
                    var bounds = graphene_rect_t()
                    _ = gtk_widget_compute_bounds(field, page, &bounds)
                    return bounds.origin.x
                }
            }
            let start = fieldStarts()
            let inputSize = StyleReadback.font(of: try XCTUnwrap(entries.first)).size
            setTextSize(gallery, 150)
            XCTAssertEqual(StyleReadback.font(of: try XCTUnwrap(entries.first)).size, inputSize * 1.5, accuracy: 0.01, "typed text at 150%")
            // 이메일 sets its own labelWidth(56), which 150% text overflows: it alone ellipsizes.
            for label in labels {
                let text = String(cString: gtk_label_get_text(cast(label)))
                XCTAssertEqual(pango_layout_is_ellipsized(gtk_label_get_layout(cast(label))) != 0, text == "이메일", "at 150% \(text)")
            }
            setTextSize(gallery, 100)
            XCTAssertEqual(fieldStarts(), start, "back at 100% the fields start where they did")
            for label in labels {
                XCTAssertFalse(pango_layout_is_ellipsized(gtk_label_get_layout(cast(label))) != 0,
                               "at 100% \(String(cString: gtk_label_get_text(cast(label)))) is whole")
            }
        }
    }
}
