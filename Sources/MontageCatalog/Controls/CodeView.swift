import MontageGtk
import GtkKit

/// Swift source shown read-only (a selectable label, a label measures at once, so captures show
/// it), long lines wrapped at the pane's edge rather than cut, with a Copy button that puts it on
/// the clipboard.
@MainActor
package final class CodeView {
    /// The whole view: a heading row (title, Copy) and the code.
    package let widget: WidgetPointer
    /// The label holding the code (named `code`).
    package let text: WidgetPointer
    private let copy: WidgetPointer

    /// The view titled `title`, carrying `part`'s name (its Copy button `ControlPart.copy(part)`).
    /// `fillsHeight`: the code scrolls in the height the view is given (a panel); otherwise the
    /// view is as tall as the code (in a scrolling page).
    package init(title: String, part: some WidgetPartName, fillsHeight: Bool = false) {
        text = Build.paragraph("", classes: ["code-text", "typo-caption1", "weight-regular"], selectable: true).named(ControlPart.code)
        text.valign = .start
        // Source code reads left to right in any layout.
        text.direction = .leftToRight
        text.accessibleLabel(title)
        let scroller = Gtk.ScrolledWindow().widget
        Gtk.ScrolledWindow(scroller).setPolicy(.never, fillsHeight ? .automatic : .never)
        scroller.vexpand = fillsHeight
        Gtk.ScrolledWindow(scroller).child = text
        scroller.direction = .leftToRight
        scroller.accessibleLabel(title)
        copy = Controls.button(tr("Copy"), part: ControlPart.copy(part)) {}
        copy.tooltip(tr("Copy the Swift to the clipboard"))
        let heading = Build.hbox(spacing: 8, [PageLayout.groupTitle(title, wrap: false).expand(horizontal: true), copy.align(nil, .center)])
        widget = Build.vbox(spacing: 8, classes: ["code-view"], [heading, scroller.classes(["code-frame"])]).named(part)
        Signal.connect(copy, "clicked") { [weak self, copy] in
            self?.copyToClipboard()
            Controls.showCopied(copy, title: tr("Copy"))
        }
    }

    /// The code shown.
    package var code: String {
        get { Gtk.Label(text).text }
        set { if newValue != code { Gtk.Label(text).text = newValue } }
    }

    /// Puts the code on the clipboard.
    func copyToClipboard() {
        text.copyToClipboard(code)
    }
}
