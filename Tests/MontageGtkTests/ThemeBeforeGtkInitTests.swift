import Foundation
import GtkTestSupport
import MontageGtk
import XCTest

/// `Theme.install` before `gtk_init` stops the program with one line that names the fix and the
/// caller's line, instead of three Gtk-CRITICALs and a look silently missing. The misuse runs in a
/// child process: this test bundle again, running only `testChildInstallsTheThemeBeforeGtkInit`.
final class ThemeBeforeGtkInitTests: XCTestCase {
    private static let childVariable = "MONTAGE_THEME_BEFORE_GTK_INIT_CHILD"

    func testInstallingTheThemeBeforeGtkInitStopsWithOneLineNamingTheFix() {
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = "1"
        let child = ChildProcess.run(CommandLine.arguments[0], ["MontageGtkTests.ThemeBeforeGtkInitTests/testChildInstallsTheThemeBeforeGtkInit"],
                                     environment: environment, timeout: 120)
        XCTAssertFalse(child.timedOut, child.output)
        XCTAssertNotNil(child.signal, "the program stops (a trap), it does not go on: \(child.ending)\n\(child.output)")
        // (the crash report after it names Theme.install's frame, not the fix)
        let messages = child.stderrText.split(separator: "\n").filter { $0.contains("GtkRuntime.initialize()") }
        XCTAssertEqual(messages.count, 1, child.stderrText)
        let message = String(messages.first ?? "")
        XCTAssertTrue(message.contains("call GtkRuntime.initialize() before Theme.install"), message)
        XCTAssertTrue(message.contains("ThemeBeforeGtkInitTests.swift:"), "the caller's line, where the fix goes: \(message)")
        XCTAssertFalse(child.output.contains("CRITICAL") || child.output.contains("Gtk-"), "no GTK message: \(child.output)")
    }

    /// The child's body (skipped in the suite itself): the misuse, GTK never initialized.
    func testChildInstallsTheThemeBeforeGtkInit() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == "1" else {
            throw XCTSkip("run in a child process by testInstallingTheThemeBeforeGtkInitStopsWithOneLineNamingTheFix")
        }
        MainActor.assumeIsolated { Theme.install(colorScheme: .light) }
        XCTFail("Theme.install returned without GTK")
    }
}
