import GtkKit
import GtkTestSupport
import XCTest

final class PropertiesTests: GtkTestCase, @unchecked Sendable {
    func testPropertiesRoundTripThroughGValue() {
        onMain {
            let label = ObjectRef<OpaquePointer>(cast(gtk_label_new("a")!))
            Properties.set(label.pointer, "label", "안녕 Montage")
            XCTAssertEqual(Properties.string(label.pointer, "label"), "안녕 Montage")
            XCTAssertEqual(String(cString: gtk_label_get_label(label.pointer)), "안녕 Montage")
            Properties.set(label.pointer, "selectable", true)
            XCTAssertTrue(Properties.bool(label.pointer, "selectable"))
            Properties.set(label.pointer, "max-width-chars", Int32(12))
            XCTAssertEqual(Properties.int(label.pointer, "max-width-chars"), 12)
            Properties.set(label.pointer, "xalign", 0.25)
            XCTAssertEqual(Properties.double(label.pointer, "xalign"), 0.25, accuracy: 1e-6)
        }
    }

    func testOwnershipSinksFloatingReferences() {
        onMain {
            let raw = gtk_label_new("floating")!
            XCTAssertTrue(cgtk_object_is_floating(raw.gRaw) != 0)
            let owned = ObjectRef(raw)
            XCTAssertFalse(cgtk_object_is_floating(owned.pointer.gRaw) != 0)
            XCTAssertIsA(owned.pointer, Gtk.Label.gType)
        }
    }
}
