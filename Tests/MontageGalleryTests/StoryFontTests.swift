import GtkTestSupport
import MontageTestSupport
@testable import MontageGallery
import MontageGtk
import XCTest

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
                let labels = page.descendants { $0.typeName == "GtkLabel" && gtk_widget_get_mapped($0) != 0 }
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
}
