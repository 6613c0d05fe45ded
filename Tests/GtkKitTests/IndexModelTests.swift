import CGtkKit
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// GtkKitIndexModel (CGtkKit): a GListModel of n items made on demand, the same item object for
/// a position while it stays, and `items-changed` for the tail when the count changes.
final class IndexModelTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func item(_ model: OpaquePointer, _ position: UInt32) -> ObjectRef<OpaquePointer>? {
        g_list_model_get_item(model, position).map { ObjectRef(OpaquePointer($0), owned: true) }
    }

    @MainActor
    private func index(of item: ObjectRef<OpaquePointer>) -> UInt32 {
        gtkkit_index_item_get_index(item.pointer)
    }

    /// n items of GtkKitIndexItem, each knowing its position; none past the end.
    func testItemsKnowTheirPositionAndTheCountIsKept() {
        onMain {
            let model = ObjectRef(gtkkit_index_model_new(5)!, owned: true)
            XCTAssertEqual(g_list_model_get_n_items(model.pointer), 5)
            XCTAssertEqual(g_list_model_get_item_type(model.pointer), gtkkit_index_item_get_type())
            for position in [4, 0, 2] as [UInt32] {
                let made = item(model.pointer, position)
                XCTAssertNotNil(made)
                XCTAssertTrue(made!.pointer.isA(gtkkit_index_item_get_type()))
                XCTAssertEqual(made.map(index(of:)), position)
            }
            XCTAssertNil(g_list_model_get_item(model.pointer, 5), "nothing past the end")
        }
    }

    /// A model of four billion items costs nothing until items are asked for: making it takes
    /// no memory to speak of (a million items made up front would take tens of megabytes), and
    /// an item asked for is made then, and kept by the model.
    func testItemsAreMadeOnDemand() {
        onMain {
            let before = Self.heapInUse()
            let model = ObjectRef(gtkkit_index_model_new(UInt32.max)!, owned: true)
            let grown = Self.heapInUse() - before
            XCTAssertLessThan(grown, 1 << 20, "no item was made up front: the heap grew by \(grown) bytes")
            XCTAssertEqual(g_list_model_get_n_items(model.pointer), UInt32.max)
            let tenth = WeakObject(item(model.pointer, 10)!.pointer)
            XCTAssertTrue(tenth.isAlive, "the model keeps the item it made")
            XCTAssertEqual(item(model.pointer, 10).map(index(of:)), 10)
        }
    }

    /// The bytes malloc has handed out and not taken back, from glibc's `malloc_info` (not in
    /// Swift's Glibc module): its arenas' current size, less their free chunks, plus the
    /// blocks it mapped on their own.
    private static func heapInUse() -> Int {
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let symbol = dlsym(nil, "malloc_info") else {
            XCTFail("glibc's malloc_info is missing")
            return 0
        }
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        let stream = open_memstream(&buffer, &length)
        _ = unsafeBitCast(symbol, to: MallocInfo.self)(0, stream)
        fclose(stream)
        let xml = buffer.map { String(cString: $0) } ?? ""
        free(buffer)
        // The totals of every arena follow the last heap's section.
        guard let totals = xml.range(of: "</heap>", options: .backwards).map({ xml[$0.upperBound...] }) ?? xml.range(of: "<malloc").map({ xml[$0.upperBound...] }) else { return 0 }
        func size(_ element: String) -> Int {
            guard let start = totals.range(of: element)?.upperBound,
                  let sizeStart = totals[start...].range(of: "size=\"")?.upperBound,
                  let sizeEnd = totals[sizeStart...].firstIndex(of: "\"") else { return 0 }
            return Int(totals[sizeStart..<sizeEnd]) ?? 0
        }
        return size("<system type=\"current\"") - size("<total type=\"fast\"") - size("<total type=\"rest\"") + size("<total type=\"mmap\"")
    }

    /// The same object for a position every time it is asked, even after the caller let it go:
    /// GTK tells a list's items apart by identity.
    func testTheSameItemObjectForAPosition() {
        onMain {
            let model = ObjectRef(gtkkit_index_model_new(3)!, owned: true)
            let first = item(model.pointer, 1)!.pointer
            let again = item(model.pointer, 1)!.pointer
            XCTAssertEqual(first, again, "one object per position")
            XCTAssertNotEqual(item(model.pointer, 0)!.pointer, first, "another position, another object")
        }
    }

    /// A new count changes only the tail: one `items-changed` (position, removed, added) for
    /// the positions past the shorter count; the items before it stay the same objects, those
    /// past a shrink are released; the same count says nothing.
    func testANewCountChangesTheTailOnly() {
        onMain {
            let model = ObjectRef(gtkkit_index_model_new(10)!, owned: true)
            var changes: [[UInt]] = []
            Signal.connect(model.pointer, "items-changed") { args in
                changes.append([args.uint(1), args.uint(2), args.uint(3)])
                return nil
            }
            let kept = item(model.pointer, 3)!.pointer
            let dropped = WeakObject(item(model.pointer, 7)!.pointer)
            XCTAssertTrue(dropped.isAlive)

            gtkkit_index_model_set_n_items(cast(model.pointer), 4)
            XCTAssertEqual(changes, [[4, 6, 0]], "positions 4… removed")
            XCTAssertEqual(g_list_model_get_n_items(model.pointer), 4)
            XCTAssertFalse(dropped.isAlive, "an item past the new count is released")
            XCTAssertEqual(item(model.pointer, 3)!.pointer, kept, "an item before it stays the same object")
            XCTAssertNil(g_list_model_get_item(model.pointer, 7))

            gtkkit_index_model_set_n_items(cast(model.pointer), 9)
            XCTAssertEqual(changes, [[4, 6, 0], [4, 0, 5]], "positions 4… added")
            let remade = item(model.pointer, 7)!
            XCTAssertEqual(index(of: remade), 7)
            XCTAssertEqual(item(model.pointer, 3)!.pointer, kept)

            gtkkit_index_model_set_n_items(cast(model.pointer), 9)
            XCTAssertEqual(changes.count, 2, "the same count: no signal")
        }
    }

    /// The model releases every item it made when it is finalized.
    func testTheModelReleasesItsItems() {
        onMain {
            var model: ObjectRef<OpaquePointer>? = ObjectRef(gtkkit_index_model_new(3)!, owned: true)
            let items = (0..<3).map { WeakObject(item(model!.pointer, $0)!.pointer) }
            XCTAssertTrue(items.allSatisfy(\.isAlive))
            model = nil
            XCTAssertTrue(items.allSatisfy { !$0.isAlive })
        }
    }
}
