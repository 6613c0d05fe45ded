import MontageGtk
import GtkKit
import MontageCatalog

/// One live instance of a story in the compare view, drawn in its variant: its own scoped
/// stylesheets (Montage's rules under the panel's class, in its scheme and text scale), its
/// text direction kept on every widget it holds, its width (its frame that wide too). Freed with
/// its widget.
@MainActor
final class ComparePanel {
    /// The panel (named `compare-panel-<index>`): its caption over a frame (class
    /// `compare-variant-<index>`, named `compare-frame`) holding the story.
    let widget: WidgetPointer
    /// The story's widget tree.
    let content: WidgetPointer
    /// The variant shown.
    let variant: CompareVariant
    private let scope: String
    private let colorClasses = CSSProvider(priority: CSSProvider.applicationPriority - 1)
    private let rules = CSSProvider(priority: CSSProvider.applicationPriority + 1)
    private var observation: ThemeObservation?
    private var link: ViewLink?

    /// Panel `index` of `story` in `variant`, its callbacks reported to `events`.
    init(_ story: Story, variant: CompareVariant, index: Int, events: StoryEvents) {
        self.variant = variant
        scope = "compare-variant-\(index)"
        content = story.build(events)
        if let width = variant.width {
            content.size(width: width, height: -1)
            content.halign = .start
        }
        let caption = Build.label(variant.caption, classes: ["typo-label2", "weight-bold", "compare-caption"]).named(ComparePart.caption)
        // The caption is the window's; the frame under it is the variant's.
        let surface = Build.vbox(classes: ["montage-surface", "compare-surface"], [content.expand(vertical: story.fillsHeight)])
        let frame = Build.vbox(classes: [scope], [surface.expand(horizontal: true, vertical: true)]).named(ComparePart.frame)
        // A panel of its own width is framed at that width; the others share the row.
        widget = Build.vbox(spacing: 8, classes: ["compare-panel"], [caption, frame.expand(horizontal: variant.width == nil, vertical: true)])
            .named(ComparePart.panel(index))
        if variant.width != nil { widget.halign = .start }
        widget.accessibleLabel(variant.caption)
        link = ViewLink(self, to: widget)
        restyle()
        // The window's scheme or text size changed: a panel that follows it follows.
        observation = Theme.observe { [weak self] _ in self?.restyle() }
        if let rightToLeft = variant.rightToLeft { keepDirection(rightToLeft ? .rightToLeft : .leftToRight) }
    }

    /// GTK gives a widget without a direction of its own the default one, not its parent's:
    /// every widget in the panel gets the panel's now and at each layout of its window (after
    /// an update added widgets, the frame clock lays out again in the same frame).
    private func keepDirection(_ direction: Gtk.TextDirection) {
        Self.setDirection(direction, under: widget)
        var layout: SignalConnection?
        Signal.connect(widget, "realize") { [weak self] in
            guard let self, let clock = self.widget.frameClock else { return }
            layout = Signal.connect(clock, "layout") { [weak self] in
                guard let self else { return }
                Self.setDirection(direction, under: self.widget)
            }
        }
        Signal.connect(widget, "unrealize") {
            layout?.disconnect()
            layout = nil
        }
    }

    /// Loads the panel's stylesheets for its scheme and text scale (the window's where unset).
    private func restyle() {
        let sheets = Theme.scopedStylesheets(scope: scope, scheme: variant.scheme ?? Theme.colorScheme, textScale: variant.textScale ?? Theme.textScale)
        colorClasses.load(sheets.colorClasses)
        rules.load(sheets.rules)
    }

    private static func setDirection(_ direction: Gtk.TextDirection, under widget: WidgetPointer) {
        if widget.direction != direction { widget.direction = direction }
        var child = widget.firstChild
        while let current = child {
            setDirection(direction, under: current)
            child = current.nextSibling
        }
    }
}
