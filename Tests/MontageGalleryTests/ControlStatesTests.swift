import GalleryTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The controls state matrix names every control for a screen reader: a toggle, which shows no
/// words, by its row and column; a button by its own title.
final class ControlStatesTests: MontageTestCase, @unchecked Sendable {
    func testEveryControlHasAName() throws {
        try onMain {
            let story = try XCTUnwrap(StoryRegistry.story(id: "controls-states"))
            let page = presentStory(story, width: 800).page
            var names: Set<String> = []
            for row in ["checkbox-off", "checkbox-on", "radio-off", "radio-on", "switch-off", "switch-on"] {
                for state in ["normal", "hover", "pressed", "focused", "disabled"] {
                    let control = try XCTUnwrap(page.descendant(StatesPart.control(row, state: state)), "\(row)-\(state)")
                    let name = try XCTUnwrap(AccessibleProbe.label(control), "\(row)-\(state) is named")
                    XCTAssertTrue(name.contains(state), "\(row)-\(state): \(name)")
                    names.insert(name)
                }
            }
            XCTAssertEqual(names.count, 30, "no two toggles share a name")
            XCTAssertEqual(AccessibleProbe.label(try XCTUnwrap(page.descendant(StatesPart.control("button-primary", state: "normal")))), "확인")
            XCTAssertEqual(AccessibleProbe.label(try XCTUnwrap(page.descendant(StatesPart.control("textbutton", state: "hover")))), "더보기")
        }
    }
}
