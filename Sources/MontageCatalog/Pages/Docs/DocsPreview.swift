import MontageGtk
import GtkKit
import MontageStories

/// A Docs page's live preview: one configuration of its component, shown by the view the page
/// gives, which the controls of its options set (the page puts each option's control in that
/// option's row); its callbacks report to the story's events. The preview's card owns it.
@MainActor
final class DocsPreview<Config> {
    /// The preview's card (named `docs-preview`).
    let widget: WidgetPointer
    /// The controls, by option name (each goes in its row).
    private(set) var controls: OptionControls<Config>!
    /// The configuration shown now.
    private(set) var shown: Config
    private let show: @MainActor (Config) -> Void

    /// `initial` shown in `content` (its class `classes` on the card), `show` taking each new
    /// configuration the controls of `options` (titled by `titles`) make; closures log through
    /// `context`.
    init(_ initial: Config, content: WidgetPointer, classes: [String] = ["playground-field"], options: [StoryOption<Config>],
         titles: [String: String] = [:], context: StoryContext, show: @escaping @MainActor (Config) -> Void) {
        shown = initial
        self.show = show
        widget = Build.vbox(classes: ["story-card", "docs-preview"] + classes, [content]).named(DocsPart.preview)
        controls = OptionControls(options: options, sections: [], titles: titles, headings: false, context: context,
                                  get: { [unowned self] in self.shown }, set: { [weak self] in self?.update($0) })
        Retention.attach(self, to: widget)
    }

    private func update(_ config: Config) {
        shown = config
        show(config)
        controls.show(config)
    }

    /// A playground's context whose closures report to `events`.
    static func context(_ events: StoryEvents) -> StoryContext {
        let context = PlaygroundContext.make()
        context.onEvent = { events.record($0) }
        return context
    }

    /// `code` (a story body making one component) read through a context reporting to `events`:
    /// the preview's first configuration, as a story file writes it.
    static func read(_ code: String, events: StoryEvents) -> (StoryContext, StoryElement) {
        let context = context(events)
        guard let element = StoryScript.readBody(code, fileName: PlaygroundContext.fileName, context: context).elements.first else {
            preconditionFailure("the preview's code reads: \(code)")
        }
        return (context, element)
    }
}
