import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The outline story (seed 004) as a keyboard user and a reader meet it: the focused row shows
/// the gallery's focus ring however it got there, and folders and files have their own icons.
final class OutlineTests: MontageTestCase, @unchecked Sendable {
    /// The outline of the sample presented 420 × 300 in the installed scheme, focused, and its window.
    @MainActor
    private func openOutline() -> (OutlineView, WidgetPointer) {
        let outline = OutlineView(OutlineNode.sample)
        return (outline, presentListBehavior(outline.widget, width: 420, height: 300, views: [outline]))
    }

    /// The list item (GtkListView row) around the node at `path`.
    @MainActor
    private func row(_ path: [Int], in window: WidgetPointer) -> WidgetPointer? {
        window.descendant(ListBehaviorsPart.node(path)).flatMap { gtk_widget_get_parent($0) }
    }

    /// Down moves to the second folder, + opens it: the row keeps a 2 px ring in the brand color
    /// on its edge (inside it, as the gallery's list rows), in both schemes.
    func testTheFocusedRowShowsItsRingAfterDownAndPlus() throws {
        try inEachScheme { scheme in
            let (outline, window) = openOutline()
            gtk_widget_grab_focus(outline.widget)
            XDoTool.key("Down")
            XDoTool.key("plus")
            XCTAssertTrue(MainLoop.run(until: { outline.shownRows.contains("  가이드라인.pdf") }, timeout: 2), "+ opened 문서: \(outline.shownRows)")
            let folder = try XCTUnwrap(row([1], in: window))
            let focus = try XCTUnwrap(gtk_window_get_focus(cast(window)))
            XCTAssertTrue(focus == folder || gtk_widget_is_ancestor(focus, folder) != 0, "the focus stays on 문서")
            // The capture waits for the frame that lays out the opened rows and paints the ring.
            let capture = try WidgetCapture.texture(of: window)
            let brand = Color.Semantic.foregroundBrandPrimary.resolved(in: scheme)
            for offset in [-1, -2] {
                XCTAssertGreaterThan(RingProbe.share(of: brand, around: folder, in: window, capture: capture, offset: offset, corner: 4), 0.9,
                                     "\(scheme): the ring's pixel \(-offset) inside the row's edge")
            }
            let other = try XCTUnwrap(row([0], in: window))
            XCTAssertLessThan(RingProbe.share(of: brand, around: other, in: window, capture: capture, offset: -1, corner: 4), 0.1, "\(scheme): only the focused row has one")
            gtk_widget_set_visible(window, 0)  // out of the next scheme's way (the test's end destroys it)
        }
    }

    /// Every folder shows a folder and every file a document (not a building and an info mark),
    /// icons the theme finds in the project's bundle.
    func testFoldersAndFilesHaveTheirOwnIcons() {
        onMain {
            let (outline, window) = openOutline()
            outline.setExpanded(true, at: 0)
            outline.setExpanded(true, at: 1)
            MainLoop.waitForFrames(window, 2)  // the list builds the rows of the opened folders
            let stem = ListBehaviorsPart.node([]).partName
            let names = window.descendants { $0.name.hasPrefix(stem) }
            XCTAssertGreaterThanOrEqual(names.count, 8)
            for expander in names {
                let path = expander.name.dropFirst(stem.count).split(separator: "-").compactMap { Int($0) }
                let node = OutlineNode.node(at: path, in: OutlineNode.sample)!
                let icon = IconView.iconName(expander.descendant(ListBehaviorsPart.icon)!)
                XCTAssertEqual(icon, node.bytes == nil ? "montage-folder-symbolic" : "montage-document-symbolic", node.name)
                XCTAssertTrue(icon.map(Icons.exists) ?? false, "\(icon ?? "nil") is in the icon bundle")
            }
        }
    }
}
