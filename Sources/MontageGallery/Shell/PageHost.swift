import MontageGtk
import GtkKit
import MontageCatalog

/// Where the stories' pages live: a stack of the pages built so far (each built on its first
/// visit and kept), and the compare view that takes the stack's place while Compare is on (built
/// the first time Compare is turned on).
@MainActor
final class PageHost {
    /// The stack and the compare view, one shown at a time.
    let widget: WidgetPointer
    /// The pages' stack.
    let stack: WidgetPointer
    /// The current story in two or four variants, in place of its page while Compare is on;
    /// built when first asked for (most sessions never compare).
    var compare: CompareView {
        if let builtCompare { return builtCompare }
        let compare = CompareView()
        compare.widget.isVisible = false
        Gtk.Box(widget).append(compare.widget.classes(["compare-area"]))
        compare.events = events
        builtCompare = compare
        return compare
    }
    private var builtCompare: CompareView?
    /// Where the compare view's panels report.
    private let events: EventCenter
    private var pages: [String: (story: Story, page: WidgetPointer)] = [:]

    /// An empty host; the compare view's panels report to `events`.
    init(events: EventCenter) {
        stack = Gtk.Stack().widget.classes(["gallery-content"]).expand(horizontal: true, vertical: true)
        Gtk.Stack(stack).transitionType = .none
        widget = Build.vbox([stack]).expand(vertical: true)
        self.events = events
    }

    /// Shows the page of `story`, built from `model` on its first visit.
    func show(_ story: Story, from model: GalleryModel) {
        if pages[story.id] == nil {
            let page: WidgetPointer
            if story.fillsHeight {
                page = Build.vbox(classes: ["montage-surface"], [model.build(story).expand(vertical: true)]).named(WindowPart.page(story.id))
            } else {
                page = Gtk.ScrolledWindow().widget.named(WindowPart.page(story.id))
                // Pages fit the window's width (they wrap); only vertical scrolling.
                Gtk.ScrolledWindow(page).setPolicy(.never, .automatic)
                Gtk.ScrolledWindow(page).child = Build.vbox(classes: ["montage-surface"], [model.build(story)])
            }
            Gtk.Stack(stack).addNamed(page, story.id)
            pages[story.id] = (story, page)
        }
        Gtk.Stack(stack).visibleChildName = story.id
        if isComparing { builtCompare?.show(story, from: pages[story.id]?.page) }
    }

    /// The built page of the story `id`, if it has been shown.
    func page(of id: String) -> WidgetPointer? { pages[id]?.page }

    /// The story of the built page `id`, if it has been shown.
    func story(of id: String) -> Story? { pages[id]?.story }

    /// The ids of the pages built.
    var builtIDs: [String] { Array(pages.keys) }

    /// The page shown, if any.
    var visiblePage: WidgetPointer? { Gtk.Stack(stack).visibleChild }

    /// Forgets the built page of `id` (built again when next shown).
    func drop(_ id: String) {
        guard let page = pages[id]?.page else { return }
        Gtk.Stack(stack).remove(page)
        pages[id] = nil
    }

    /// Whether the compare view shows in place of the page.
    var isComparing: Bool { builtCompare?.widget.isVisible ?? false }

    /// Shows the compare view (of `story`, when one is shown, from its page's settings) instead
    /// of the page, or the page again (the panels' story instances are freed). The keyboard focus
    /// in what goes goes to the same place in what comes, before GTK would send it to the
    /// window's first button.
    func setComparing(_ shown: Bool, story: Story?) {
        let page = visiblePage
        if shown {
            compare.widget.isVisible = true
            if let story { compare.show(story, from: pages[story.id]?.page) } else { compare.clear() }
            compare.takeFocus(from: page)
            stack.isVisible = false
        } else {
            stack.isVisible = true
            guard let compare = builtCompare else { return }
            compare.giveFocus(to: page)
            compare.widget.isVisible = false
            compare.clear()
        }
    }
}
