import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// Accessible names, descriptions and states read back from GTK (ListCell §3.10, TextField §4.10,
/// FormControl §5.6).
final class AccessibilityTests: MontageTestCase, @unchecked Sendable {
    func testAListCellIsOneElementNamedByItsTextsWithItsSelectedState() {
        onMain {
            Theme.install(colorScheme: .light)
            let cell = ListCell(label: "김티드", onTap: {}).description("iOS 개발자").labelTrailingResources([.contentBadge(title: "신규")])
                .trailingResources([.value("값")]).selected()
            let harness = ListCellHarness([cell, ListCell(label: "Plain")], in: self)
            XCTAssertEqual(AccessibleProbe.label(harness.row.widget), "김티드, 신규, iOS 개발자, 값")
            XCTAssertTrue(AccessibleProbe.state(harness.row.widget, GTK_ACCESSIBLE_STATE_SELECTED, is: true))
            XCTAssertTrue(AccessibleProbe.state(harness.rows[1].widget, GTK_ACCESSIBLE_STATE_SELECTED, is: false))
            harness.row.update(cell.selected(false).description("Android 개발자"))
            XCTAssertEqual(AccessibleProbe.label(harness.row.widget), "김티드, 신규, Android 개발자, 값", "updates follow")
            XCTAssertTrue(AccessibleProbe.state(harness.row.widget, GTK_ACCESSIBLE_STATE_SELECTED, is: false))
        }
    }

    func testATextFieldIsLabelledDescribedAndMarkedInvalid() {
        onMain {
            Theme.install(colorScheme: .light)
            let view = TextFieldView(TextField(text: .constant("")).placeholder("이메일을 입력하세요"))
            present(view.widget, width: 360, views: [view])
            XCTAssertEqual(AccessibleProbe.label(view.entry), "이메일을 입력하세요", "without a label: the placeholder")
            XCTAssertFalse(AccessibleProbe.state(view.entry, GTK_ACCESSIBLE_STATE_INVALID, is: true), "a normal field is not invalid")
            view.update(TextField(text: .constant("")).placeholder("이메일을 입력하세요").status(.negative))
            XCTAssertEqual(AccessibleProbe.description(view.entry), "Error", "negative without a message (English: the tests' language)")
            XCTAssertTrue(AccessibleProbe.state(view.entry, GTK_ACCESSIBLE_STATE_INVALID, is: true))
            view.update(TextField(text: .constant("")).label("이메일", required: true).message("회사 이메일").status(.negative))
            XCTAssertEqual(AccessibleProbe.label(view.entry), "이메일, required", "the FormControl label, required")
            XCTAssertEqual(AccessibleProbe.description(view.entry), "회사 이메일", "the message describes it")
            XCTAssertTrue(AccessibleProbe.state(view.formControl.labelRow, GTK_ACCESSIBLE_STATE_HIDDEN, is: true), "the label row is not read twice")
            XCTAssertEqual(AccessibleProbe.label(view.clearButton.widget), "Clear")
        }
    }
}
