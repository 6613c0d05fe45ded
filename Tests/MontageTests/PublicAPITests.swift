import Foundation
import XCTest

/// `import MontageGtk` gives the Montage core and MontageGtk's views, nothing of GTK or of the
/// library's helpers: each is checked by the compiler itself against the built modules.
final class PublicAPITests: XCTestCase {
    private var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    private func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        let cflags = try runProcess(["pkg-config", "--cflags", "gtk4"]).output.split(separator: " ").map { "-Xcc \($0)" }.joined(separator: " ")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let map = root.appendingPathComponent("Sources/CGtk/module.modulemap").path
        return try runProcess(["sh", "-c", "swiftc -typecheck -swift-version 6 -I '\(modules.path)' -Xcc -fmodule-map-file='\(map)' \(cflags) '\(file.path)'"])
    }

    func testMontageGtkExportsOnlyMontageAndItsViews() throws {
        let views = """
        import MontageGtk
        @MainActor func build() {
            Theme.install(colorScheme: .dark)
            let list = ListCellList([ListCell(label: "a").trailingResources([.switch(checked: true)])])
            _ = list.row(containing: list.widget)
            _ = ListCellListView(count: 10) { ListCell(label: "\\($0)") }
            _ = TextFieldView(TextField(text: .constant("")).label("Name"))
            _ = Color.Semantic.foregroundNeutralPrimary.resolved(in: .light)
        }
        """
        let good = try typecheck(views)
        XCTAssertEqual(good.status, 0, good.output)
        let withGTK = try typecheck("import MontageGtk\nimport CGtk\n@MainActor func f() { gtk_widget_set_visible(ListCellRow(ListCell(label: \"a\")).widget, 1) }\n")
        XCTAssertEqual(withGTK.status, 0, "an app imports CGtk for GTK itself: \(withGTK.output)")
        for (source, what) in [("@MainActor func f() { _ = Build.label(\"x\") }", "GtkKit's builders"),
                               ("func f() { gtk_init() }", "GTK's C API"),
                               ("@MainActor func f() { _ = Signal.self }", "GtkKit's Signal"),
                               ("@MainActor func f() { _ = StyleReadback.self }", "the test probes (SPI)"),
                               ("@MainActor func f() { _ = ImageLoader.pending }", "the capture probe (SPI)")] {
            let result = try typecheck("import MontageGtk\n" + source + "\n")
            XCTAssertNotEqual(result.status, 0, "\(what) must not come with import MontageGtk")
        }
    }
}
