import MontageGtk
import GtkKit
import MontageStories

/// FormControlGroup's Docs page's live preview: a group of two fields with leading labels, whose
/// label column width and spacing the page's parameter rows set. The preview's card owns this
/// object.
@MainActor
final class DocsGroupPreview {
    /// The preview's card.
    let widget: WidgetPointer
    /// The controls, by option name (each goes in its row).
    private(set) var controls: OptionControls<FormControlGroup>!
    private var group: FormControlGroup
    private let view: FormControlGroupView

    /// A preview of a group with the fields `이름` and `휴대폰 번호`, which its controls change.
    init(events: StoryEvents) {
        let context = PlaygroundContext.make()
        context.onEvent = { events.record($0) }
        let code = """
            FormControlGroup {
                TextField(text: $name).label("이름").labelPlacement(.leading)
                TextField(text: $phone).label("휴대폰 번호").labelPlacement(.leading)
            }
            """
        guard case .formControlGroup(let group, let fields)? = StoryScript.readBody(code, fileName: PlaygroundContext.fileName, context: context).elements.first else {
            preconditionFailure("the preview's code reads as a FormControlGroup")
        }
        self.group = group
        view = FormControlGroupView(group, fields: fields.map(TextFieldView.init))
        widget = Build.vbox(classes: ["story-card", "playground-field", "docs-preview"], [view.widget]).named(DocsPart.preview)
        controls = OptionControls(options: StoryScript.formControlGroupOptions, sections: [], titles: [:], headings: false, context: context,
                                  get: { [unowned self] in self.group }, set: { [weak self] in self?.show($0) })
        Retention.attach(self, to: widget)
    }

    /// The group shown now.
    var shown: FormControlGroup { group }

    private func show(_ group: FormControlGroup) {
        self.group = group
        view.update(group)
        controls.show(group)
    }
}
