import GalleryTestSupport
@testable import MontageCatalog
@testable import MontageGallery
@testable import MontageStories
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Each component's Docs page shows its API reference: the initializer, a row per parameter
/// and modifier saying how it is called, what it does, its default and values, and the spec's
/// rules beside the rows they concern; the sidebar lists Docs first in ListCell's and
/// TextField's sections, and its search finds a page by a modifier's name.
final class DocsPageTests: MontageTestCase, @unchecked Sendable {
    /// The texts of the labels under `root`.
    @MainActor
    private func texts(_ root: WidgetPointer) -> [String] {
        root.descendants { $0.isA(Gtk.Label.gType) }.map { String(cString: gtk_label_get_text(cast($0))) }
    }

    func testEveryComponentsPageHasARowPerParameterAndModifier() throws {
        try onMain {
            for reference in ComponentReferences.all {
                let story = try XCTUnwrap(StoryRegistry.story(id: "docs-" + reference.component.lowercased()), reference.component)
                let page = presentStory(story, width: 900).page
                let all = texts(page)
                XCTAssertTrue(all.contains(reference.signature), "\(reference.component): its initializer")
                XCTAssertTrue(all.contains(reference.summary.en), "\(reference.component): its summary (the gallery speaks English here)")
                for row in reference.rows {
                    let widget = try XCTUnwrap(page.descendant(DocsPart.row(row.name)), "\(reference.component): a row for \(row.call)")
                    let shown = texts(widget)
                    XCTAssertTrue(shown.contains(row.text.en), "\(reference.component) \(row.call): what it does")
                    XCTAssertTrue(shown.contains { $0.contains(row.type) }, "\(reference.component) \(row.call): its type")
                    if let value = row.defaultValue { XCTAssertTrue(shown.contains { $0.contains("Default: \(value)") }, "\(reference.component) \(row.call): its default") }
                    for rule in row.rules { XCTAssertTrue(shown.contains("Rule: " + rule.en), "\(reference.component) \(row.call): its rule beside it") }
                }
                XCTAssertEqual(page.descendants { $0.hasClass("docs-row") }.count, reference.rows.count, "\(reference.component): no other row")
            }
        }
    }

    /// ListCell's page: each row's control sets the one live preview (the playground's control
    /// of that option), and the preview's callbacks report to the Events panel.
    func testListCellsRowsSetTheLivePreview() throws {
        try onMain {
            let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-listcell")), width: 900).page
            let preview = try XCTUnwrap(page.descendant(DocsPart.preview))
            let cell = try XCTUnwrap(Retention.owner(of: preview) as? DocsListCellPreview)
            let chevronRow = try XCTUnwrap(page.descendant(DocsPart.row("chevron")))
            let chevron = try XCTUnwrap(chevronRow.descendant(PlaygroundPart.control("chevron")), "the chevron row holds its switch")
            XCTAssertFalse(cell.shown.chevron)
            Gtk.Switch(chevron).isActive = true
            XCTAssertTrue(cell.shown.chevron, "the switch in the chevron row sets the preview's chevron")
            XCTAssertNotNil(preview.descendant(ListCellPart.chevron), "and the preview shows it")
            let labelRow = try XCTUnwrap(page.descendant(DocsPart.row("label")))
            let entry = try XCTUnwrap(labelRow.descendant(PlaygroundPart.control("label")))
            Gtk.Editable(entry).text = "새 라벨"
            XCTAssertEqual(cell.shown.label, "새 라벨", "the label parameter's entry sets the preview's label")
            let variant = try XCTUnwrap(page.descendant(DocsPart.row("variant"))?.descendant(PlaygroundPart.control("variant")))
            Gtk.DropDown(variant).selected = 1
            XCTAssertEqual(cell.shown.variant, .full)
            XCTAssertNil(page.descendant(DocsPart.row("leadingResources"))?.descendant(PlaygroundPart.control("chevron")), "one control per row")
        }
    }

    /// TextField's and FormControl's pages: their rows' controls set one live field.
    func testTextFieldsAndFormControlsRowsSetTheLivePreview() throws {
        try onMain {
            for id in ["docs-textfield", "docs-formcontrol"] {
                let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: id)), width: 900).page
                let field = try XCTUnwrap(page.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsTextFieldPreview }, id)
                let status = try XCTUnwrap(page.descendant(DocsPart.row("status"))?.descendant(PlaygroundPart.control("status")), id)
                Gtk.DropDown(status).selected = 2
                XCTAssertEqual(field.shown.status, .negative, "\(id): the status row's choice sets the field's status")
                let message = try XCTUnwrap(page.descendant(DocsPart.row("message"))?.descendant(PlaygroundPart.control("message")), id)
                Gtk.Editable(message).text = "이미 사용 중입니다"
                XCTAssertEqual(field.shown.message, "이미 사용 중입니다", id)
            }
        }
    }

    /// An embedded component's page: its modifier rows' controls set its live preview.
    func testAnEmbeddedComponentsRowsSetItsPreview() throws {
        try onMain {
            let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-button")), width: 900).page
            let button = try XCTUnwrap(page.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsSmallPreview<Button> })
            let size = try XCTUnwrap(page.descendant(DocsPart.row("size"))?.descendant(PlaygroundPart.control("size")))
            Gtk.DropDown(size).selected = 0
            XCTAssertEqual(button.shown.size, Button.Size.allCases[0], "the size row's choice sets the preview's size")
            let variant = try XCTUnwrap(page.descendant(DocsPart.row("variant"))?.descendant(PlaygroundPart.control("variant")))
            Gtk.DropDown(variant).selected = 1
            XCTAssertEqual(button.shown.variant, .outlined)
            for id in ["docs-checkbox", "docs-radio", "docs-switch", "docs-thumbnail", "docs-avatar", "docs-contentbadge", "docs-iconbutton", "docs-textbutton"] {
                let other = presentStory(try XCTUnwrap(StoryRegistry.story(id: id)), width: 900).page
                XCTAssertNotNil(other.descendant(DocsPart.preview), "\(id): a preview")
            }
        }
    }

    func testTheSidebarListsDocsFirstAndItsSearchFindsModifiers() throws {
        try onMain {
            let ids = StoryRegistry.ids
            for (section, id) in [(ListCellExamples.section, "docs-listcell"), (TextFieldExamples.section, "docs-textfield")] {
                XCTAssertEqual(StoryRegistry.builtIn.first { $0.section == section }?.id, id, "Docs first under \(section)")
            }
            XCTAssertTrue(ids.contains("docs-switch"))
            let cell = try XCTUnwrap(StoryRegistry.story(id: "docs-listcell"))
            XCTAssertTrue(StorySearch.matches(cell, "trailingresources"), "a modifier's name finds its page")
            XCTAssertTrue(StorySearch.matches(cell, "chevron"))
            XCTAssertFalse(StorySearch.matches(try XCTUnwrap(StoryRegistry.story(id: "docs-button")), "chevron"), "not another component's")
            let gallery = openGallery("docs-listcell")
            defer { end(gallery) }
            XCTAssertEqual(gallery.currentStory, "docs-listcell")
        }
    }
}
