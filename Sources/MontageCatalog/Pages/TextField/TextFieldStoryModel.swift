import MontageGtk
import GtkKit

/// A text value a story owns, with the TextFieldView showing it: the binding the field writes
/// through and the view the story re-renders after a change.
@MainActor
final class TextFieldStoryModel {
    var text: String
    var source: TextField.AutoCompletionDataSource?
    private(set) var view: TextFieldView?
    private let configure: @MainActor (TextFieldStoryModel, TextField) -> TextField
    /// Where the field's text changes are reported.
    private let events: StoryEvents

    init(_ text: String = "", events: StoryEvents, configure: @escaping @MainActor (TextFieldStoryModel, TextField) -> TextField) {
        self.text = text
        self.events = events
        self.configure = configure
    }

    var textBinding: Binding<String> {
        Binding(get: { [unowned self] in self.text }, set: { [weak self] in self?.text = $0 })
    }

    var sourceBinding: Binding<TextField.AutoCompletionDataSource?> {
        Binding(get: { [unowned self] in self.source }, set: { [weak self] in self?.source = $0 })
    }

    /// The field as configured, reporting its text changes to the events panel.
    var field: TextField {
        let field = configure(self, TextField(text: textBinding, autoCompletionDataSource: sourceBinding))
        let secured = field.isSecured
        return field.onTextChange { [events] text in events.recordText("onTextChange", text, secured: secured) }
    }

    /// Builds the view (once) and keeps the model alive as long as it.
    func makeView() -> TextFieldView {
        let view = TextFieldView(field)
        self.view = view
        Retention.attach(self, to: view.widget, key: "montage-story-model")
        return view
    }

    /// Re-renders after the model changed.
    func render() { view?.update(field) }
}
