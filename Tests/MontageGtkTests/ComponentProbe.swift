import Foundation
import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

/// Measuring, color and pixel helpers shared by the component tests (ContentBadge, Avatar,
/// Thumbnail, Checkbox/Radio, Switch, Button, TextButton, IconButton, Icon, ImageLoader).
@MainActor
enum ComponentProbe {
    // MARK: Icons

    /// The icon name of the paintable an image shows (what GTK draws, not what was asked for).
    static func shownIconName(_ image: WidgetPointer) -> String? {
        guard let paintable = gtk_image_get_paintable(cast(image)), g_type_check_instance_is_a(cast(paintable), gtk_icon_paintable_get_type()) != 0,
              let name = gtk_icon_paintable_get_icon_name(OpaquePointer(paintable.gRaw)) else { return nil }
        return String(cString: name)
    }

    // MARK: Layout

    /// The natural (width, height) `gtk_widget_measure` reports, margins included.
    static func natural(_ widget: WidgetPointer) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
        return (width, height)
    }

    /// The minimum (width, height) `gtk_widget_measure` reports, margins included.
    static func minimum(_ widget: WidgetPointer) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &height, nil, nil, nil)
        return (width, height)
    }

    /// Waits until the window of `widget` has laid out and painted a frame.
    static func layout(_ widget: WidgetPointer) throws {
        try WidgetCapture.waitForPaint(widget)
    }

    /// The widget's border box in `target`'s coordinates (after layout).
    static func bounds(_ widget: WidgetPointer, in target: WidgetPointer) -> (x: Double, y: Double, width: Double, height: Double) {
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(widget, target, &rect) != 0, "\(widget.typeName) has no bounds")
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// A `montage-surface` box (backgroundNeutralPrimary) holding `child` at its top left, so a
    /// render of the box shows the child composited over a known background.
    static func surface(_ child: WidgetPointer) -> WidgetPointer {
        gtk_widget_set_halign(child, GTK_ALIGN_START)
        gtk_widget_set_valign(child, GTK_ALIGN_START)
        return Build.vbox(classes: ["montage-surface"], [child])
    }

    /// The first descendant of `root` (itself included) of `type` (or a subclass of it).
    static func descendant(of root: WidgetPointer, type: GType) -> WidgetPointer? {
        root.descendants(where: { $0.isA(type) }).first
    }

    /// The accessible role of a widget.
    static func role(_ widget: WidgetPointer) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(cast(widget))
    }

    // MARK: Colors

    /// `top` composited over `bottom` (source-over); opaque when `bottom` is.
    static func blend(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let a = top.alpha + bottom.alpha * (1 - top.alpha)
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(((Double(t) * top.alpha + Double(b) * bottom.alpha * (1 - top.alpha)) / a).rounded())
        }
        return RGBA(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                    blue: channel(top.blue, bottom.blue), alpha: a)
    }

    /// A color as the straight pixel a renderer writes for it.
    static func pixel(_ color: RGBA) -> Pixel {
        Pixel(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha8)
    }

    /// The largest channel difference between a rendered pixel and a color, compared
    /// premultiplied (so a faint translucent fill is not judged by its imprecise straight RGB).
    static func distance(_ pixel: Pixel, _ color: RGBA) -> Int {
        let pa = Double(pixel.alpha) / 255
        func premultiplied(_ c: UInt8, _ alpha: Double) -> Double { Double(c) * alpha }
        let diffs = [
            abs(premultiplied(pixel.red, pa) - premultiplied(color.red, color.alpha)),
            abs(premultiplied(pixel.green, pa) - premultiplied(color.green, color.alpha)),
            abs(premultiplied(pixel.blue, pa) - premultiplied(color.blue, color.alpha)),
            abs(Double(pixel.alpha) - color.alpha * 255),
        ]
        return Int(diffs.max()!.rounded())
    }

    /// Asserts that a rendered pixel is `color` within `tolerance` (premultiplied channels).
    static func assertPixel(_ pixel: Pixel, is color: RGBA, tolerance: Int = 2, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(distance(pixel, color), tolerance, "\(message): rendered \(pixel), expected \(ComponentProbe.pixel(color))",
                                 file: file, line: line)
    }

    /// Asserts that a color GTK resolved is `expected` (within one 8-bit step).
    static func assertColor(_ color: RGBA, is expected: RGBA, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(color.isClose(to: expected), "\(message): GTK has \(color), expected \(expected)", file: file, line: line)
    }

    /// The semantic token in `scheme`.
    static func token(_ token: Color.Semantic, _ scheme: ColorScheme) -> RGBA {
        token.resolved(in: scheme)
    }

    /// The page background (backgroundNeutralPrimary) of `surface(_:)` in `scheme`.
    static func background(_ scheme: ColorScheme) -> RGBA {
        Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme)
    }

    // MARK: Pixels

    /// Whether a pixel is opaque white to within `tolerance`.
    static func isWhite(_ pixel: Pixel, tolerance: UInt8 = 4) -> Bool {
        pixel.alpha >= 255 - tolerance && pixel.red >= 255 - tolerance && pixel.green >= 255 - tolerance
            && pixel.blue >= 255 - tolerance
    }

    /// The runs `[start, end)` of consecutive pixels of row `y` that satisfy `predicate`.
    static func runs(in texture: Texture, y: Int, where predicate: (Pixel) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for x in 0..<texture.width {
            let hit = predicate(texture.pixel(x: x, y: y))
            if hit, start == nil { start = x }
            if !hit, let s = start {
                result.append(s..<x)
                start = nil
            }
        }
        if let s = start { result.append(s..<texture.width) }
        return result
    }

    /// How many pixels of `texture` satisfy `predicate`.
    static func count(in texture: Texture, where predicate: (Pixel) -> Bool) -> Int {
        var total = 0
        for y in 0..<texture.height {
            for x in 0..<texture.width where predicate(texture.pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }

    /// The radius of the top-left corner of a filled shape, from the area its rounding leaves
    /// clear: a corner of radius r misses r² (1 − π/4) of the square it sits in. Coverage is
    /// judged against the alpha at `interior` (so a translucent fill works); `span` must reach
    /// past the radius and stay inside the uniformly filled part.
    static func cornerRadius(of texture: Texture, span: Int, interior: (x: Int, y: Int)) -> Double {
        let full = Double(texture.pixel(x: interior.x, y: interior.y).alpha)
        guard full > 0 else { return .nan }
        var missing = 0.0
        for y in 0..<span {
            for x in 0..<span { missing += 1 - min(1, Double(texture.pixel(x: x, y: y).alpha) / full) }
        }
        return (missing / (1 - Double.pi / 4)).squareRoot()
    }

    // MARK: Input

    /// A real pointer click through the X server at the centre of `widget` (see `XDoTool`).
    static func click(_ widget: WidgetPointer) throws {
        _ = try XCTUnwrap(gtk_widget_get_root(widget))
        let point = XDoTool.center(of: widget)
        XDoTool.click(x: point.x, y: point.y)
    }

    // MARK: Samples

    /// The absolute path of a sample image in `resources/samples`.
    static func samplePath(_ name: String) -> String {
        (ResourcePaths.root ?? "") + "/samples/" + name
    }
}

/// A counter a handler closure can bump (handlers are `@Sendable`, so they cannot capture a var).
@MainActor
final class CallLog<Value> {
    private(set) var values: [Value] = []
    var count: Int { values.count }
    func record(_ value: Value) { values.append(value) }
}

/// A late-bound weak reference, for handlers that need the view they belong to.
@MainActor
final class WeakRef<Value: AnyObject> {
    weak var value: Value?
}

/// The sample images served from a GResource bundle built at test time (with
/// glib-compile-resources from libglib2.0-dev-bin), so `resource://` URLs can be loaded.
@MainActor
enum SampleResources {
    static let prefix = "/org/montage-gtk/tests/samples"
    private static var registered: OpaquePointer?

    struct BuildError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// `resource://` URL of a sample image; builds and registers the bundle on first use.
    static func url(_ name: String) throws -> String {
        try register()
        return "resource://\(prefix)/\(name)"
    }

    private static func register() throws {
        if registered != nil { return }
        let samples = try XCTUnwrap(ResourcePaths.root, "resources folder") + "/samples"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-gresource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("samples.gresource.xml")
        let files = ["avatar-person.png", "logo-company.png", "thumbnail-landscape.png", "broken-image.png"]
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources>
              <gresource prefix="\(prefix)">
            \(files.map { "    <file>\($0)</file>" }.joined(separator: "\n"))
              </gresource>
            </gresources>
            """
        try xml.write(to: manifest, atomically: true, encoding: .utf8)
        let bundle = folder.appendingPathComponent("samples.gresource").path
        let compile = ChildProcess.run("/usr/bin/glib-compile-resources", ["--sourcedir=\(samples)", "--target=\(bundle)", manifest.path],
                                       mergingStandardError: true, timeout: 60)
        guard compile.succeeded else {
            throw BuildError(message: "glib-compile-resources failed (\(compile.ending)): \(compile.output)")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(bundle, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            if let error { g_error_free(error) }
            throw BuildError(message: "g_resource_load: \(message)")
        }
        g_resources_register(resource)
        registered = resource
    }
}

/// An image that loads only when the test says so: a URL on a local test server that holds
/// its answer until `deliver` (a slow network, on 127.0.0.1).
@MainActor
final class SlowImage {
    /// The image's URL.
    let path: String
    private let server: TestImageServer
    private let route = "/slow-\(UUID().uuidString).png"
    private var delivered = false

    init() throws {
        server = try TestImageServer()
        server.route(route, .held)
        path = server.url(route)
    }

    /// Answers the held request with `data` (waiting for the request if it has not come yet;
    /// a load cancelled before it asked may never come).
    func deliver(_ data: Data) {
        MainLoop.run(until: { server.requests[route, default: 0] > 0 }, timeout: 2)
        delivered = true
        server.release(route, with: [UInt8](data))
    }

    /// Answers a request still held (with nothing) and stops the server.
    func finish() {
        if !delivered { server.release(route, with: []) }
        MainLoop.drain()
        server.close()
    }
}
