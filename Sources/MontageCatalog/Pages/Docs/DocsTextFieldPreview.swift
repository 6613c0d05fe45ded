import MontageGtk
import GtkKit
import MontageStories

/// TextField's (and FormControl's) Docs page's live preview: one field, as the controls in the
/// page's rows set it (each row's control is the playground's control of that option); its
/// callbacks report to the story's events. The preview's card owns this object.
@MainActor
final class DocsTextFieldPreview {
    /// The preview's card.
    let widget: WidgetPointer
    /// The controls, by option name (each goes in its row).
    private(set) var controls: OptionControls<TextField>!
    private var field: TextField
    private let view: TextFieldView

    /// A preview of a labelled field with a placeholder, which its controls change.
    init(events: StoryEvents) {
        let context = PlaygroundContext.make()
        context.onEvent = { events.record($0) }
        let code = "TextField(text: $text).placeholder(\"이메일을 입력하세요\").label(\"이메일\")"
        guard case .textField(let field)? = StoryScript.readBody(code, fileName: PlaygroundContext.fileName, context: context).elements.first else {
            preconditionFailure("the preview's code reads as a TextField")
        }
        self.field = field
        view = TextFieldView(field)
        widget = Build.vbox(classes: ["story-card", "playground-field", "docs-preview"], [view.widget]).named(DocsPart.preview)
        // No sample suggestions here (the playground has them): its switch would change nothing.
        let options = StoryScript.textFieldOptions.filter { $0.name != "autoCompletionDataSource" }
        controls = OptionControls(options: options, sections: [], titles: TextFieldPlayground.titles, headings: false, context: context,
                                  get: { [unowned self] in self.field }, set: { [weak self] in self?.show($0) })
        Retention.attach(self, to: widget)
    }

    /// The field shown now.
    var shown: TextField { field }

    private func show(_ field: TextField) {
        self.field = field
        view.update(field)
        controls.show(field)
    }
}
