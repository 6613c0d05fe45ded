import GalleryTestSupport
@testable import MontageCatalog
@testable import MontageStories
@_spi(Testing) @_spi(Capture) import MontageGtk

/// A Docs page's doc examples are live and editable both ways: each renders what its Swift
/// makes; typing re-renders it once typing pauses (an error keeps the last rendering and says
/// why); a value changed in the rendering is written back into the code's `@State` line.
final class DocsExampleTests: MontageTestCase, @unchecked Sendable {
    @MainActor
    private func example(_ page: WidgetPointer, _ index: Int) throws -> DocsExample {
        let canvas = try XCTUnwrap(page.descendant(DocsPart.example(index)), "example \(index)")
        return try XCTUnwrap(canvas.parent.flatMap { Retention.owner(of: $0) as? DocsExample })
    }

    @MainActor
    private func cells(_ example: DocsExample) -> [ListCell] {
        example.shown.flatMap { part -> [ListCell] in if case .cells(let list) = part { list.rows.map(\.cell) } else { [] } }
    }

    @MainActor
    private func type(_ text: String, into example: DocsExample) {
        Gtk.TextView(example.code.editor).buffer.text = text
        example.code.flush()
    }

    /// Every page's examples render and read clean, and they, the preview and the page are freed
    /// with its window.
    func testEveryPageShowsItsExamplesLive() throws {
        try onMain {
            Theme.install(colorScheme: .light)
            GalleryStylesheet.register()
            for reference in ComponentReferences.all {
                let story = try XCTUnwrap(StoryRegistry.story(id: "docs-" + reference.component.lowercased()))
                let page = story.build(.unheard(story.id))
                let examples = try DocExamples.of(reference.component).indices.map { try example(page, $0) }
                let preview = try XCTUnwrap(page.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) }, reference.component)
                present(page, width: 900, views: examples + [preview])
                for (index, docExample) in DocExamples.of(reference.component).enumerated() {
                    let shown = try example(page, index)
                    XCTAssertFalse(shown.shown.isEmpty, "\(reference.component) example \(index) renders")
                    XCTAssertTrue(shown.code.code.hasSuffix(docExample.code), "\(reference.component) example \(index): its code as the docs write it")
                    XCTAssertFalse(shown.code.showsProblems, "\(reference.component) example \(index) reads clean")
                }
            }
        }
    }

    func testTypingReRendersAndAnErrorKeepsTheLastRendering() throws {
        try onMain {
            let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-listcell")), width: 900).page
            let basic = try example(page, 0)
            XCTAssertEqual(cells(basic).map(\.label), ["기본 셀", "설명이 있는 셀", "커스텀 셀"])
            let list = basic.shown.first
            type("ListCell(label: \"바뀐 셀\")\n    .chevron()", into: basic)
            XCTAssertEqual(cells(basic).map(\.label), ["바뀐 셀"], "the code typed is what renders")
            XCTAssertTrue(cells(basic)[0].chevron)
            if case .cells(let before)? = list, case .cells(let after)? = basic.shown.first { XCTAssertTrue(before === after, "updated in place") }
            type("ListCell(label: \"바뀐 셀\")\n    .chevronn()", into: basic)
            XCTAssertTrue(basic.code.showsProblems, "an error is shown under the code")
            XCTAssertEqual(cells(basic).map(\.label), ["바뀐 셀"], "and the last good rendering stays")
        }
    }

    func testAValueChangedInTheRenderingIsWrittenIntoTheCode() throws {
        try onMain {
            let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-listcell")), width: 900).page
            let index = try XCTUnwrap(DocExamples.of("ListCell").firstIndex { $0.title.en == "A switch in the trailing slot" })
            let shown = try example(page, index)
            XCTAssertTrue(shown.code.code.hasPrefix("@State private var isOn = false\n"), shown.code.code)
            guard case .switch(false, let select?)? = cells(shown).first?.trailingResources.first else { return XCTFail("a switch, off") }
            select(true)
            MainLoop.run(until: { shown.code.code.hasPrefix("@State private var isOn = true\n") }, timeout: 2)
            XCTAssertTrue(shown.code.code.hasPrefix("@State private var isOn = true\n"), "the switch's new value is written into its @State line")
            guard case .switch(true, _)? = cells(shown).first?.trailingResources.first else { return XCTFail("and the switch shows it") }
        }
    }
}
