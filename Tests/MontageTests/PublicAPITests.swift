import Foundation
import GtkTestSupport
import XCTest

/// `import MontageGtk` gives the Montage core and MontageGtk's views, nothing of GTK or of the
/// library's helpers; `import GtkKit` (a product of its own) gives an app GTK, typed widgets,
/// signals and the main loop: each is checked by the compiler itself against the built modules.
final class PublicAPITests: XCTestCase {
    private var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    /// What the compiler says of `source`: its status and its output (stdout and stderr, in order).
    private func typecheck(_ source: String) throws -> ChildProcess.Outcome {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        let pkgConfig = ChildProcess.run("pkg-config", ["--cflags", "gtk4", "libsoup-3.0"], timeout: 60)
        XCTAssertTrue(pkgConfig.succeeded, "pkg-config --cflags gtk4 libsoup-3.0: \(pkgConfig.output)")
        let cflags = pkgConfig.stdoutText.split(whereSeparator: \.isWhitespace).map { "-Xcc \($0)" }.joined(separator: " ")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // As SwiftPM builds a client: the module maps of every C module in the graph (CSoup is
        // MontageGtk's internal import, CGtkKit GtkKit's: loaded, never visible).
        let maps = ["CGtk", "CSoup", "CGtkKit/include"].map { "-Xcc -fmodule-map-file='\(root.appendingPathComponent("Sources/\($0)/module.modulemap").path)'" }.joined(separator: " ")
        let swiftc = ChildProcess.run("sh", ["-c", "swiftc -typecheck -swift-version 6 -I '\(modules.path)' \(maps) \(cflags) '\(file.path)'"],
                                      mergingStandardError: true, timeout: 600)
        XCTAssertNotNil(swiftc.status, "swiftc ended by \(swiftc.ending), it did not answer: \(swiftc.output)")
        return swiftc
    }

    func testMontageGtkExportsOnlyMontageAndItsViews() throws {
        let views = """
        import MontageGtk
        @MainActor func build() {
            Theme.install(colorScheme: .dark)
            _ = ImageLoads.pending
            let list = ListCellList([ListCell(label: "a").trailingResources([.switch(checked: true)])])
            _ = list.row(containing: list.widget)
            _ = ListCellListView(count: 10) { ListCell(label: "\\($0)") }
            _ = TextFieldView(TextField(text: .constant("")).label("Name"))
            _ = Color.Semantic.foregroundNeutralPrimary.resolved(in: .light)
            _ = [ListCellPart.label.rawValue, FormControlPart.label.rawValue, TextFieldPart.entry.rawValue]
        }
        """
        let good = try typecheck(views)
        XCTAssertEqual(good.status, 0, good.output)
        let withGTK = try typecheck("import MontageGtk\nimport CGtk\n@MainActor func f() { gtk_widget_set_visible(ListCellRow(ListCell(label: \"a\")).widget, 1) }\n")
        XCTAssertEqual(withGTK.status, 0, "an app imports CGtk for GTK itself: \(withGTK.output)")
        for (source, what) in [("@MainActor func f() { _ = Build.label(\"x\") }", "GtkKit's builders"),
                               ("func f() { gtk_init() }", "GTK's C API"),
                               ("@MainActor func f() { _ = Signal.self }", "GtkKit's Signal"),
                               ("@MainActor func f() { _ = Gtk.Label.self }", "GtkKit's widget wrappers"),
                               ("func f() { _ = gtkkit_group_new() }", "GtkKit's C types"),
                               ("@MainActor func f() { _ = StyleReadback.self }", "the test probes (SPI)"),
                               ("@MainActor func f() { _ = ImageLoader.pending }", "the capture probe (SPI)"),
                               ("func f() { _ = soup_session_new() }", "libsoup's C API"),
                               ("@MainActor func f() { _ = HTTPSession.self }", "the image pipeline")] {
            let result = try typecheck("import MontageGtk\n" + source + "\n")
            XCTAssertNotEqual(result.status, 0, "\(what) must not come with import MontageGtk")
        }
    }

    /// An app's own window through GtkKit, as the README's walkthrough builds it: typed widgets
    /// without casts, a signal handler as a Swift closure, `WidgetPointer` by name, the loop.
    func testGtkKitGivesAnAppTypedWidgetsSignalsAndTheLoop() throws {
        let app = """
        import GtkKit
        import MontageGtk
        @MainActor func run() {
            guard GtkRuntime.initialize() else { return }
            Theme.install(colorScheme: .light)
            let window = Gtk.Window()
            window.title = "App"
            window.setDefaultSize(400, 600)
            let page = Gtk.Box(.vertical, spacing: 8)
            let scroller = Gtk.ScrolledWindow()
            scroller.child = ListCellListView(count: 10_000) { ListCell(label: "\\($0)") }.widget
            scroller.widget.expand(vertical: true)
            let dark = Gtk.ToggleButton(label: "Dark")
            Signal.connect(dark, "toggled") { Theme.install(colorScheme: dark.isActive ? .dark : .light) }
            let badge: WidgetFactory = { Build.label("new") }
            let item: WidgetPointer = badge()
            page.append(dark.widget)
            page.append(item)
            page.append(scroller.widget)
            _ = page.widget.descendant(ListCellPart.label)
            window.child = page.widget
            window.present()
            MainLoop.runWhileWindowsOpen()
        }
        """
        let result = try typecheck(app)
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// GtkKit keeps GTK's C API inside: `import GtkKit` gives an app no C function or constant,
    /// and a file that wants one imports CGtk itself.
    func testGtkKitDoesNotReexportGTKsCAPI() throws {
        for (source, what) in [("@MainActor func f() { gtk_init() }", "gtk_init"),
                               ("let o = GTK_ORIENTATION_VERTICAL", "a GTK constant")] {
            let result = try typecheck("import GtkKit\n" + source + "\n")
            XCTAssertNotEqual(result.status, 0, "\(what) must not come with import GtkKit")
            XCTAssertEqual(try typecheck("import GtkKit\nimport CGtk\n" + source + "\n").status, 0, "\(what) comes with import CGtk")
        }
    }
}
