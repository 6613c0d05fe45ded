import CGtkKit
import GtkKit
import GtkTestSupport
import XCTest

/// GtkKitListRow (CGtkKit): a GtkListBoxRow calling two process-wide hooks, when it joins a
/// rooted tree and when it is activated. MontageGtk's rows set the hooks for real (once per
/// process, and every test target runs in one process): these tests set their own for a while
/// and put back whatever was there.
final class ListRowTests: GtkTestCase, @unchecked Sendable {
    /// The rows each hook was called with, in order (the hooks are C functions: no context).
    nonisolated(unsafe) private static var rooted: [UInt] = []
    nonisolated(unsafe) private static var activated: [UInt] = []
    private var savedHooks: (GtkKitListRowHook?, GtkKitListRowHook?) = (nil, nil)

    override func setUp() {
        super.setUp()
        var rooted: GtkKitListRowHook?, activated: GtkKitListRowHook?
        gtkkit_list_row_get_hooks(&rooted, &activated)
        savedHooks = (rooted, activated)
        Self.rooted = []
        Self.activated = []
        gtkkit_list_row_set_hooks({ row in ListRowTests.rooted.append(UInt(bitPattern: row)) },
                                  { row in ListRowTests.activated.append(UInt(bitPattern: row)) })
    }

    override func tearDown() {
        // (Before the base class ends the windows: their rows must not call the tests' hooks.)
        gtkkit_list_row_set_hooks(savedHooks.0, savedHooks.1)
        super.tearDown()
    }

    /// What the hooks are is what was set, and putting the old ones back restores them.
    func testTheHooksReadBackAsSet() {
        var rooted: GtkKitListRowHook?, activated: GtkKitListRowHook?
        gtkkit_list_row_get_hooks(&rooted, &activated)
        XCTAssertNotNil(rooted)
        XCTAssertNotNil(activated)
        gtkkit_list_row_set_hooks(nil, activated)
        gtkkit_list_row_get_hooks(&rooted, nil)
        XCTAssertNil(rooted)
    }

    /// A GtkListBoxRow, floating like every new widget.
    func testARowIsAFloatingListBoxRow() {
        onMain {
            let row = gtkkit_list_row_new()!
            XCTAssertTrue(cgtk_object_is_floating(row.gRaw) != 0)
            XCTAssertTrue(row.isA(gtk_list_box_row_get_type()))
            XCTAssertTrue(row.isA(gtkkit_list_row_get_type()))
            g_object_ref_sink(row.gRaw)
            g_object_unref(row.gRaw)
        }
    }

    /// The rooted hook fires with the row when its list joins a window, not before; the rows of
    /// a list each fire once.
    func testTheRootedHookFiresWhenTheRowJoinsAWindow() {
        onMain {
            let list = gtk_list_box_new()!
            let rows = (0..<3).map { _ in gtkkit_list_row_new()! }
            for row in rows { gtk_list_box_append(cast(list), row) }
            XCTAssertEqual(Self.rooted, [], "not rooted yet")
            let hosted = host(list)
            XCTAssertEqual(Self.rooted, rows.map { UInt(bitPattern: $0) }, "each row once, in order")
            // A row added to a rooted list is rooted at once.
            let late = gtkkit_list_row_new()!
            gtk_list_box_append(cast(list), late)
            XCTAssertEqual(Self.rooted.last, UInt(bitPattern: late))
            XCTAssertEqual(Self.activated, [], "rooting activates nothing")
            hosted.end()
        }
    }

    /// The activated hook fires with the row when it is activated (`gtk_widget_activate`, its
    /// "activate" signal), and the list still reports `row-activated`.
    func testTheActivatedHookFiresOnActivate() {
        onMain {
            let list = gtk_list_box_new()!
            let row = gtkkit_list_row_new()!
            gtk_list_box_row_set_child(cast(row), gtk_label_new("row"))
            gtk_list_box_append(cast(list), row)
            var listActivations: [UInt] = []
            Signal.connect(list, "row-activated") { args in
                listActivations.append(UInt(bitPattern: args.pointer(1)))
                return nil
            }
            host(list)
            XCTAssertEqual(Self.activated, [])
            XCTAssertTrue(gtk_widget_activate(row) != 0)
            XCTAssertEqual(Self.activated, [UInt(bitPattern: row)])
            XCTAssertEqual(listActivations, [UInt(bitPattern: row)], "GtkListBoxRow's own activation still runs")
        }
    }

    /// Without hooks a row is a plain row: rooting and activating it call nothing.
    func testWithoutHooksNothingIsCalled() {
        onMain {
            gtkkit_list_row_set_hooks(nil, nil)
            let list = gtk_list_box_new()!
            let row = gtkkit_list_row_new()!
            gtk_list_box_append(cast(list), row)
            host(list)
            gtk_widget_activate(row)
            XCTAssertEqual(Self.rooted, [])
            XCTAssertEqual(Self.activated, [])
        }
    }
}
