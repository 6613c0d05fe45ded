import GtkKit

/// The GtkButton under each Montage button: it holds one child (a label for a titled button),
/// runs the handler last shown on a click, keeps its classes of one prefix, and owns the view
/// that made it (see `ViewLink`).
@MainActor
final class ClickableButton {
    /// The GtkButton (CSS class as given, start-aligned, vertically centred).
    let widget: WidgetPointer
    /// What it holds.
    let child: WidgetPointer
    private var handler: Action?
    private var link: ViewLink?

    /// A button of CSS class `name` around `child`.
    init(_ name: String, child: WidgetPointer) {
        self.child = child
        widget = Gtk.Button().widget.classes([name]).align(.start, .center)
        Gtk.Button(widget).child = child
        Signal.connect(widget, "clicked") { [weak self] in self?.handler?() }
    }

    /// A button of CSS class `name` around a label (its text centred when `centred`).
    convenience init(titled name: String, centred: Bool = false) {
        let label = Build.label("")
        if centred { Gtk.Label(label).xalign = 0.5 }
        self.init(name, child: label)
    }

    /// Makes the button own `view` (see `ViewLink`).
    func own(_ view: AnyObject) { link = ViewLink(view, to: widget) }

    /// Runs `handler` on a click from now on and sets the classes starting with `prefix` to
    /// `classes`; false, doing nothing but saying so in the log, once the button is gone.
    @discardableResult
    func show(handler: Action?, prefix: String, classes: [String]) -> Bool {
        guard link?.widget(for: "update") != nil else { return false }
        self.handler = handler
        WidgetStyling.setClasses(widget, prefix: prefix, classes)
        return true
    }

    /// As `show(handler:prefix:classes:)`, with `title` on the label child, set bold in
    /// `typography`, and as the button's accessible name (GTK names no button whose child is not
    /// its own label: it would be announced by its type, "GtkButton").
    func show(title: String, _ typography: Typography.Variant, handler: Action?, prefix: String, classes: [String]) {
        guard show(handler: handler, prefix: prefix, classes: classes) else { return }
        Gtk.Label(child).text = title
        widget.accessibleLabel(title)
        WidgetStyling.setTypography(child, typography, .bold)
    }
}
