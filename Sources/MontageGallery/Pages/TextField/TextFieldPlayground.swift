import FoundationEssentials
import MontageGtk
import GtkKit
import MontageStories

/// The TextField playground: a live field with a control for every option, a live counter
/// accessory, autocompletion with sections, header and footer, and an event log of onTextChange
/// and handler calls (a long text as an excerpt, a secured field's text never).
@MainActor
final class TextFieldPlayground {
    static let story = Story(id: "textfield-playground", title: tr("Playground"), section: TextFieldExamples.section,
                             preferredSize: (1000, -1), fillsHeight: true) { TextFieldPlayground().widget }

    let widget: WidgetPointer
    private var model = TextFieldPlaygroundModel()
    private var text = ""
    private var source: TextField.AutoCompletionDataSource?
    private var view: TextFieldView!
    private var layout: PlaygroundLayout!
    private var labelWidthSpin: WidgetPointer!
    private var maxLengthSpin: WidgetPointer!

    init() {
        let field = Build.vbox(classes: ["story-card", "playground-field"])
        layout = PlaygroundLayout(title: tr("TextField playground"), subtitle: tr("Every option of TextField and FormControl, live."),
                                  preview: field, controls: [])
        widget = layout.widget
        view = TextFieldView(makeField())
        Gtk.Box(field).append(view.widget)
        layout.setControls(makeControls())
        layout.onReset = { [weak self] in
            guard let self else { return }
            self.model = TextFieldPlaygroundModel()
            // The typed text goes too: Reset is the playground as it opened.
            self.text = ""
            self.source = nil
            self.layout.setControls(self.makeControls())
            self.render()
            self.layout.record("reset")
        }
        Retention.attach(self, to: widget)
        render()
    }

    // MARK: Model -> field

    private func render() {
        let field = makeField()
        view.update(field)
        layout.code.code = StoryScript.swift(field, suggests: model.autocompletion && !model.secured)
        gtk_widget_set_sensitive(labelWidthSpin, model.fixedLabelWidth ? 1 : 0)
        gtk_widget_set_sensitive(maxLengthSpin, model.limited ? 1 : 0)
    }

    private var textBinding: Binding<String> {
        Binding(get: { [unowned self] in self.text }, set: { [weak self] in self?.text = $0 })
    }

    private var sourceBinding: Binding<TextField.AutoCompletionDataSource?> {
        Binding(get: { [unowned self] in self.source }, set: { [weak self] value in
            self?.source = value
            if value == nil { self?.layout.record("autocompletion closed (source cleared)") }
        })
    }

    private func makeField() -> TextField {
        var field = TextField(text: textBinding, autoCompletionDataSource: sourceBinding)
            .size(model.size).status(model.status).placeholder(model.placeholder.isEmpty ? nil : model.placeholder)
        field = field.icon(model.icon ? .mail : nil).label(model.label, required: model.required).labelPlacement(model.placement)
        if model.fixedLabelWidth { field = field.labelWidth(model.labelWidth) }
        field = field.message(model.message).maxLength(model.limited ? Int(model.maxLength) : nil)
        field = field.secured(model.secured).autocorrectionDisabled(model.autocorrectionDisabled).disabled(model.disabled)
        field = field.backgroundColor(TextFieldPlaygroundModel.backgrounds[model.background].1)
        field = field.onTextChange { [weak self] value in self?.textChanged(value) }
        if model.trailingButton {
            field = field.trailingButton(.init(title: "인증", disable: model.trailingButtonDisabled) { [weak self] in
                self?.layout.record("trailingButton handler")
            })
        }
        if model.trailingContent {
            field = field.trailingContent { Build.label("@wanted", classes: ["typo-label2", "weight-medium", "playground-trailing"]) }
        }
        if model.counter {
            let count = text.count, limit = model.limited ? "/\(Int(model.maxLength))" : ""
            field = field.accessory { Build.label("\(count)\(limit)", classes: ["typo-caption1", "weight-regular", "playground-counter"]).named("counter") }
        }
        return field
    }

    private func textChanged(_ value: String) {
        layout.record("onTextChange(\(EventCenter.text(value, secured: model.secured)))")
        if model.autocompletion && !model.secured { source = makeSource(for: value) }
        render()
    }

    private func makeSource(for value: String) -> TextField.AutoCompletionDataSource? {
        let sections = model.matches(value)
        guard sections.contains(where: { !$0.isEmpty }) else { return nil }
        let titles = ["회사 이메일", "다른 이메일"]
        var sectionTitle: (@MainActor (Int) -> String)?
        if model.sections { sectionTitle = { titles[$0] } }
        let count: @MainActor (Int) -> Int = { sections[$0].count }
        let cell: @MainActor (IndexPath) -> WidgetPointer = { [weak self] path in
            let suggestion = sections[path.section][path.item]
            let button = gtk_button_new()!.classes(["autocomplete-suggestion"])
            Gtk.Button(button).child = Build.label(suggestion, classes: ["typo-body2", "weight-regular"])
            Signal.connect(button, "clicked") { self?.choose(suggestion) }
            return button
        }
        var header: WidgetFactory?
        if model.header { header = { Build.label("추천 이메일", classes: ["typo-caption1", "weight-bold", "playground-header"]) } }
        var footer: WidgetFactory?
        if model.footer { footer = { Build.label("↑↓ 이동 · Enter 선택 · Esc 닫기", classes: ["typo-caption2", "weight-regular", "playground-footer"]) } }
        return TextField.AutoCompletionDataSource(numberOfSections: model.sections ? 2 : 1, sectionTitleAt: sectionTitle,
                                                  numberOfItemsInSection: count, cellForItemAt: cell,
                                                  headerView: header, footerView: footer)
    }

    private func choose(_ suggestion: String) {
        layout.record("chose \(suggestion)")
        text = suggestion
        source = nil
        render()
    }

    // MARK: Controls

    private func change(_ body: (inout TextFieldPlaygroundModel) -> Void) {
        body(&model)
        render()
    }

    private func makeControls() -> [WidgetPointer] {
        let width = Controls.spin(tr("Label width"), range: 20...240, value: model.labelWidth, name: "control-label-width") { [weak self] v in
            self?.change { $0.labelWidth = v }
        }
        labelWidthSpin = width.row
        let length = Controls.spin("maxLength", range: -1...100, value: model.maxLength, name: "control-max-length") { [weak self] v in
            self?.change { $0.maxLength = v }
        }
        maxLengthSpin = length.row
        return [
            Controls.heading(tr("Field")),
            Controls.choice(tr("Size"), ["large", "medium"], selected: 0, name: "control-size") { [weak self] i in self?.change { $0.size = i == 0 ? .large : .medium } },
            Controls.choice(tr("Status"), ["normal", "positive", "negative"], selected: 0, name: "control-status") { [weak self] i in
                self?.change { $0.status = [.normal, .positive, .negative][i] }
            },
            Controls.entry(tr("Placeholder"), text: model.placeholder, placeholder: tr("none"), name: "control-placeholder") { [weak self] v in self?.change { $0.placeholder = v } },
            Controls.toggle(tr("Icon"), model.icon, name: "control-icon") { [weak self] v in self?.change { $0.icon = v } },
            Controls.toggle(tr("Secured"), model.secured, name: "control-secured") { [weak self] v in self?.change { $0.secured = v } },
            Controls.toggle(tr("Autocorrection off"), model.autocorrectionDisabled, name: "control-autocorrection") { [weak self] v in
                self?.change { $0.autocorrectionDisabled = v }
            },
            Controls.toggle(tr("Limit length"), model.limited, name: "control-limit") { [weak self] v in self?.change { $0.limited = v } },
            length.row,
            Controls.toggle(tr("Trailing button"), model.trailingButton, name: "control-trailing-button") { [weak self] v in self?.change { $0.trailingButton = v } },
            Controls.toggle(tr("… its disable"), model.trailingButtonDisabled, name: "control-trailing-disable") { [weak self] v in
                self?.change { $0.trailingButtonDisabled = v }
            },
            Controls.toggle(tr("Trailing content"), model.trailingContent, name: "control-trailing-content") { [weak self] v in self?.change { $0.trailingContent = v } },
            Controls.choice(tr("Background"), TextFieldPlaygroundModel.backgrounds.map(\.0), selected: 0, name: "control-background") { [weak self] i in
                self?.change { $0.background = i }
            },
            Controls.toggle(tr("Disabled"), model.disabled, name: "control-disabled") { [weak self] v in self?.change { $0.disabled = v } },
            Controls.heading("FormControl"),
            Controls.entry(tr("Label"), text: model.label, placeholder: tr("none"), name: "control-label") { [weak self] v in self?.change { $0.label = v } },
            Controls.toggle(tr("Required"), model.required, name: "control-required") { [weak self] v in self?.change { $0.required = v } },
            Controls.choice(tr("Placement"), ["top", "leading"], selected: 0, name: "control-placement") { [weak self] i in
                self?.change { $0.placement = i == 0 ? .top : .leading }
            },
            Controls.toggle(tr("Fixed label width"), model.fixedLabelWidth, name: "control-fixed-width") { [weak self] v in self?.change { $0.fixedLabelWidth = v } },
            width.row,
            Controls.entry(tr("Message"), text: model.message, placeholder: tr("none"), name: "control-message") { [weak self] v in self?.change { $0.message = v } },
            Controls.toggle(tr("Counter accessory"), model.counter, name: "control-counter") { [weak self] v in self?.change { $0.counter = v } },
            Controls.heading(tr("Autocompletion")),
            Controls.toggle(tr("Suggestions"), model.autocompletion, name: "control-autocompletion") { [weak self] v in self?.change { $0.autocompletion = v } },
            Controls.toggle(tr("Sections"), model.sections, name: "control-sections") { [weak self] v in self?.change { $0.sections = v } },
            Controls.toggle(tr("Header"), model.header, name: "control-header") { [weak self] v in self?.change { $0.header = v } },
            Controls.toggle(tr("Footer"), model.footer, name: "control-footer") { [weak self] v in self?.change { $0.footer = v } },
        ]
    }
}
