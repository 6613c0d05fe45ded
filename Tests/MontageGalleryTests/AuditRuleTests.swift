import GalleryTestSupport
@testable import MontageAudit
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Each rule of the audit starts from a widget that breaks it and sees it reported, beside one
/// that keeps it and is not: a low-contrast label, a 16 px target, an unnamed button, a one-way
/// relation, a button that cannot be pressed, a ring that never shows…
final class AuditRuleTests: MontageTestCase, @unchecked Sendable {
    /// What the audit finds for `rule` on a page holding `children`, laid out in a Montage window.
    @MainActor
    private func findings(_ rule: AuditRule, _ children: [WidgetPointer], css: String = "") -> [AuditFinding] {
        Theme.install(colorScheme: .light)
        GalleryStylesheet.register()
        Theme.register(stylesheet: css, named: "audit-rule-test")
        defer { Theme.register(stylesheet: "", named: "audit-rule-test") }
        let page = Build.vbox(spacing: 24, classes: ["montage-surface"], children).margins(top: 24, bottom: 24, start: 24, end: 24)
        let window = present(page, width: 320)
        gtk_widget_add_css_class(window, "montage")
        MainLoop.waitUntilSettled(window)
        try? WidgetCapture.waitForPaint(window)
        return StoryAudit.audit(window: window, page: page, story: "rule-test", scheme: .light).filter { $0.rule == rule }
    }

    /// The names of the widgets each test builds: the one a rule should report, and the others.
    private enum Fixture: String, WidgetPartName {
        case bad, good, large, crowded, spaced
    }

    /// The findings' widget names, as fixtures (nil: a widget no fixture names).
    private func names(_ findings: [AuditFinding]) -> [Fixture?] {
        findings.map { Fixture(rawValue: $0.locator.split(separator: "#").last.map { String($0.split(separator: ":")[0]) } ?? $0.locator) }
    }

    func testAnActionThatNoKeyboardReachesIsReported() {
        onMain {
            let unreachable = gtk_button_new_with_label("Unreachable")!.named(Fixture.bad)
            gtk_widget_set_focusable(unreachable, 0)
            let found = findings(.actionableFocusable, [unreachable, gtk_button_new_with_label("Fine")!.named(Fixture.good)])
            XCTAssertEqual(names(found), [Fixture.bad])
        }
    }

    func testAButtonWithNothingToPressIsReported() {
        onMain {
            let fake = cgtk_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_BUTTON)!.named(Fixture.bad)
            cgtk_accessible_set_label(fake, "Fake")
            let found = findings(.interactiveHasAction, [fake, gtk_button_new_with_label("Real")!.named(Fixture.good)])
            XCTAssertEqual(names(found), [Fixture.bad])
            XCTAssertTrue(found.first?.message.contains("button") == true, found.first?.message ?? "")
        }
    }

    /// GTK keeps one focus a window, so the rule is shown on the tree it reads: two focused
    /// items in one tree.
    func testTwoFocusedItemsAreReported() {
        onMain {
            let a = gtk_button_new_with_label("A")!, b = gtk_button_new_with_label("B")!
            let page = Build.vbox([a, b])
            _ = present(page)
            var nodes = AccessibleTree.read(page, page: page)
            XCTAssertTrue(StructureRules.check(nodes, window: page).filter { $0.0 == .oneFocus }.isEmpty, "nothing focused")
            nodes = nodes.map { node in
                guard node.widget == a || node.widget == b else { return node }
                return AuditNode(widget: node.widget, index: node.index, parent: node.parent, indexInParent: node.indexInParent, role: node.role,
                                 roleName: node.roleName, name: node.name, namedByType: node.namedByType, placeholder: node.placeholder,
                                 focusable: true, focused: true, sensitive: true, hasAction: true, checked: nil, pressed: nil,
                                 selected: nil, expanded: nil, locator: node.locator, bounds: node.bounds)
            }
            let found = StructureRules.check(nodes, window: page).filter { $0.0 == .oneFocus }
            XCTAssertEqual(found.map(\.1.widget), [b], "the second focus is the one reported")
        }
    }

    func testATextRoleWithoutTextIsReported() {
        onMain {
            let fake = cgtk_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_LABEL)!.named(Fixture.bad)
            let found = findings(.textRoleHasText, [fake, Build.label("Real").named(Fixture.good)])
            XCTAssertEqual(names(found), [Fixture.bad])
        }
    }

    /// GTK computes both directions from one walk, so the rule is shown on the tree it reads: an
    /// index that finds another item.
    func testAnIndexThatFindsAnotherItemIsReported() {
        onMain {
            let page = Build.vbox([Build.label("One"), Build.label("Two")])
            _ = present(page)
            var nodes = AccessibleTree.read(page, page: page)
            XCTAssertTrue(StructureRules.check(nodes, window: page).filter { $0.0 == .indexInParent }.isEmpty, "GTK's own tree is consistent")
            let last = nodes[nodes.count - 1]
            nodes[nodes.count - 1] = AuditNode(widget: last.widget, index: last.index, parent: last.parent, indexInParent: 0, role: last.role,
                                               roleName: last.roleName, name: last.name, namedByType: last.namedByType, placeholder: nil,
                                               focusable: false, focused: false, sensitive: true, hasAction: false, checked: nil, pressed: nil,
                                               selected: nil, expanded: nil, locator: last.locator, bounds: last.bounds)
            XCTAssertEqual(StructureRules.check(nodes, window: page).filter { $0.0 == .indexInParent }.map(\.1.widget), [last.widget])
        }
    }

    func testARelationToAHiddenWidgetIsReported() {
        onMain {
            let hidden = Build.label("Hidden label")
            gtk_widget_set_visible(hidden, 0)
            let shown = Build.label("Shown label")
            let bad = gtk_entry_new()!.named(Fixture.bad), good = gtk_entry_new()!.named(Fixture.good)
            cgtk_accessible_set_labelled_by(bad, hidden)
            cgtk_accessible_set_labelled_by(good, shown)
            let found = findings(.relationReciprocal, [hidden, bad, shown, good])
            XCTAssertEqual(names(found), [Fixture.bad])
            XCTAssertTrue(found.first?.message.contains("labelled-by") == true, found.first?.message ?? "")
        }
    }

    func testAButtonNamedOnlyByItsTypeIsReported() {
        onMain {
            let unnamed = gtk_button_new()!.named(Fixture.bad)
            gtk_button_set_child(cast(unnamed), Build.hbox([Build.label("looks named")]))
            let found = findings(.hasName, [unnamed, gtk_button_new_with_label("Named")!.named(Fixture.good)])
            XCTAssertEqual(names(found), [Fixture.bad])
            XCTAssertTrue(found.first?.message.contains("GtkButton") == true, "a screen reader hears its type: \(found.first?.message ?? "")")
        }
    }

    func testAStateTheRoleCannotHaveIsReported() {
        onMain {
            let box = Build.hbox([Build.label("Box")]).named(Fixture.bad)
            cgtk_accessible_set_selected(box, 1)
            let found = findings(.stateWithAbility, [box, gtk_button_new_with_label("Plain")!.named(Fixture.good)])
            XCTAssertEqual(names(found), [Fixture.bad])
        }
    }

    func testARadioAloneIsReported() {
        onMain {
            // A radio whose set is nowhere (no group, no radio beside it), and two grouped ones.
            let alone = cgtk_widget_new_with_role(gtk_check_button_get_type(), GTK_ACCESSIBLE_ROLE_RADIO)!
            cgtk_accessible_set_label(alone, "Alone")
            let first = gtk_check_button_new_with_label("First")!, second = gtk_check_button_new_with_label("Second")!
            gtk_check_button_set_group(cast(second), cast(first))
            let found = findings(.radioInSet, [Build.hbox([alone.named(Fixture.bad)]), Build.hbox([first.named(Fixture.good), second.named(Fixture.good)])])
            XCTAssertEqual(names(found), [Fixture.bad])
        }
    }

    func testLowContrastTextIsReportedWithItsRatio() {
        onMain {
            let pale = Build.label("Pale text", classes: ["audit-pale"]).named(Fixture.bad)
            let dark = Build.label("Dark text", classes: ["audit-dark"]).named(Fixture.good)
            let large = Build.label("Large pale", classes: ["audit-pale", "audit-large"]).named(Fixture.large)
            let found = findings(.textContrast, [pale, dark, large], css: """
                label.audit-pale { color: #949494; } label.audit-dark { color: #595959; } label.audit-large { font-size: 24px; }
                """)
            XCTAssertEqual(names(found), [Fixture.bad], "large text needs 3:1 only (#949494 on white is 3.03:1)")
            XCTAssertTrue(found.first?.message.contains("#949494 on #FFFFFF is 3.03:1") == true, found.first?.message ?? "")
        }
    }

    func testAFieldWithoutAVisibleBorderIsReported() {
        onMain {
            let flat = gtk_entry_new()!.classes(["audit-flat"]).named(Fixture.bad)
            let outlined = gtk_entry_new()!.classes(["audit-outlined"]).named(Fixture.good)
            let found = findings(.nonTextContrast, [flat, outlined], css: """
                .montage-surface entry.audit-flat { border: 1px solid #EEEEEE; background: white; box-shadow: none; outline: none; }
                .montage-surface entry.audit-outlined { border: 1px solid #767676; background: white; box-shadow: none; }
                entry:focus-within { outline: 2px solid #0066FF; }
                """)
            XCTAssertEqual(names(found), [Fixture.bad])
        }
    }

    func testAFocusRingThatNeverShowsIsReported() {
        onMain {
            let ringless = gtk_button_new_with_label("No ring")!.classes(["audit-ringless"]).named(Fixture.bad)
            let ringed = gtk_button_new_with_label("Ring")!.classes(["audit-ringed"]).named(Fixture.good)
            let found = findings(.focusVisible, [ringless, ringed], css: """
                button.audit-ringless, button.audit-ringless:focus-visible { outline: none; box-shadow: none; }
                button.audit-ringed:focus-visible { outline: 2px solid #0066FF; outline-offset: 2px; }
                """)
            XCTAssertEqual(names(found), [Fixture.bad])
        }
    }

    func testSmallCrowdedTargetsAreReportedAndSpacedOnesAreNot() {
        onMain {
            let css = "button.audit-small { min-width: 16px; min-height: 16px; padding: 0; margin: 0; border: none; }"
            @MainActor func small(_ part: Fixture) -> WidgetPointer { gtk_button_new()!.classes(["audit-small"]).named(part).size(width: 16, height: 16) }
            let crowded = Build.hbox(spacing: 2, [small(.crowded), small(.crowded)]).align(GTK_ALIGN_START, nil)
            let spaced = Build.hbox(spacing: 24, [small(.spaced), small(.spaced)]).align(GTK_ALIGN_START, nil)
            for button in crowded.children + spaced.children { cgtk_accessible_set_label(button, "Small") }
            let found = findings(.targetSize, [crowded, spaced], css: css)
            XCTAssertEqual(names(found), [Fixture.crowded, .crowded])
            XCTAssertTrue(found.first?.message.contains("16×16 px") == true, found.first?.message ?? "")
        }
    }

    func testAClickOnlyWidgetIsReported() {
        onMain {
            let clickable = Build.hbox([Build.label("Click me")]).named(Fixture.bad)
            gtk_widget_add_controller(clickable, cast(gtk_gesture_click_new()!))
            let found = findings(.keyboardReachable, [clickable, gtk_button_new_with_label("Tab me")!.named(Fixture.good)])
            XCTAssertEqual(names(found), [Fixture.bad])
        }
    }

    /// Every rule has a test above: the table and this file name the same rules.
    func testEveryRuleHasItsOwnTest() {
        let tested: Set<AuditRule> = [.actionableFocusable, .interactiveHasAction, .oneFocus, .textRoleHasText, .indexInParent,
                                      .relationReciprocal, .hasName, .stateWithAbility, .radioInSet, .textContrast, .nonTextContrast,
                                      .focusVisible, .targetSize, .keyboardReachable]
        XCTAssertEqual(tested, Set(AuditRule.allCases))
        for rule in AuditRule.allCases {
            XCTAssertTrue(rule.link.hasPrefix("https://"), rule.rawValue)
            XCTAssertFalse(rule.summary.isEmpty, rule.rawValue)
        }
    }
}
