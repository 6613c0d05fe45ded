import GtkKit
import MontageCatalog
import MontageGtk

/// What a review window shows when there is nothing to review (named `review-empty`): a title,
/// the reason (`review-problem`: words to read, not to edit, so no caret), and a button choosing
/// another folder (`review-choose-folder`, which has the keyboard), all centred in the window.
@MainActor
enum ReviewEmptyState {
    /// The empty state titled `title`, saying `reason`; the button runs `chooseFolder`.
    static func make(_ title: String, reason: String, chooseFolder: @escaping @MainActor () -> Void) -> (widget: WidgetPointer, button: WidgetPointer) {
        let heading = Build.paragraph(title, classes: ["typo-heading2", "weight-bold", "page-title"]).named(ReviewPart.emptyTitle)
        let detail = Build.paragraph(reason, classes: ["typo-body2", "empty-state"]).named(ReviewPart.problem)
        for label in [heading, detail] {
            Gtk.Label(label).justify = .center
            Gtk.Label(label).xalign = 0.5
        }
        let button = Gtk.Button(label: tr("Choose Another Folder…")).widget.named(ReviewPart.chooseFolder)
        Signal.connect(button, "clicked") { chooseFolder() }
        button.halign = .center
        button.classes(["suggested-action", "review-choose-folder"])
        // The title sits just above the middle, the button below it.
        heading.valign = .end
        heading.vexpand = true
        button.valign = .start
        button.vexpand = true
        let widget = Build.vbox(spacing: 8, classes: ["review-empty"], [heading, detail, button]).named(ReviewPart.empty)
        return (widget, button)
    }
}
