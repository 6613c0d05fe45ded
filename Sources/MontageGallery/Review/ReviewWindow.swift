import GtkKit
import MontageCatalog
import MontageCapture

/// The review of a comparison run (`--review DIR`, *Review Captures…*): a window titled by the
/// run's folder holding its `ReviewPane`, or, for a folder without a readable report or with
/// nothing to review, a `ReviewEmptyState` saying so that chooses another folder. Ctrl+W and
/// Escape close it.
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
        } else {
            pane = nil
            let title = session == nil ? tr("This folder has no capture report to review") : tr("Nothing to review")
            let window = window
            let empty = ReviewEmptyState.make(title, reason: session.map { CaptureCompare.summary($0.report) } ?? problem) {
                Self.chooseFolder(instead: window)
            }
            Gtk.Window(window).child = empty.widget
            Gtk.Window(window).focus = empty.button
        }
        let actions = ActionGroup(on: window, prefix: "review-window")
        let closing = WeakObject(window)
        actions.add("close", accelerators: ["<Control>w", "Escape"]) { closing.pointer.map { Gtk.Window($0).close() } }
        Retention.attach(self, to: window, key: "montage-review-window")
    }

    /// Asks for another run's folder, then reviews it in place of `window`.
    private static func chooseFolder(instead window: WidgetPointer) {
        let replaced = WeakObject(window)
        FileChooser(title: tr("Review Captures"), purpose: .openFolder, parent: window, accept: tr("Open"), cancel: tr("Cancel")).show { path in
            guard let window = replaced.pointer else { return }
            open(folder: path, from: window)
            Gtk.Window(window).close()
        }
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

}
