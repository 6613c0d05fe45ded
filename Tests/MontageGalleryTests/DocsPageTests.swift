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
            let cell = try XCTUnwrap(Retention.owner(of: preview) as? DocsPreview<ListCell>)
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
                let field = try XCTUnwrap(page.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsPreview<TextField> }, id)
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
            let button = try XCTUnwrap(page.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsPreview<Button> })
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

    /// An embedded component's parameter rows hold their controls too (a text, a case, a
    /// switch, a handler's presence), derived from the initializer's parameters, and set the
    /// preview with its modifiers kept; FormControlGroup's set its group.
    func testParameterRowsSetThePreview() throws {
        try onMain {
            for reference in ComponentReferences.all where !["ListCell", "TextField", "FormControl"].contains(reference.component) {
                let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-" + reference.component.lowercased())), width: 900).page
                for row in reference.parameters {
                    let controllable = ["String", "Bool", "Double", "Double?"].contains(row.type) || !row.values.isEmpty || row.type.hasSuffix("Action?")
                    XCTAssertEqual(page.descendant(DocsPart.row(row.name))?.descendant(PlaygroundPart.control(row.option)) != nil, controllable,
                                   "\(reference.component) \(row.call): a control where its type has one")
                }
            }
            let page = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-button")), width: 900).page
            let button = try XCTUnwrap(page.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsPreview<Button> })
            Gtk.DropDown(try XCTUnwrap(page.descendant(DocsPart.row("size"))?.descendant(PlaygroundPart.control("size")))).selected = 1
            Gtk.Editable(try XCTUnwrap(page.descendant(DocsPart.row("title"))?.descendant(PlaygroundPart.control("title")))).text = "저장"
            XCTAssertEqual(button.shown.title, "저장", "the title row's entry sets the button's title")
            XCTAssertEqual(button.shown.size, Button.Size.allCases[1], "and keeps its size")
            Gtk.DropDown(try XCTUnwrap(page.descendant(DocsPart.row("color"))?.descendant(PlaygroundPart.control("color")))).selected = 2
            XCTAssertEqual(button.shown.color, .negative)
            XCTAssertNil(button.shown.handler)
            Gtk.Switch(try XCTUnwrap(page.descendant(DocsPart.row("handler"))?.descendant(PlaygroundPart.control("handler")))).isActive = true
            XCTAssertNotNil(button.shown.handler, "the handler row adds a handler")
            XCTAssertEqual(button.shown.title, "저장")

            let avatarPage = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-avatar")), width: 900).page
            let avatar = try XCTUnwrap(avatarPage.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsPreview<Avatar> })
            let image = try XCTUnwrap(avatarPage.descendant(DocsPart.row("_"))?.descendant(PlaygroundPart.control("image")))
            XCTAssertEqual(Gtk.Editable(image).text, "avatar-person.png", "a sample image by its name, not this machine's URL")
            Gtk.Editable(image).text = "logo-company.png"
            XCTAssertEqual(avatar.shown.imageURL, ResourcePaths.sampleURL("logo-company.png"))

            let checkPage = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-checkbox")), width: 900).page
            let checkbox = try XCTUnwrap(checkPage.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsPreview<Checkbox> })
            Gtk.Switch(try XCTUnwrap(checkPage.descendant(DocsPart.row("checked"))?.descendant(PlaygroundPart.control("checked")))).isActive = false
            XCTAssertFalse(checkbox.shown.checked, "the checked row's switch unchecks the preview")

            let groupPage = presentStory(try XCTUnwrap(StoryRegistry.story(id: "docs-formcontrolgroup")), width: 900).page
            let group = try XCTUnwrap(groupPage.descendant(DocsPart.preview).flatMap { Retention.owner(of: $0) as? DocsPreview<FormControlGroup> })
            let spacing = try XCTUnwrap(groupPage.descendant(DocsPart.row("spacing"))?.descendant(PlaygroundPart.control("spacing")))
            gtk_spin_button_set_value(cast(spacing), 24)
            XCTAssertEqual(group.shown.spacing, 24, "the spacing row sets the group's spacing")
        }
    }

    /// On a wide page the preview stands beside the rows and stays where it is while they
    /// scroll; on a narrow one it sits above them.
    func testThePreviewStaysBesideTheRowsOnAWidePage() throws {
        try onMain {
            let story = try XCTUnwrap(StoryRegistry.story(id: "docs-listcell"))
            Theme.install(colorScheme: .light)
            GalleryStylesheet.register()
            let page = story.build(.unheard(story.id))
            let window = present(page, width: 1300, height: 700)
            MainLoop.waitUntilSettled(window)
            let preview = try XCTUnwrap(page.descendant(DocsPart.preview))
            let rows = try XCTUnwrap(page.descendant(DocsPart.rows))
            let before = try XCTUnwrap(preview.bounds(in: window))
            XCTAssertGreaterThan(before.x, try XCTUnwrap(rows.bounds(in: window)).x + Double(rows.width) - 1, "the preview is beside the rows")
            let adjustment = try XCTUnwrap(Gtk.ScrolledWindow(rows).vertical)
            XCTAssertGreaterThan(adjustment.upper - adjustment.pageSize, 1000, "the rows scroll")
            adjustment.value = 1000
            MainLoop.waitUntilSettled(window)
            XCTAssertEqual(try XCTUnwrap(preview.bounds(in: window)).y, before.y, "the preview stays while the rows scroll")

            let (narrow, narrowWindow) = presentStory(story, width: 900)
            MainLoop.waitUntilSettled(narrowWindow)
            let top = try XCTUnwrap(narrow.descendant(DocsPart.preview)?.bounds(in: narrow)).y
            XCTAssertLessThan(top, try XCTUnwrap(narrow.descendant(DocsPart.row("label"))?.bounds(in: narrow)).y, "narrow, it sits above the rows")
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
