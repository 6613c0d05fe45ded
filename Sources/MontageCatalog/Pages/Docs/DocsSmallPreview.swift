import MontageGtk
import GtkKit
import MontageStories

/// The live preview of an embedded component's Docs page (Button, ContentBadge, Avatar, …): the
/// component as the controls in its modifier rows set it (its schema's options); its callbacks
/// report to the story's events. The preview's card owns this object.
@MainActor
final class DocsSmallPreview<Config> {
    /// The preview's card.
    let widget: WidgetPointer
    /// The controls, by option name (each goes in its row).
    private(set) var controls: OptionControls<Config>!
    private var config: Config
    private let element: @MainActor (Config) -> StoryElement
    private let view: FileStoryPage.SmallView

    /// A preview of `initial`, shown as `element` makes it, set by `options`' controls; a control
    /// with no text of its own (a checkbox, a radio, a switch) is named `name`, and `companions`
    /// stand beside it (a radio's set).
    init(_ initial: Config, options: [StoryOption<Config>], events: StoryEvents, name: String? = nil,
         companions: [(StoryElement, String)] = [], element: @escaping @MainActor (Config) -> StoryElement) {
        let context = PlaygroundContext.make()
        context.onEvent = { events.record($0) }
        config = initial
        self.element = element
        view = FileStoryPage.SmallView(element(initial))
        if let name { view.widget.accessibleLabel(name) }
        let others = companions.map { element, name in FileStoryPage.SmallView(element).widget.accessibleLabel(name) }
        widget = Build.vbox(classes: ["story-card", "playground-field", "docs-preview"], [Build.hbox(spacing: 16, [view.widget] + others).align(.start, .center)])
            .named(DocsPart.preview)
        controls = OptionControls(options: options, sections: [], titles: [:], headings: false, context: context,
                                  get: { [unowned self] in self.config }, set: { [weak self] in self?.show($0) })
        Retention.attach(self, to: widget)
    }

    /// The component shown now.
    var shown: Config { config }

    private func show(_ config: Config) {
        self.config = config
        _ = view.update(element(config))
        controls.show(config)
    }
}
