import GalleryTestSupport

/// The real gallery driven from outside its process, as a screen reader drives it: over AT-SPI
/// on the accessibility bus, by `Tests/atspi/gallery_from_outside.py` (Debian's python3-pyatspi).
/// The script starts the built `montage-gallery` on four stories and prints what it reads; this
/// test runs it (building nothing), and checks its exit status and its findings.
final class AccessibilityFromOutsideTests: XCTestCase {
    private static let python = "/usr/bin/python3"
    private static let timeout: TimeInterval = 60

    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The gallery built beside the test bundle (`.build/debug`).
    private var gallery: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
    }

    /// Runs the script on the built gallery; returns its status (nil when killed) and output
    /// (stdout and stderr, in order), ending it after `timeout` with SIGTERM (on which the script
    /// kills its gallery), and SIGKILL 3 s later.
    private func runScript() -> (status: Int32?, output: String, seconds: Double) {
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        let started = Date()
        let run = ChildProcess.run(Self.python, [root.appendingPathComponent("Tests/atspi/gallery_from_outside.py").path, gallery.path],
                                   environment: environment, mergingStandardError: true, timeout: Self.timeout, grace: 3)
        let seconds = Date().timeIntervalSince(started)
        if run.timedOut { XCTFail("the AT-SPI script did not finish in \(Int(Self.timeout)) s:\n\(run.output)") }
        return (run.status, run.output, seconds)
    }

    func testAScreenReaderFindsTypesTogglesAndTapsThroughATSPI() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            return XCTFail("\(Self.python) is missing: `make deps-test` installs python3-pyatspi (and with it Debian's python3)")
        }
        guard FileManager.default.isExecutableFile(atPath: gallery.path) else {
            return XCTFail("no built gallery at \(gallery.path): run `swift build --build-tests` first")
        }
        let result = runScript()
        if result.status == 3 {
            return XCTFail("python3-pyatspi is missing: `make deps-test` installs it.\n\(result.output)")
        }
        guard result.status == 0 else {
            return XCTFail("the AT-SPI script failed (exit \(result.status.map(String.init) ?? "none: killed")):\n\(result.output)")
        }
        let lines = result.output.split(separator: "\n").map(String.init)
        func finding(_ prefix: String) -> String {
            lines.first { $0.hasPrefix(prefix + " ") } ?? "(no '\(prefix)' line)"
        }

        // The negative field, found by its name, reads its message as its description, takes
        // the typing, and the events panel shows the text change.
        let field = finding("textfield:")
        XCTAssertTrue(field.contains("name='이름' role='text' description='이미 사용 중인 이름입니다.' text='김티드' invalid=True"), field)
        let typed = finding("textfield typed:")
        XCTAssertTrue(typed.contains("focused=True text='kimtide'") && typed.contains("description='이미 사용 중인 이름입니다.'"), typed)
        XCTAssertTrue(finding("textfield event:").contains("textfield-icon-negative › onTextChange: \"kimtide\""), finding("textfield event:"))

        // The switch cell: on, toggled off (the cell reads 꺼짐), the event, and back on.
        let toggle = finding("switch:")
        XCTAssertTrue(toggle.contains("cell='알림 받기, 켜짐' role='check box'") && toggle.contains("checked=True actions=['toggle']"), toggle)
        XCTAssertTrue(toggle.contains("name='알림 받기'"), "the switch is named by its cell's label: \(toggle)")
        XCTAssertTrue(finding("switch toggled:").contains("cell='알림 받기, 꺼짐' checked=False"), finding("switch toggled:"))
        XCTAssertTrue(finding("switch event:").contains("listcell-switch › switch onSelect: false"), finding("switch event:"))
        XCTAssertTrue(finding("switch toggled back:").contains("cell='알림 받기, 켜짐' checked=True"), finding("switch toggled back:"))

        // The chevron cell: a click taps it once, Enter on the focused row once more, and the
        // row's action (what a screen reader presses) a third time; nothing in it is a button.
        let row = finding("chevron cell:")
        XCTAssertTrue(row.contains("name='커스텀 셀' role='list item'") && row.contains("'list-row.activate'"), row)
        XCTAssertTrue(row.contains("focusable=True") && row.contains("buttons=0"), row)
        let pressed = finding("chevron action:")
        XCTAssertTrue(pressed.contains("listcell-custom › onTap") && pressed.hasSuffix("taps=3"), pressed)
        let click = finding("chevron click:")
        XCTAssertTrue(click.contains("listcell-custom › onTap") && click.hasSuffix("taps=1"), click)
        let enter = finding("chevron enter:")
        XCTAssertTrue(enter.contains("focused=True") && enter.contains("listcell-custom › onTap") && enter.hasSuffix("taps=2"), enter)

        // The playground's field, secured: what was typed is not in its text over AT-SPI (nor in
        // its text-changed events), only as many masking characters.
        let secured = finding("secured:")
        XCTAssertTrue(secured.contains("count=6") && !secured.contains("pw0rd9"), secured)
        XCTAssertTrue(finding("secured event:").contains("textfield-playground › onTextChange → 6 hidden characters"), finding("secured event:"))

        XCTAssertTrue(lines.contains { $0.hasPrefix("OK: 4 checks") }, result.output)
        XCTAssertFalse(result.output.contains("Gtk-WARNING") || result.output.contains("CRITICAL"), result.output)
        XCTAssertLessThan(result.seconds, 25, "four launches of the gallery should take a few seconds")
    }
}
