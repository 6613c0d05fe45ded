import GtkKit
import MontageCatalog
import MontageCapture

/// The review of a comparison run (`--review DIR`, *Review Captures…*): a window titled by the
/// run's folder holding its `ReviewPane`, or, for a folder without a readable report or with
/// nothing to review, a page saying so.
@MainActor
final class ReviewWindow {
    /// The GtkWindow (named `review-window`).
    let window: WidgetPointer
    /// The session, nil when the report could not be read.
    let session: ReviewSession?
    /// The review itself, nil when there is nothing to review.
    let pane: ReviewPane?

    /// A review window over the run in `folder`, of `application` when given.
    init(folder: String, application: ApplicationPointer?) {
        ReviewStylesheet.register()
        window = (application.map { Gtk.ApplicationWindow(application: $0).widget } ?? Gtk.Window().widget).named(ReviewPart.window)
        window.classes(["montage"])
        Gtk.Window(window).setDefaultSize(1200, 800)
        let title = tr("Review Captures")
        Gtk.Window(window).title = title + " — " + FilePath.lastComponent(folder)
        let header = Gtk.HeaderBar().widget.classes(["gallery-header"])
        let titleLabel = Build.label(title, classes: ["title"])
        let subtitle = Build.label(folder, classes: ["subtitle"])
        Gtk.Label(subtitle).ellipsize = .start
        let titles = Build.vbox([titleLabel, subtitle])
        titles.valign = .center
        Gtk.HeaderBar(header).titleWidget = titles
        Gtk.Window(window).titlebar = header

        var problem = ""
        do { session = try ReviewSession(folder: folder) } catch {
            session = nil
            problem = error.description
        }
        if let session, !session.queue.isEmpty {
            let pane = ReviewPane(session, window: window)
            Gtk.HeaderBar(header).packStart(pane.modeSwitch)
            Gtk.HeaderBar(header).packEnd(pane.zoomControls)
            Gtk.Window(window).child = pane.widget
            self.pane = pane
        } else if let session {
            pane = nil
            Gtk.Window(window).child = Self.emptyState(tr("Nothing to review"), CaptureCompare.summary(session.report))
        } else {
            pane = nil
            Gtk.Window(window).child = Self.emptyState(tr("This folder has no capture report to review"), problem)
        }
        Retention.attach(self, to: window, key: "montage-review-window")
    }

    /// Opens a review of `folder` beside `parent`'s window (the main menu's *Review Captures…*).
    @discardableResult
    static func open(folder: String, from parent: WidgetPointer) -> ReviewWindow {
        let review = ReviewWindow(folder: folder, application: Gtk.Window(parent).application)
        Gtk.Window(review.window).present()
        return review
    }

    /// The review window of `window`, if it is one.
    static func of(_ window: WidgetPointer) -> ReviewWindow? {
        Retention.owner(of: window, key: "montage-review-window") as? ReviewWindow
    }

    /// A centred title over a selectable reason (`review-problem`).
    private static func emptyState(_ title: String, _ detail: String) -> WidgetPointer {
        let heading = Build.paragraph(title, classes: ["typo-heading2", "weight-bold", "page-title"])
        let reason = Build.paragraph(detail, classes: ["typo-body2", "empty-state"], selectable: true).named(ReviewPart.problem)
        for label in [heading, reason] { Gtk.Label(label).justify = .center }
        heading.valign = .end
        heading.vexpand = true
        reason.valign = .start
        reason.vexpand = true
        return Build.vbox(spacing: 8, classes: ["gallery-content"], [heading, reason]).named(ReviewPart.empty)
    }
}
