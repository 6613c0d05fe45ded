import GtkKit
import MontageCatalog

/// A line over the page telling what the window did on its own (the story shown went with its
/// file), with Dismiss; announced to screen readers as a status, and gone on the next story.
@MainActor
final class PageNotice {
    /// The line (hidden until there is something to say).
    let widget: WidgetPointer
    private let label = Build.label("", classes: ["typo-label2", "weight-medium"], wrap: true)
    /// The story shown when it was said (another story clears it).
    private var story: String?

    init() {
        let dismiss = Gtk.Button(label: tr("Dismiss")).widget.named(WindowPart.noticeDismiss)
        widget = Build.hbox(spacing: 12, classes: ["vision-banner", "page-notice"], [label.expand(horizontal: true), dismiss.align(nil, .center)])
            .named(WindowPart.notice)
        Gtk.Label(label).xalign = 0
        widget.isVisible = false
        Signal.connect(dismiss, "clicked") { [weak self] in self?.hide() }
    }

    /// Says `text` over the story `id`'s page.
    func show(_ text: String, over id: String?) {
        story = id
        Gtk.Label(label).text = text
        widget.accessibleLabel(text)
        widget.isVisible = true
    }

    /// Hides the line.
    func hide() { widget.isVisible = false }

    /// The story `id` is shown: the line goes unless it was said over that story.
    func storyShown(_ id: String) {
        if id != story { hide() }
    }
}
