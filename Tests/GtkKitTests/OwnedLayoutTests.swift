import CGtkKit
import GtkKit
import GtkTestSupport
import XCTest

/// `OwnedLayout` (a Swift object laying out its widget through a GtkCustomLayout, owned by the
/// widget), the measuring helpers `laidOutChildren` and `measure(_:for:)`, and `makeGroup`.
final class OwnedLayoutTests: GtkTestCase, @unchecked Sendable {
    /// One call GTK made to the layout.
    private struct Call: Equatable, CustomStringConvertible {
        let orientation: GtkOrientation?  // nil: allocate
        let a: Int32, b: Int32  // measure: for-size and 0; allocate: width and height
        static func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> Call { Call(orientation: orientation, a: forSize, b: 0) }
        static func allocate(_ width: Int32, _ height: Int32) -> Call { Call(orientation: nil, a: width, b: height) }
        var description: String {
            guard let orientation else { return "allocate(\(a)×\(b))" }
            return "measure(\(orientation == GTK_ORIENTATION_HORIZONTAL ? "horizontal" : "vertical"), for \(a))"
        }
    }

    /// A layout that records every call: `width` wide (minimum, natural), and for a width w
    /// w / 10 high at least, w / 5 naturally (20, 40 unconstrained); it gives each child its
    /// whole box but `inset` on every side.
    @MainActor
    private final class ProbeLayout: OwnedLayout {
        let widget: WidgetPointer
        let requestMode: GtkSizeRequestMode
        private let width: (Int32, Int32)
        private let inset: Int32
        var calls: [Call] = []

        init(mode: GtkSizeRequestMode = GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH, width: (Int32, Int32) = (30, 50), inset: Int32 = 5,
             cssClass: String? = nil) {
            requestMode = mode
            self.width = width
            self.inset = inset
            widget = makeGroup(cssClass: cssClass)
            install(on: widget)
        }

        func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
            calls.append(.measure(orientation, forSize))
            if orientation == GTK_ORIENTATION_HORIZONTAL { return width }
            return forSize < 0 ? (20, 40) : (forSize / 10, forSize / 5)
        }

        func allocate(_ width: Int32, _ height: Int32) {
            calls.append(.allocate(width, height))
            for child in laidOutChildren(of: widget) {
                var box = GtkAllocation(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset)
                gtk_widget_size_allocate(child.widget, &box, -1)
            }
        }
    }

    /// A layout that keeps the protocol's default request mode.
    @MainActor
    private final class DefaultModeLayout: OwnedLayout {
        let widget = makeGroup()
        init() { install(on: widget) }
        func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) { (1, 1) }
        func allocate(_ width: Int32, _ height: Int32) {}
    }

    /// `gtk_widget_measure` on the widget reaches the layout with the orientation and the size
    /// for the other one, and returns its answer.
    func testMeasureIsCalledWithTheOrientationAndForSize() {
        onMain {
            let layout = ProbeLayout()
            let group = ObjectRef(layout.widget)
            XCTAssertTrue(group.pointer.measure(GTK_ORIENTATION_HORIZONTAL, for: -1) == (30, 50))
            XCTAssertTrue(layout.calls.contains(.measure(GTK_ORIENTATION_HORIZONTAL, -1)), "\(layout.calls)")
            XCTAssertTrue(group.pointer.measure(GTK_ORIENTATION_VERTICAL, for: 300) == (30, 60))
            XCTAssertTrue(layout.calls.contains(.measure(GTK_ORIENTATION_VERTICAL, 300)), "the width reaches the layout: \(layout.calls)")
            XCTAssertTrue(group.pointer.measure(GTK_ORIENTATION_VERTICAL, for: -1) == (20, 40))
            XCTAssertFalse(layout.calls.contains { $0.orientation == nil }, "measuring allocates nothing")
        }
    }

    /// The widget reports the layout's request mode, and GTK honours it: a constant-size layout
    /// is measured with no for-size, a height-for-width one with the width; the default is
    /// height for width.
    func testTheRequestModeIsHonoured() {
        onMain {
            let constant = ProbeLayout(mode: GTK_SIZE_REQUEST_CONSTANT_SIZE)
            let constantGroup = ObjectRef(constant.widget)
            XCTAssertEqual(gtk_widget_get_request_mode(constantGroup.pointer), GTK_SIZE_REQUEST_CONSTANT_SIZE)
            _ = constantGroup.pointer.measure(GTK_ORIENTATION_VERTICAL, for: 300)
            XCTAssertFalse(constant.calls.contains(.measure(GTK_ORIENTATION_VERTICAL, 300)), "\(constant.calls)")
            XCTAssertTrue(constant.calls.contains(.measure(GTK_ORIENTATION_VERTICAL, -1)), "constant size: no for-size: \(constant.calls)")

            let widthForHeight = ProbeLayout(mode: GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT)
            let widthForHeightGroup = ObjectRef(widthForHeight.widget)
            XCTAssertEqual(gtk_widget_get_request_mode(widthForHeightGroup.pointer), GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT)

            let heightForWidth = ProbeLayout()
            let heightForWidthGroup = ObjectRef(heightForWidth.widget)
            XCTAssertEqual(gtk_widget_get_request_mode(heightForWidthGroup.pointer), GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH)
            _ = heightForWidthGroup.pointer.measure(GTK_ORIENTATION_VERTICAL, for: 300)
            XCTAssertTrue(heightForWidth.calls.contains(.measure(GTK_ORIENTATION_VERTICAL, 300)), "\(heightForWidth.calls)")

            let plain = DefaultModeLayout()
            let plainGroup = ObjectRef(plain.widget)
            XCTAssertEqual(plain.requestMode, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH)
            XCTAssertEqual(gtk_widget_get_request_mode(plainGroup.pointer), GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH)
        }
    }

    /// In a window 200 × 80 the layout is allocated that size, and where it places a child is
    /// where the child is.
    func testAllocateGetsTheWidgetsSizeAndPlacesTheChildren() {
        onMain {
            let layout = ProbeLayout()
            let child = gtk_label_new("child")!
            gtk_widget_set_parent(child, layout.widget)
            let hosted = host(layout.widget, width: 200, height: 80, views: [layout])
            XCTAssertTrue(MainLoop.run(until: { layout.calls.contains(.allocate(200, 80)) }, timeout: 2), "\(layout.calls)")
            XCTAssertEqual(gtk_widget_get_width(layout.widget), 200)
            XCTAssertEqual(gtk_widget_get_height(layout.widget), 80)
            let placed = LayoutProbe.rect(child, in: layout.widget)
            XCTAssertEqual([placed.origin.x, placed.origin.y, placed.size.width, placed.size.height], [5, 5, 190, 70])
            hosted.end()
        }
    }

    /// A layout of a widget with no children is measured and allocated like any other.
    func testAWidgetWithoutChildren() {
        onMain {
            let layout = ProbeLayout(width: (12, 24))
            XCTAssertEqual(laidOutChildren(of: layout.widget).count, 0)
            host(layout.widget, views: [layout])
            XCTAssertTrue(MainLoop.run(until: { layout.calls.contains { $0.orientation == nil } }, timeout: 2), "allocated: \(layout.calls)")
            XCTAssertEqual(gtk_widget_get_width(layout.widget), 24, "its natural width")
        }
    }

    /// The widget owns its layout: dropped by the caller it lives on; it is released when the
    /// widget is finalized, and GTK's layout manager with it.
    func testTheLayoutIsFreedWithItsWidget() {
        onMain {
            weak var weakLayout: ProbeLayout?
            var group: ObjectRef<WidgetPointer>?
            do {
                let layout = ProbeLayout()
                weakLayout = layout
                group = ObjectRef(layout.widget)
            }
            XCTAssertNotNil(weakLayout, "the widget keeps the layout the caller dropped")
            let manager = WeakObject(gtk_widget_get_layout_manager(group!.pointer)!)
            XCTAssertTrue(manager.pointer.map { cgtk_type_is_a($0.gRaw, gtk_custom_layout_get_type()) != 0 } ?? false)
            XCTAssertTrue(group!.pointer.measure(GTK_ORIENTATION_HORIZONTAL, for: -1) == (30, 50), "and it still lays out")
            group = nil
            XCTAssertNil(weakLayout, "released with its widget")
            XCTAssertFalse(manager.isAlive, "and GTK's layout manager too")
        }
    }

    /// `laidOutChildren`: the children that take part in layout (not a hidden one), in order,
    /// each with its horizontal minimum and natural width.
    func testLaidOutChildrenAreTheVisibleOnesInOrderWithTheirWidths() {
        onMain {
            let parent = ObjectRef(makeGroup())
            let children = [ProbeLayout(width: (10, 15)), ProbeLayout(width: (20, 25)), ProbeLayout(width: (30, 35)), ProbeLayout(width: (40, 45))]
            for child in children { gtk_widget_set_parent(child.widget, parent.pointer) }
            gtk_widget_set_visible(children[1].widget, 0)
            let laidOut = laidOutChildren(of: parent.pointer)
            XCTAssertEqual(laidOut.map { $0.widget }, [children[0].widget, children[2].widget, children[3].widget])
            XCTAssertEqual(laidOut.map { $0.min }, [10, 30, 40])
            XCTAssertEqual(laidOut.map { $0.nat }, [15, 35, 45])
        }
    }

    /// `measured`: a child's minimum and natural size in an orientation for a size in the other.
    func testMeasuredAsksForTheOrientationAndForSize() {
        onMain {
            let layout = ProbeLayout()
            let child = ObjectRef(layout.widget)
            XCTAssertTrue(child.pointer.measure(GTK_ORIENTATION_VERTICAL, for: 200) == (20, 40))
            XCTAssertTrue(child.pointer.measure(GTK_ORIENTATION_VERTICAL, for: 500) == (50, 100))
            XCTAssertTrue(child.pointer.measure(GTK_ORIENTATION_HORIZONTAL, for: -1) == (30, 50))
        }
    }

    /// `makeGroup`: a GtkKitGroup, floating like every new widget, CSS node `box`, accessible
    /// role group, with the class given and no other, and the children given in their order.
    func testAGroupIsABoxNodeWithTheGroupRole() {
        onMain {
            let plain = makeGroup()
            XCTAssertTrue(cgtk_object_is_floating(plain.gRaw) != 0, "a floating reference")
            let group = ObjectRef(plain)
            XCTAssertTrue(group.pointer.isA(gtkkit_group_get_type()))
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(group.pointer)), "box")
            XCTAssertEqual(gtk_accessible_get_accessible_role(cast(group.pointer)), GTK_ACCESSIBLE_ROLE_GROUP)
            XCTAssertEqual(LayoutProbe.cssClasses(group.pointer), [])
            let classed = ObjectRef(makeGroup(cssClass: "probe-class"))
            XCTAssertEqual(LayoutProbe.cssClasses(classed.pointer), ["probe-class"])
            XCTAssertNil(gtk_widget_get_layout_manager(group.pointer), "no layout of its own")
            let first = gtk_label_new("first")!, second = gtk_label_new("second")!
            let parent = ObjectRef(makeGroup(children: [first, second]))
            XCTAssertEqual(parent.pointer.children, [first, second], "the children, in order")
        }
    }

    /// A group unparents its children when it is disposed: a child someone else holds is left
    /// parentless, one nobody holds is finalized, and GTK has no child left to warn about.
    func testAGroupUnparentsItsChildrenOnDispose() {
        onMain {
            var group: ObjectRef<WidgetPointer>? = ObjectRef(makeGroup())
            let held = ObjectRef(gtk_label_new("held")!)
            let free = gtk_label_new("free")!
            gtk_widget_set_parent(held.pointer, group!.pointer)
            gtk_widget_set_parent(free, group!.pointer)
            let freeChild = WeakObject(free)
            XCTAssertEqual(gtk_widget_get_parent(held.pointer), group!.pointer)
            group = nil
            XCTAssertNil(gtk_widget_get_parent(held.pointer), "unparented")
            XCTAssertFalse(freeChild.isAlive, "a child nobody else holds dies with the group")
            XCTAssertEqual(LogCapture.drain(), [], "no 'still has children left' warning")
        }
    }
}
