import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// §4.9 geometry and look of the autocompletion popup, measured while it is open on a focused
/// field: as wide as the field box, 8 under it at the same left edge, min(natural, maxHeight)
/// tall with scrolling beyond, sections (empty ones skipped, titles when given), header and
/// footer, and its frame colors.
final class AutocompleteGeometryTests: MontageTestCase, @unchecked Sendable {
    /// A focused field (`size`, optional trailing button) showing `source`'s popup.
    @MainActor
    private func open(_ source: TextField.AutoCompletionDataSource, size: TextField.Size = .large, button: Bool = false,
                      width: Int32 = 400) -> FieldLayoutHarness {
        let harness = FieldLayoutHarness({ field in
            let sized = field.size(size)
            return button ? sized.trailingButton(.init(title: "Search", handler: nil)) : sized
        }, in: self, width: width)
        harness.openPopup(source)
        XCTAssertNoThrow(try WidgetCapture.waitForPaint(harness.popup().frame!))
        return harness
    }

    func testThePopupIsAsWideAsTheFieldBox() {
        onMain {
            let suggestions = SuggestionSource()
            for (size, button, width) in [(TextField.Size.large, false, Int32(400)), (.medium, true, 400), (.large, true, 520)] {
                let harness = open(suggestions.make([3]), size: size, button: button, width: width)
                let probe = harness.popup()
                let field = harness.bounds(harness.field())
                XCTAssertEqual(probe.size(probe.frame!).width, field.width,
                               "\(size), trailing button \(button): the popup's width is the field box's (\(field.width))")
                for item in probe.popup.items {
                    XCTAssertEqual(probe.size(item).width, probe.size(probe.frame!).width - 40, "items fill the content width (20 padding each side)")
                }
            }
        }
    }

    func testThePopupSitsEightBelowTheFieldAtItsLeftEdge() throws {
        try onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions.make([2]), button: true)
            let probe = harness.popup()
            let frame = try XCTUnwrap(probe.surfaceBounds(probe.frame!))
            let field = harness.bounds(harness.field())
            XCTAssertEqual(frame.y - field.maxY, 8, "top edge 8 below the field's bottom edge")
            XCTAssertEqual(frame.x, field.x, "the same left edge")
        }
    }

    func testTheHeightIsTheNaturalContentUpToMaxHeight() throws {
        try onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions.make([3]))
            var probe = harness.popup()
            let items = probe.popup.items.map { probe.size($0).height }
            XCTAssertEqual(items.count, 3)
            let natural = 8 + items.reduce(0, +) + 4 * 2 + 8
            XCTAssertEqual(probe.naturalListHeight, natural, "padding 8 top and bottom, items 4 apart")
            XCTAssertEqual(probe.size(probe.frame!).height, natural, "below maxHeight: the natural height")
            let adjustment = gtk_scrolled_window_get_vadjustment(cast(probe.scroller!))!
            XCTAssertLessThanOrEqual(gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment), "nothing to scroll")

            harness.assign(suggestions.make([12], maxHeight: 100))
            XCTAssertTrue(harness.popup().wait(open: true))
            try WidgetCapture.waitForPaint(harness.popup().frame!)
            probe = harness.popup()
            XCTAssertGreaterThan(probe.naturalListHeight, 100)
            XCTAssertEqual(probe.size(probe.frame!).height, 100, "maxHeight caps the popup")
            let scrolling = gtk_scrolled_window_get_vadjustment(cast(probe.scroller!))!
            XCTAssertEqual(gtk_adjustment_get_page_size(scrolling), 100)
            XCTAssertGreaterThan(gtk_adjustment_get_upper(scrolling), 100, "the rest scrolls")
            XCTAssertEqual(gtk_adjustment_get_upper(scrolling), probe.naturalListHeight, accuracy: 1)
        }
    }

    func testSectionsTitlesHeaderAndFooter() {
        onMain {
            let suggestions = SuggestionSource()
            let harness = open(suggestions.make([2, 0, 3], titles: true, header: true, footer: true))
            let probe = harness.popup()
            let names = probe.popup.items.map(\.name)
            XCTAssertEqual(names, [(0, 0), (0, 1), (2, 0), (2, 1), (2, 2)].map { TextFieldPart.autocompleteItem(section: $0, item: $1).partName },
                           "the empty section is skipped")
            let titles = probe.titles.filter { gtk_widget_get_visible($0) != 0 && gtk_widget_has_css_class($0, "sticky") == 0 }
            XCTAssertEqual(titles.map { String(cString: gtk_label_get_text(cast($0))) }, ["Section 0", "Section 2"], "no title for the empty section")
            let list = probe.list!
            let order = list.children.filter { gtk_widget_get_visible($0) != 0 }
            XCTAssertEqual(order.first?.name, SuggestionPart.header.rawValue, "the header comes first")
            XCTAssertEqual(order.last?.name, SuggestionPart.footer.rawValue, "the footer comes last")
            XCTAssertTrue(isShown(order.first))
            XCTAssertTrue(isShown(order.last))
            // Title -> first item 4, items 4 apart, title 24 tall.
            @MainActor func box(_ widget: WidgetPointer) -> Box {
                var rect = graphene_rect_t()
                _ = gtk_widget_compute_bounds(widget, list, &rect)
                return Box(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
            }
            XCTAssertEqual(box(titles[0]).height, 24, "caption1 (16) + 4 + 4")
            XCTAssertEqual(box(probe.popup.items[0]).y - box(titles[0]).maxY, 4)
            XCTAssertEqual(box(probe.popup.items[1]).y - box(probe.popup.items[0]).maxY, 4)
            XCTAssertEqual(box(titles[1]).y - box(probe.popup.items[1]).maxY, 4, "sections 4 apart")
            XCTAssertEqual(box(order[0]).y - box(list).y, 8, "content padding 8 on top")
            XCTAssertEqual(box(titles[0]).x - box(list).x, 20, "content padding 20 at the left")
            XCTAssertEqual(box(list).maxY - box(order.last!).maxY, 8, "and 8 at the bottom")
            XCTAssertEqual(box(titles[0]).width, box(list).width - 40, "the title spans the content width")

            harness.assign(suggestions.make([2, 1]))
            XCTAssertTrue(harness.popup().wait(open: true))
            XCTAssertTrue(harness.popup().titles.filter { gtk_widget_has_css_class($0, "sticky") == 0 }.isEmpty, "no title function: no titles")
            XCTAssertNil(harness.popup().popover!.descendant(SuggestionPart.header), "no header")
            XCTAssertEqual(harness.popup().popup.items.count, 3)
        }
    }

    func testFrameColorsAndCorners() throws {
        try inEachScheme { scheme in
            let suggestions = SuggestionSource()
            let harness = open(suggestions.make([2], header: true))
            let frame = harness.popup().frame!
            let texture = try WidgetCapture.texture(of: frame)
            let background = Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
            let mid = texture.height / 2
            ColorProbe.assertPixel(texture.pixel(x: 8, y: mid), is: background, "\(scheme) background")
            ColorProbe.assertPixel(texture.pixel(x: 0, y: mid), is: ColorProbe.blend(Color.Semantic.lineNeutralTertiary.resolved(in: scheme), over: background),
                                       "\(scheme) 1pt border lineNeutralTertiary")
            XCTAssertEqual(texture.pixel(x: 0, y: 0).alpha, 0, "\(scheme) rounded corner")
            let radius = PixelProbe.cornerRadius(of: texture, span: 16, interior: (8, mid))
            XCTAssertEqual(radius, 12, accuracy: 1, "\(scheme) corner radius 12")
        }
    }
}
