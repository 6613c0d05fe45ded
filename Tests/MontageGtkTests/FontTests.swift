import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// Pretendard is registered and, in a headless run, it and the gallery's code face (D2Coding, in
/// the same folder) are the only fonts there are.
final class FontTests: MontageTestCase, @unchecked Sendable {
    /// `make test` gives fontconfig the project's own file: no font a machine happens to have
    /// can take part in a test or a capture.
    func testHeadlessRunsSeeOnlyTheProjectsFonts() {
        onMain {
            XCTAssertTrue(Fonts.register())
            XCTAssertTrue(Fonts.isAvailable)
            XCTAssertEqual(Fonts.availableFamilies, ["D2Coding", "D2Coding ligature", "Pretendard"])
            XCTAssertTrue(Fonts.useOnlyProjectFonts(), "FONTCONFIG_FILE is the project's fonts.conf")
        }
    }

    /// The four faces Montage uses are each there, with their own weight.
    func testEachWeightHasItsOwnFace() {
        onMain {
            let weights = [400, 500, 600, 700]
            let labels = weights.map { weight in
                Build.label("가 Ag", classes: ["typo-body2"]).styled("label { font-weight: \(weight); }")
            }
            present(Build.vbox(labels))
            XCTAssertEqual(labels.map { Set(resolvedFaces(of: $0)) }, weights.map { [ResolvedFace(family: "Pretendard", weight: $0)] })
        }
    }

    /// A glyph no font has is detected (the check the story test relies on), and Pretendard
    /// covers Hangul syllables, Latin with diacritics and the symbols the gallery uses.
    func testMissingGlyphsAreDetected() {
        onMain {
            let covered = Build.label("몽타주 가나다 똠방각하 Ågé · – — … ← → ✓ × ₩ ※", classes: ["typo-body2"])
            let emoji = Build.label("이모지 😀", classes: ["typo-body2"])
            present(Build.vbox([covered, emoji]))
            XCTAssertEqual(missingGlyphCount(of: covered), 0)
            XCTAssertEqual(missingGlyphCount(of: emoji), 1, "no color emoji font in a headless run")
        }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Adds a stylesheet of its own to this widget (test styling).
    @MainActor
    fileprivate func styled(_ css: String) -> Self {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider(gtk_widget_get_style_context(self), cast(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 10)
        g_object_unref(provider.gRaw)
        return self
    }
}
