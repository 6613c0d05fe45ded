import GtkKit
@testable import MontageGtk
import GtkTestSupport
import XCTest

/// A wrapping label breaks Korean between words ("몽타주 / 디자인", never "몽타 / 주"), and inside a
/// word only when the word alone is wider than the line; the marks follow text changes and
/// survive attributes set later (a highlight).
final class HangulWordBreaksTests: GtkTestCase, @unchecked Sendable {
    private static let sentence = "몽타주 디자인 시스템의 타이포그래피 토큰입니다"

    /// The texts of the label's laid-out lines at `width`.
    @MainActor
    private func lines(_ label: WidgetPointer, width: Int32) -> [String] {
        present(label, width: width)
        MainLoop.run(until: { gtk_widget_get_width(label) == width }, timeout: 3)
        XCTAssertEqual(gtk_widget_get_width(label), width)
        let text = Array(String(cString: gtk_label_get_text(cast(label))).utf8)
        let layout = gtk_label_get_layout(cast(label))
        var result: [String] = []
        for index in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            result.append(String(decoding: text[start..<(start + length)], as: UTF8.self).trimmingCharacters(in: .whitespaces))
        }
        return result
    }

    func testKoreanBreaksBetweenWords() {
        onMain {
            let label = Build.paragraph(Self.sentence)
            let words = Set(Self.sentence.split(separator: " ").map(String.init))
            let shown = lines(label, width: 120)
            XCTAssertGreaterThan(shown.count, 2, "it wraps: \(shown)")
            for line in shown {
                for word in line.split(separator: " ") {
                    XCTAssertTrue(words.contains(String(word)), "\"\(word)\" is a whole word: \(shown)")
                }
            }
        }
    }

    func testAWordWiderThanTheLineStillBreaks() {
        onMain {
            let long = "가나다라마바사아자차카타파하가나다라마바사"
            let label = Build.paragraph(long + " 끝")
            let shown = lines(label, width: 120)
            XCTAssertGreaterThan(shown.count, 2, "the long word breaks between syllables: \(shown)")
            XCTAssertEqual(shown.joined().replacingOccurrences(of: " ", with: ""), long + "끝", "every syllable shown once")
            var width: Int32 = 0
            pango_layout_get_pixel_size(gtk_label_get_layout(cast(label)), &width, nil)
            XCTAssertLessThanOrEqual(width, 120, "no line overflows")
        }
    }

    func testMarksFollowTheTextAndSurviveOtherAttributes() {
        onMain {
            let label = Build.paragraph("Latin words only")
            XCTAssertNil(gtk_label_get_attributes(cast(label)), "no marks without Hangul")
            gtk_label_set_text(cast(label), Self.sentence)
            // A highlight replaces the attributes with its own.
            let highlight = pango_attr_list_new()!
            let weight = pango_attr_weight_new(PANGO_WEIGHT_BOLD)!
            weight.pointee.start_index = 0
            weight.pointee.end_index = 9
            pango_attr_list_insert(highlight, weight)
            gtk_label_set_attributes(cast(label), highlight)
            pango_attr_list_unref(highlight)
            let attributes = gtk_label_get_attributes(cast(label))
            var types: [PangoAttrType] = []
            if let list = pango_attr_list_get_attributes(attributes) {
                var node: UnsafeMutablePointer<GSList>? = list
                while let item = node {
                    let attribute = item.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
                    types.append(attribute.pointee.klass.pointee.type)
                    pango_attribute_destroy(attribute)
                    node = item.pointee.next
                }
                g_slist_free(list)
            }
            XCTAssertEqual(types.filter { $0 == PANGO_ATTR_WEIGHT }.count, 1, "the highlight stays")
            XCTAssertEqual(types.filter { $0 == PANGO_ATTR_WORD }.count, 5, "and every word is marked")
            let words = Set(Self.sentence.split(separator: " ").map(String.init))
            for line in lines(label, width: 120) {
                for word in line.split(separator: " ") { XCTAssertTrue(words.contains(String(word)), "\"\(word)\"") }
            }
        }
    }
}
