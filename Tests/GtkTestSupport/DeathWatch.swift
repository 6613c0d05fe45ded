import CGtk
import GtkKit
import XCTest

/// What a test expects to be finalized, as libadwaita's tests end with
/// `g_assert_finalize_object`: GObjects seen through GLib weak references (`WeakObject`, nil
/// from the moment finalization starts), Swift objects through `weak`. `assertFinalized`
/// waits, bounded, for every one to go (GTK releases some objects only after an idle or the
/// next frame) and fails naming each survivor.
///
/// Do not watch what GTK or the project keeps for the whole process on purpose (icon
/// paintables, CSS providers, the display's tooltip window): they are meant to outlive a test.
@MainActor
public final class DeathWatch {
    private struct Watched<Reference> {
        let reference: Reference
        let name: String
    }

    private final class SwiftReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var objects: [Watched<WeakObject<UnsafeMutableRawPointer>>] = []
    private var swiftObjects: [Watched<SwiftReference>] = []
    private var watchedAt: [UInt: Int] = [:]  // a watched object's index in `objects`, by address

    /// An empty watch.
    public init() {}

    /// How many objects are watched, GObjects and Swift objects.
    public var count: Int { objects.count + swiftObjects.count }

    /// Watches a GObject (once, however often it is given); `name` says what it is in a
    /// failure (default: its type, widget name and CSS classes, read when it survives).
    public func watch(_ object: some GPointer, as name: String? = nil) {
        let address = UInt(bitPattern: object.gRaw)
        // Watched already, unless that was an object since finalized whose address was reused.
        if let index = watchedAt[address], objects[index].reference.isAlive { return }
        watchedAt[address] = objects.count
        objects.append(Watched(reference: WeakObject(object.gRaw), name: name ?? ""))
    }

    /// Watches a Swift object (a view over widgets, a controller); `name` defaults to its type.
    public func watch(_ object: AnyObject, as name: String? = nil) {
        swiftObjects.append(Watched(reference: SwiftReference(object), name: name ?? String(describing: type(of: object))))
    }

    /// Watches `widget` and every widget under it now (depth-first, itself included), except
    /// GTK's own tooltip window, which the display keeps and moves between widgets.
    public func watchTree(_ widget: WidgetPointer) {
        let tooltip = GtkPrivateType.tooltipWindow
        func visit(_ widget: WidgetPointer) {
            if tooltip != 0 && widget.isA(tooltip) { return }
            watch(widget)
            for child in widget.children { visit(child) }
        }
        visit(widget)
    }

    /// What still lives, each described (a GObject with its type, name, classes and
    /// reference count; a Swift object by its name); only the GObjects or only the Swift
    /// objects when asked.
    public func survivors(_ kinds: Kinds = .all) -> [String] {
        (kinds.contains(.objects) ? objects.compactMap { watched in watched.reference.pointer.map { Self.describe($0, name: watched.name) } } : [])
            + (kinds.contains(.swiftObjects) ? swiftObjects.compactMap { $0.reference.object == nil ? nil : "\($0.name) (Swift object)" } : [])
    }

    /// Whether everything watched of `kinds` is gone.
    public func allFinalized(_ kinds: Kinds = .all) -> Bool {
        (!kinds.contains(.objects) || objects.allSatisfy { !$0.reference.isAlive })
            && (!kinds.contains(.swiftObjects) || swiftObjects.allSatisfy { $0.reference.object == nil })
    }

    /// What `assertFinalized` checks: GObjects, Swift objects, or both.
    public struct Kinds: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The watched GObjects.
        public static let objects = Kinds(rawValue: 1)
        /// The watched Swift objects (check them once nothing in the test holds them any more).
        public static let swiftObjects = Kinds(rawValue: 2)
        /// Both.
        public static let all: Kinds = [.objects, .swiftObjects]
    }

    /// Runs the main loop until everything watched (of `kinds`) is finalized, for at most
    /// `timeout` seconds, then fails once, naming every survivor under `context`. Returns
    /// whether all died.
    @discardableResult
    public func assertFinalized(_ context: String, _ kinds: Kinds = .all, timeout: Double = 5,
                                file: StaticString = #filePath, line: UInt = #line) -> Bool {
        MainLoop.drain()
        if MainLoop.run(until: { allFinalized(kinds) }, timeout: timeout) { return true }
        let left = survivors(kinds)
        let shown = left.prefix(40).joined(separator: "; ") + (left.count > 40 ? "; … and \(left.count - 40) more" : "")
        XCTFail("\(context): \(left.count) not finalized after \(timeout) s: " + shown, file: file, line: line)
        return false
    }

    /// "GtkLabel #label .typo-body2 (refs 2)", with its parent when it still has one.
    private static func describe(_ object: UnsafeMutableRawPointer, name: String) -> String {
        let typeName = String(cString: cgtk_object_type_name(object))
        var text = typeName
        if !name.isEmpty { text += " «\(name)»" }
        if object.isA(gtk_widget_get_type()) {
            let widget: WidgetPointer = cast(object)
            if widget.name != typeName { text += " #" + widget.name }
            if let classes = gtk_widget_get_css_classes(widget) {
                var index = 0
                while let cssClass = classes[index] {
                    text += " ." + String(cString: cssClass)
                    index += 1
                }
                g_strfreev(classes)
            }
            if let parent = gtk_widget_get_parent(widget) { text += " in \(parent.typeName)" }
        }
        let gobject: UnsafeMutablePointer<GObject> = cast(object)
        return text + " (refs \(gobject.pointee.ref_count))"
    }
}
