import MontageTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Every text the gallery shows is set in Pretendard: for each label of each story, the face
/// Pango shaped every run with (fallbacks included) is a Pretendard face, and no glyph is missing.
final class StoryFontTests: MontageTestCase, @unchecked Sendable {
    func testEveryLabelOfEveryStoryResolvesToPretendard() {
        onMain {
            GalleryStylesheet.register()
            for story in StoryRegistry.all {
                let page = story.build()
                present(Build.vbox(classes: ["montage-surface"], [page]), width: story.preferredSize.width)
                MainLoop.run(until: { ImageLoader.pending == 0 }, timeout: 10)
                let labels = page.descendants { $0.isA(Gtk.Label.gType) && gtk_widget_get_mapped($0) != 0 }
                XCTAssertGreaterThan(labels.count, 0, story.id)
                for label in labels {
                    let text = String(cString: gtk_label_get_text(cast(label)))
                    for face in resolvedFaces(of: label) where face.family != "Pretendard" {
                        XCTFail("\(story.id): '\(text)' has a run in \(face)")
                    }
                    XCTAssertEqual(missingGlyphCount(of: label), 0, "\(story.id): '\(text)' has glyphs Pretendard lacks")
                }
            }
        }
    }

    /// The event logs set their figures in Pretendard's tabular digits (not a monospace family):
    /// every digit is as wide as every other.
    func testEventLogsUseTabularFigures() {
        onMain {
            GalleryStylesheet.register()
            let page = ListCellPlayground.story.build()
            present(page, width: 1000)
            let log = try! XCTUnwrap(page.descendant(named: "event-log")?.children.first, "the placeholder line")
            let plain = Build.label("", classes: ["typo-caption1", "weight-regular"])
            present(plain)
            @MainActor func width(_ label: WidgetPointer, _ text: String) -> Int32 {
                gtk_label_set_text(cast(label), text)
                var natural: Int32 = 0
                gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
                return natural
            }
            XCTAssertEqual(width(log, "11:11:11"), width(log, "00:00:00"), "tabular: 1 is as wide as 0")
            XCTAssertEqual(width(log, "1111111111"), width(log, "8888888888"))
            XCTAssertLessThan(width(plain, "1111111111"), width(plain, "8888888888"), "proportional figures elsewhere")
            XCTAssertEqual(Set(resolvedFaces(of: log)), [ResolvedFace(family: "Pretendard", weight: 400)])
        }
    }
}
