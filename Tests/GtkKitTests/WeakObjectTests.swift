import GtkKit
import GtkTestSupport
import XCTest

/// `WeakObject` (a GWeakRef): the object while it lives, nil from the moment its finalization
/// starts, and never a reference of its own.
final class WeakObjectTests: GtkTestCase, @unchecked Sendable {
    /// What a weak notify or a released owner saw when it ran during finalization.
    private final class Seen {
        var pointerWasNil: [Bool] = []
        var aliveWas: [Bool] = []
    }

    /// Reads a weak reference into `seen`: from a weak notify, a signal handler, or its deinit
    /// when it is attached with `Retention` and released as the object is finalized (as a view
    /// released with its widget would).
    private final class Reader {
        let weak: WeakObject<OpaquePointer>
        let seen: Seen
        let readsOnRelease: Bool
        init(_ weak: WeakObject<OpaquePointer>, _ seen: Seen, readsOnRelease: Bool = false) {
            self.weak = weak
            self.seen = seen
            self.readsOnRelease = readsOnRelease
        }
        func read() {
            seen.pointerWasNil.append(weak.pointer == nil)
            seen.aliveWas.append(weak.isAlive)
        }
        deinit { if readsOnRelease { read() } }
    }

    @MainActor
    private func referenceCount(_ object: some GPointer) -> UInt32 {
        let gobject: UnsafeMutablePointer<GObject> = cast(object)
        return gobject.pointee.ref_count
    }

    /// The object while it lives, nil once it is finalized.
    func testThePointerIsTheObjectWhileItLivesThenNil() {
        onMain {
            var label: ObjectRef<OpaquePointer>? = ObjectRef(cast(gtk_label_new("x")!))
            let address = label!.pointer
            let weak = WeakObject(address)
            XCTAssertEqual(weak.pointer, address)
            XCTAssertTrue(weak.isAlive)
            label = nil
            XCTAssertNil(weak.pointer, "the label is finalized")
            XCTAssertFalse(weak.isAlive)
        }
    }

    /// Reading the reference takes no reference of its own: the count is what it was, and the
    /// object dies when its owner lets go.
    func testReadingTakesNoReference() {
        onMain {
            var object: ObjectRef<OpaquePointer>? = ObjectRef(cast(g_object_new_with_properties(cgtk_type_object(), 0, nil, nil)!), owned: true)
            let pointer = object!.pointer
            let before = referenceCount(pointer)
            let weak = WeakObject(pointer)
            for _ in 0..<3 { XCTAssertNotNil(weak.pointer) }
            XCTAssertEqual(referenceCount(pointer), before, "neither the reference nor reading it holds the object")
            object = nil
            XCTAssertFalse(weak.isAlive)
        }
    }

    /// Nil from the moment finalization starts: inside a GLib weak notify (run during dispose),
    /// in the widget's "destroy" (also during dispose) and in the deinit of a Swift object the
    /// object releases when it is finalized, the reference already reads nil.
    func testTheReferenceReadsNilFromTheStartOfFinalization() {
        onMain {
            let seen = Seen()
            var label: ObjectRef<OpaquePointer>? = ObjectRef(cast(gtk_label_new("x")!))
            let weak = WeakObject(label!.pointer)
            g_object_weak_ref(cast(label!.pointer), { data, _ in
                Unmanaged<Reader>.fromOpaque(data!).takeRetainedValue().read()
            }, Unmanaged.passRetained(Reader(weak, seen)).toOpaque())
            let reader = Reader(weak, seen)
            Signal.connect(label!.pointer, "destroy") { reader.read() }
            Retention.attach(Reader(weak, seen, readsOnRelease: true), to: label!.pointer)
            XCTAssertEqual(seen.pointerWasNil, [], "nothing ran while the label lives")
            label = nil
            XCTAssertEqual(seen.pointerWasNil, [true, true, true], "destroy, the weak notify and the released owner each read nil")
            XCTAssertEqual(seen.aliveWas, [false, false, false])
        }
    }
}
