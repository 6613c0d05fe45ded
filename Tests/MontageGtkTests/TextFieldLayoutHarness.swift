import MontageTestSupport
@_spi(Testing) @_spi(Capture) @testable import MontageGtk

/// The values a text field is bound to (what a SwiftUI caller keeps in @State).
@MainActor
final class TextFieldModel {
    var text: String
    var source: TextField.AutoCompletionDataSource?

    init(text: String = "", source: TextField.AutoCompletionDataSource? = nil) {
        self.text = text
        self.source = source
    }

    /// A field bound to `text` and `source`.
    var field: TextField {
        TextField(text: Binding(get: { self.text }, set: { self.text = $0 }),
                  autoCompletionDataSource: Binding(get: { self.source }, set: { self.source = $0 }))
    }
}

/// One or more TextFieldViews in a `montage-surface` box, each with a 20px margin so the focus
/// ring (4px outside the field) is inside the surface, in an undecorated window at the screen's
/// origin. `extra` widgets follow the fields and `above` ones precede them (something else to
/// focus or click; above is clear of the autocompletion popup, which opens downwards).
@MainActor
struct FieldLayoutHarness {
    let models: [TextFieldModel]
    let views: [TextFieldView]
    let surface: WidgetPointer
    let window: WidgetPointer
    let title: String

    init(_ fields: [(TextField) -> TextField], in test: GtkTestCase, width: Int32 = 400, above: [WidgetPointer] = [],
         extra: [WidgetPointer] = [], models: [TextFieldModel]? = nil) {
        let models = models ?? fields.map { _ in TextFieldModel() }
        self.models = models
        views = zip(fields, models).map { configure, model in TextFieldView(configure(model.field)) }
        for view in views { view.widget.margins(top: 20, bottom: 20, start: 20, end: 20) }
        surface = Build.vbox(classes: ["montage-surface"], above + views.map(\.widget) + extra)
        window = test.present(surface, width: width)
        title = test.lastTitle
        unfocus()
        var origin = graphene_rect_t()
        _ = gtk_widget_compute_bounds(surface, window, &origin)
        XCTAssertEqual([origin.origin.x, origin.origin.y], [0, 0], "the surface is at the window's (and the screen's) origin")
    }

    init(_ configure: @escaping (TextField) -> TextField, in test: GtkTestCase, width: Int32 = 400, above: [WidgetPointer] = [],
         extra: [WidgetPointer] = [], model: TextFieldModel = TextFieldModel()) {
        self.init([configure], in: test, width: width, above: above, extra: extra, models: [model])
    }

    var view: TextFieldView { views[0] }
    var model: TextFieldModel { models[0] }

    /// A part of field `index`.
    func part(_ part: TextFieldPart, _ index: Int = 0) -> WidgetPointer? { views[index].widget.descendant(part) }

    /// A part of field `index`'s form control (label, required mark, message, accessory).
    func part(_ part: FormControlPart, _ index: Int = 0) -> WidgetPointer? { views[index].widget.descendant(part) }

    /// The field box (`field`) of field `index`.
    func field(_ index: Int = 0) -> WidgetPointer { part(.field, index)! }

    /// The GtkText inside the entry of field `index` (where the text is drawn).
    func text(_ index: Int = 0) -> WidgetPointer { cast(gtk_editable_get_delegate(cast(views[index].entry))!) }

    /// The placeholder GtkLabel inside the GtkText of field `index`.
    func placeholder(_ index: Int = 0) -> WidgetPointer? {
        text(index).descendants(where: { $0.isA(Gtk.Label.gType) }).first
    }

    /// The content row (icon, entry, trailing area) of field `index`.
    func content(_ index: Int = 0) -> WidgetPointer { gtk_widget_get_parent(views[index].entry)! }

    /// The border box of `widget` in window (= surface = screen) coordinates.
    func bounds(_ widget: WidgetPointer) -> Box {
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(widget, surface, &rect) != 0, "\(widget.typeName) has no bounds")
        return Box(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The border box of `widget` relative to the field box of field `index`.
    func inField(_ widget: WidgetPointer, _ index: Int = 0) -> Box {
        var box = bounds(widget)
        let field = bounds(field(index))
        box.x -= field.x
        box.y -= field.y
        return box
    }

    /// Waits for a layout and a painted frame.
    func layout() {
        XCTAssertNoThrow(try WidgetCapture.waitForPaint(surface))
    }

    /// Gives the window the keyboard focus through the X server, then the entry of field
    /// `index`; waits until GTK reports the entry as focused.
    @discardableResult
    func focus(_ index: Int = 0) -> Bool {
        XCTAssertTrue(XDoTool.focus(window, title: title), "the window becomes active")
        gtk_widget_grab_focus(views[index].entry)
        let focused = MainLoop.run(until: { entryHasFocus(index) && views[index].isFocused }, timeout: 5)
        XCTAssertTrue(focused, "the entry has the focus")
        layout()
        return focused
    }

    /// Takes the focus away from every field (GTK focuses the first entry of a window that
    /// becomes active, and under Xvfb the window may become active on its own).
    func unfocus() {
        gtk_window_set_focus(cast(window), nil)
        XCTAssertTrue(MainLoop.run(until: { views.allSatisfy { !$0.isFocused } }, timeout: 5), "no field has the focus")
        layout()
    }

    /// Whether the window's focus widget is the entry of field `index` or inside it.
    func entryHasFocus(_ index: Int = 0) -> Bool {
        guard let focus = gtk_window_get_focus(cast(window)) else { return false }
        return focus == views[index].entry || gtk_widget_is_ancestor(focus, views[index].entry) != 0
    }

    /// A real click at (`dx`, `dy`) from the top left of `widget`'s border box.
    func click(_ widget: WidgetPointer, dx: Double, dy: Double) {
        let box = bounds(widget)
        XDoTool.click(x: Int((box.x + dx).rounded(.down)), y: Int((box.y + dy).rounded(.down)))
    }

    /// A real click at the centre of `widget`.
    func click(_ widget: WidgetPointer) {
        let box = bounds(widget)
        click(widget, dx: box.width / 2, dy: box.height / 2)
    }

    /// A render of the whole surface.
    func render() throws -> Texture { try WidgetCapture.texture(of: surface) }
}

/// What the field surface (the material's tint, spec §4.3) composites to over the page.
@MainActor
enum FieldColors {
    /// The material tint: light #FFFFFF × 0.74, dark coolNeutral17 #212225 × 0.61.
    static func tint(_ scheme: ColorScheme) -> RGBA {
        scheme == .light ? RGBA(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0.74) : RGBA(red: 0x21, green: 0x22, blue: 0x25, alpha: 0.61)
    }

    static func page(_ scheme: ColorScheme) -> RGBA { Color.Semantic.backgroundNeutralPrimary.resolved(in: scheme) }

    /// The enabled field's fill over the page.
    static func fill(_ scheme: ColorScheme) -> RGBA { ColorProbe.blend(tint(scheme), over: page(scheme)) }

    /// A token over `base`.
    static func over(_ token: Color.Semantic, _ base: RGBA, _ scheme: ColorScheme) -> RGBA {
        ColorProbe.blend(token.resolved(in: scheme), over: base)
    }
}
