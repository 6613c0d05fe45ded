import GalleryTestSupport
@testable import MontageGallery
@testable import montage_gallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The gallery's accessibility panel and vision simulator driven with real keys through the X
/// server: the findings it lists are the audit's of the page shown, under their rules; choosing
/// one outlines that widget in the pixels rendered; each simulated vision is the page's own
/// pixels through its matrix.
final class AccessibilityPanelTests: MontageTestCase, @unchecked Sendable {
    /// The gallery on `story`, focused through the X server.
    @MainActor
    private func open(_ story: String, theme: GalleryOptions.ThemeChoice = .light) -> GalleryWindow {
        let gallery = openGallery(story, theme: theme)
        XCTAssertTrue(XDoTool.focus(gallery.window, title: String(cString: gtk_window_get_title(cast(gallery.window)))))
        return gallery
    }

    /// Presses Ctrl+Shift+A and waits for the audit to list its findings.
    @MainActor
    private func openPanel(_ gallery: GalleryWindow) {
        XDoTool.key("ctrl+shift+a")
        let listed = MainLoop.run(until: { gallery.panels.accessibility.isShown && !gallery.panels.accessibility.isPending && !gallery.panels.accessibility.findings.isEmpty },
                                  timeout: 20)
        let summary = gallery.window.descendant(AccessibilityPart.summary).map { Gtk.Label($0).text } ?? "no panel"
        XCTAssertTrue(listed, "Ctrl+Shift+A opens the panel and it lists the page's findings (it says “\(summary)”)")
    }

    /// The story's surface on the page shown.
    @MainActor
    private func surface(_ gallery: GalleryWindow) -> WidgetPointer {
        guard case .success(let shown) = gallery.panels.accessibility.page!() else { fatalError("no page") }
        return shown.surface
    }

    /// Ctrl+Shift+A (and the toggle) show the panel; it lists what the audit finds on the page
    /// as shown, violations first, under a heading per rule, each accepted one with the reason
    /// the project's file gives; the keyboard lands on the first finding; the shortcuts window
    /// and the main menu list it; closed, nothing stays outlined.
    func testCtrlShiftAListsThePagesFindingsByRule() {
        onMain {
            let gallery = open("behavior-table")
            defer { end(gallery) }
            let toggle = gallery.window.descendant(WindowPart.accessibilityToggle)!
            XCTAssertTrue(String(cString: gtk_widget_get_tooltip_text(toggle)).contains("Ctrl+Shift+A"))
            XCTAssertEqual(AccessibleProbe.label(toggle), "Accessibility")
            openPanel(gallery)
            XCTAssertTrue(gtk_toggle_button_get_active(cast(toggle)) != 0, "the toggle shows it")
            let findings = gallery.panels.accessibility.findings
            let rows = gallery.panels.accessibility.findingRows
            XCTAssertEqual(gtk_window_get_focus(cast(gallery.window)), rows.first, "the keyboard is on the first finding")
            keepShot(gallery.window, "accessibility-panel-table")
            // The same audit of the same page, run again, finds the same.
            let again = AuditAcceptance.shipped.mark(StoryAudit.audit(window: gallery.window, page: surface(gallery), story: "behavior-table",
                                                                      scheme: .light))
            XCTAssertEqual(Set(findings.map(\.line)), Set(again.map(\.line)))
            XCTAssertEqual(findings.map { $0.accepted == nil }, findings.map { $0.accepted == nil }.sorted { $0 && !$1 }, "violations come first")
            XCTAssertTrue(findings.contains { $0.rule == .textRoleHasText && $0.accepted != nil },
                          "the table's accepted finding is listed with its reason: \(findings.map(\.line))")
            XCTAssertEqual(rows.count, findings.count)
            for (row, finding) in zip(rows, findings) {
                let label = AccessibleProbe.label(row) ?? ""
                XCTAssertTrue(label.hasPrefix(finding.rule.rawValue + ", "), label)
                XCTAssertTrue(label.contains(finding.message), label)
                if let reason = finding.accepted { XCTAssertTrue(label.hasSuffix("Accepted: " + reason), label) }
            }
            // A heading opens each rule's run of rows, naming the rule.
            var previous: String?
            for (row, finding) in zip(rows, findings) {
                let section = (finding.accepted == nil ? "" : "accepted:") + finding.rule.rawValue
                let header = gtk_list_box_row_get_header(cast(row))
                if section != previous {
                    let heading = try? XCTUnwrap(header, "a heading before the first \(section)")
                    XCTAssertTrue((heading.flatMap { AccessibleProbe.label($0) } ?? "").contains(finding.rule.rawValue))
                    XCTAssertEqual(heading.map { AccessibleReading.role($0) }, GTK_ACCESSIBLE_ROLE_HEADING)
                } else {
                    XCTAssertNil(header)
                }
                previous = section
            }
            XCTAssertEqual(ShortcutsWindow.groups.flatMap(\.shortcuts).first { $0.1 == "<Control><Shift>a" }?.0,
                           "Audit the page's accessibility, simulate color vision")
            XDoTool.key("ctrl+shift+a")
            XCTAssertTrue(MainLoop.run(until: { !gallery.panels.accessibility.isShown }, timeout: 2), "and closes it")
            XCTAssertNil(gallery.panels.accessibility.outline.outlined)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.accessibility", nil) != 0)
            XCTAssertTrue(gallery.panels.accessibility.isShown, "the menu's action opens it")
            // Compare shows variants, not the page: the panel says so and lists nothing.
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.compare", nil) != 0)
            MainLoop.wait(until: { !gallery.panels.accessibility.isPending }, timeout: 10, "the panel answers")
            let summary = Gtk.Label(gallery.window.descendant(AccessibilityPart.summary)!).text
            XCTAssertEqual(summary, "Compare shows the story in variants: leave Compare to audit its page.")
            XCTAssertTrue(gallery.panels.accessibility.findings.isEmpty)
            XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.compare", nil) != 0)
            MainLoop.wait(until: { !gallery.panels.accessibility.isPending && !gallery.panels.accessibility.findings.isEmpty }, timeout: 20,
                          "leaving Compare audits the page again")
        }
    }

    /// Down moves to the next finding and selects it: its widget is outlined on the page (dark:
    /// the outline is the same red in both schemes) around its border box, and brought into
    /// view; another story audits again.
    func testChoosingAFindingWithTheArrowsOutlinesItsWidget() {
        onMain {
            let gallery = open("behavior-table", theme: .dark)
            defer { end(gallery) }
            openPanel(gallery)
            let findings = gallery.panels.accessibility.findings
            guard findings.count > 1 else { return XCTFail("two findings at least: \(findings.map(\.line))") }
            XDoTool.key("Down")
            MainLoop.wait(until: { gallery.panels.accessibility.outline.outlined != nil && gallery.panels.accessibility.outline.frame != nil }, timeout: 3,
                          "Down selects the second finding and outlines it")
            let rows = gallery.panels.accessibility.findingRows
            let selected = Gtk.ListBox(gallery.window.descendant(AccessibilityPart.findings)!).selectedRow
            XCTAssertEqual(selected.map { UnsafeMutableRawPointer($0) }, UnsafeMutableRawPointer(rows[1]))
            let target = AccessibleTree.widget(at: findings[1].locator, page: surface(gallery))
            XCTAssertNotNil(target)
            XCTAssertEqual(gallery.panels.accessibility.outline.outlined, target)
            // Drawn where GTK places the widget, in the outline's color.
            let outline = gallery.panels.accessibility.outline.widget
            var rect = graphene_rect_t()
            XCTAssertTrue(gtk_widget_compute_bounds(target!, outline, &rect) != 0)
            let frame = gallery.panels.accessibility.outline.frame!
            XCTAssertEqual(frame.x, Double(rect.origin.x), accuracy: 0.5)
            XCTAssertEqual(frame.y, Double(rect.origin.y), accuracy: 0.5)
            XCTAssertEqual(frame.width, Double(rect.size.width), accuracy: 0.5)
            let texture = try! WidgetCapture.texture(of: gallery.panels.inspector.widget)
            let edge = texture.pixel(x: Int(frame.x.rounded(.down)) - 2, y: Int((frame.y + frame.height / 2).rounded()))
            let red = AuditOutline.color
            XCTAssertLessThanOrEqual(max(abs(Int(edge.red) - Int(red.red)), abs(Int(edge.green) - Int(red.green)), abs(Int(edge.blue) - Int(red.blue))), 12,
                                     "the outline is drawn beside the widget: \(edge)")
            keepShot(gallery.window, "accessibility-outline-table")
            // Another story: audited again, nothing of the last one outlined.
            XCTAssertTrue(gallery.select(storyID: "controls-states"))
            MainLoop.wait(until: { !gallery.panels.accessibility.isPending && gallery.currentStory == "controls-states" }, timeout: 20, "the new story is audited")
            XCTAssertNil(gallery.panels.accessibility.outline.outlined)
            XCTAssertFalse(gallery.panels.accessibility.findings.contains { $0.story != "controls-states" || $0.scheme != "dark" })
        }
    }

    /// The vision chooser, reached with Shift+Tab and opened and chosen with keys, draws the page
    /// through the deficiency's matrix: every pixel is the unfiltered page's pixel as the matrix
    /// maps it; each deficiency through `win.vision` likewise; grey scale has no hue; the
    /// audit itself still measures the true colors.
    func testTheVisionSimulatorDrawsThePageThroughEachMatrix() {
        onMain {
            let gallery = open("scenario-products")
            defer { end(gallery) }
            openPanel(gallery)
            let chooser = gallery.window.descendant(AccessibilityPart.visionChoice)!
            // From the first finding: Shift+Tab to Audit Again, again to the chooser.
            XDoTool.key("shift+Tab")
            XDoTool.key("shift+Tab")
            MainLoop.wait(until: { gtk_window_get_focus(cast(gallery.window)).map { $0 == chooser || $0.ancestors.contains(chooser) } ?? false },
                          timeout: 2, "Shift+Tab reaches the vision chooser")
            XDoTool.key("space")
            MainLoop.wait(until: { chooser.descendants { $0.isA(gtk_popover_get_type()) && gtk_widget_get_mapped($0) != 0 }.isEmpty == false },
                          timeout: 2, "Space opens its list")
            for _ in 0..<5 { XDoTool.key("Down") }
            XDoTool.key("Return")
            MainLoop.wait(until: { VisionFilter.deficiency(of: gallery.panels.visionFilter) == .greyscale }, timeout: 2,
                          "Down five times and Enter choose grey scale")
            XCTAssertEqual(gallery.header.menu.state(of: "vision"), "greyscale", "the action's state follows")
            let stack = gallery.panels.visionFilter.children.first!
            for deficiency in VisionDeficiency.allCases.reversed() {
                XCTAssertTrue(gtk_widget_activate_action_variant(gallery.window, "win.vision", g_variant_new_string(deficiency.rawValue)) != 0)
                XCTAssertEqual(gtk_drop_down_get_selected(cast(chooser)), guint(VisionDeficiency.allCases.firstIndex(of: deficiency)!))
                try? WidgetCapture.waitForPaint(gallery.window)
                let seen = try! WidgetCapture.texture(of: gallery.panels.visionFilter), plain = try! WidgetCapture.texture(of: stack)
                XCTAssertEqual(seen.width, plain.width)
                var worst = 0, colored = 0
                for y in stride(from: 0, to: min(seen.height, plain.height), by: 7) {
                    for x in stride(from: 0, to: min(seen.width, plain.width), by: 7) {
                        let p = plain.pixel(x: x, y: y), s = seen.pixel(x: x, y: y)
                        guard p.alpha == 255 else { continue }
                        let expected = deficiency.apply(RGBA(red: p.red, green: p.green, blue: p.blue))
                        worst = max(worst, abs(Int(s.red) - Int(expected.red)), abs(Int(s.green) - Int(expected.green)), abs(Int(s.blue) - Int(expected.blue)))
                        if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 40 { colored += 1 }
                        if deficiency == .greyscale || deficiency == .achromatopsia {
                            XCTAssertLessThanOrEqual(Int(max(s.red, s.green, s.blue)) - Int(min(s.red, s.green, s.blue)), 2, "\(deficiency) has no hue")
                        }
                    }
                }
                XCTAssertGreaterThan(colored, 100, "the products' photographs have colors to simulate")
                XCTAssertLessThanOrEqual(worst, 3, "\(deficiency): each pixel is the page's through the matrix")
                keepShot(gallery.window, "vision-\(deficiency.rawValue)")
            }
            // A known swatch through protanopia: pure-ish red turns olive-dark, as the matrix says.
            XCTAssertEqual(VisionDeficiency.protanopia.apply(RGBA(red: 255, green: 0, blue: 0)), RGBA(red: 39, green: 29, blue: 0))
            XCTAssertEqual(VisionDeficiency.none.apply(RGBA(red: 12, green: 34, blue: 56)), RGBA(red: 12, green: 34, blue: 56))
        }
    }

    /// A simulation is never on without a word: a line over the page says which while it is on
    /// (chosen in the panel or the main menu), its Turn Off ends it, and closing the panel ends
    /// the panel's.
    func testASimulationSaysItIsOnAndEndsWithThePanelOrTurnOff() throws {
        try onMain {
            let gallery = open("scenario-products")
            defer { end(gallery) }
            let banner = try XCTUnwrap(gallery.window.descendant(AccessibilityPart.visionBanner))
            XCTAssertFalse(banner.isVisible)
            openPanel(gallery)
            XCTAssertTrue(gallery.window.activateAction("win.vision", argument: VisionDeficiency.deuteranopia.rawValue))
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertTrue(banner.isMapped, "the line shows over the page")
            XCTAssertTrue(banner.descendants { $0.isA(Gtk.Label.gType) }.contains { Gtk.Label($0).text == "Simulated vision: Deuteranopia (no green cones)" })
            // Closing the panel (a real click on its toggle) ends its simulation.
            XDoTool.click(x: screenPoint(gallery.header.accessibilityToggle).x, y: screenPoint(gallery.header.accessibilityToggle).y)
            MainLoop.wait(until: { !gallery.panels.accessibility.isShown }, timeout: 2, "the panel closes")
            XCTAssertEqual(VisionFilter.deficiency(of: gallery.panels.visionFilter), VisionDeficiency.none)
            XCTAssertFalse(banner.isVisible)
            // From the main menu without the panel: the line says so, and Turn Off ends it.
            XCTAssertTrue(gallery.window.activateAction("win.vision", argument: VisionDeficiency.greyscale.rawValue))
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertTrue(banner.isMapped)
            let turnOff = try XCTUnwrap(gallery.window.descendant(AccessibilityPart.visionOff))
            let point = screenPoint(turnOff)
            XDoTool.click(x: point.x, y: point.y)
            MainLoop.wait(until: { VisionFilter.deficiency(of: gallery.panels.visionFilter) == VisionDeficiency.none }, timeout: 2, "Turn Off ends it")
            XCTAssertFalse(banner.isVisible)
            XCTAssertEqual(gallery.header.menu.state(of: "vision"), "none")
        }
    }

    /// With no violation the panel is its header and summary only (the page keeps the room);
    /// with findings it lists them, a part with no name of its own titled by what it is in the
    /// named part around it (a check box's indicator), never just "widget".
    func testThePanelTakesRoomOnlyForFindingsAndTitlesUnnamedParts() throws {
        try onMain {
            let gallery = open("listcell-basic")
            defer { end(gallery) }
            XDoTool.key("ctrl+shift+a")
            MainLoop.wait(until: { gallery.panels.accessibility.isShown && !gallery.panels.accessibility.isPending }, timeout: 20, "the panel audits")
            let summary = try XCTUnwrap(gallery.window.descendant(AccessibilityPart.summary))
            XCTAssertEqual(Gtk.Label(summary).text, "No violations: every rule passes on this page.")
            MainLoop.waitUntilSettled(gallery.window)
            let panel = try XCTUnwrap(gallery.window.descendant(AccessibilityPart.panel))
            XCTAssertLessThan(panel.height, 120, "no list, no room taken: \(panel.height) px")
            XCTAssertFalse(try XCTUnwrap(gallery.window.descendant(AccessibilityPart.findings)).isMapped)

            XCTAssertTrue(gallery.select(storyID: "controls-states"))
            MainLoop.wait(until: { !gallery.panels.accessibility.isPending && !gallery.panels.accessibility.findings.isEmpty }, timeout: 20, "findings listed")
            MainLoop.waitUntilSettled(gallery.window)
            XCTAssertGreaterThan(panel.height, 200, "the list takes its room")
            let titles = gallery.panels.accessibility.findingRows.compactMap { row in
                row.descendants { $0.hasClass("finding-title") }.first.map { Gtk.Label($0).text }
            }
            XCTAssertFalse(titles.contains("widget"), "\(titles)")
            XCTAssertTrue(titles.contains("check in checkbox “Checkbox, off, normal state”"), "\(titles)")
        }
    }
}
