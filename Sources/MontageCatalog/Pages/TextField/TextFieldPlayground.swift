import FoundationEssentials
import MontageGtk
import GtkKit
import MontageStories

/// The TextField playground: a live field, its Swift (editable: the field and the controls
/// follow the code), a control for every option of TextField and FormControl from their schema,
/// a sample suggestion source with sections, header and footer, and an event log of
/// onTextChange and handler calls (a long text as an excerpt, a secured field's text never).
@MainActor
final class TextFieldPlayground {
    static let story = Story(id: "textfield-playground", title: tr("Playground"), section: TextFieldExamples.section,
                             preferredSize: (1000, -1)) { TextFieldPlayground(events: $0).widget }.fillingHeight()

    let widget: WidgetPointer
    private let context = PlaygroundContext.make()
    private var field: TextField
    private var model = TextFieldPlaygroundModel()
    private var source: TextField.AutoCompletionDataSource?
    private var view: TextFieldView!
    private(set) var layout: PlaygroundLayout!
    private var controls: OptionControls<TextField>!

    init(events: StoryEvents = .unheard()) {
        let holder = Build.vbox(classes: ["story-card", "playground-field"])
        field = TextField(text: .constant(""))
        layout = PlaygroundLayout(title: tr("TextField playground"),
                                  subtitle: tr("Every option of TextField and FormControl, live; edit the Swift and the field and the controls follow."),
                                  preview: holder, controls: [], events: events)
        widget = layout.widget
        context.onEvent = { [weak self] event in self?.layout.record(event) }
        // What another instance starts from (the compare view's panels): the typed texts and the code.
        layout.context = context
        layout.currentCode = { [weak self] in self.map { PlaygroundContext.printable(StoryScript.swift($0.field)) } ?? "" }
        context.suggestions = { [weak self] _ in self?.sourceBinding ?? .constant(nil) }
        field = initialField()
        view = TextFieldView(live(field))
        Gtk.Box(holder).append(view.widget)
        let samples = [
            Controls.toggle(tr("Sections"), model.sections, part: PlaygroundPart.suggestionSections) { [weak self] on in self?.changeSamples { $0.sections = on } },
            Controls.toggle(tr("Header"), model.header, part: PlaygroundPart.suggestionHeader) { [weak self] on in self?.changeSamples { $0.header = on } },
            Controls.toggle(tr("Footer"), model.footer, part: PlaygroundPart.suggestionFooter) { [weak self] on in self?.changeSamples { $0.footer = on } },
        ]
        controls = OptionControls(options: StoryScript.textFieldOptions, sections: Self.sections, titles: Self.titles,
                                  extras: [tr("Autocompletion"): samples], context: context,
                                  get: { [unowned self] in self.field }, set: { [weak self] in self?.show($0, code: .undoable) })
        layout.setControls(controls.widgets)
        layout.code.onEdit = { [weak self] text in self?.read(text) }
        layout.onReset = { [weak self] in
            guard let self else { return }
            // The typed text goes too: Reset is the playground as it opened.
            self.context.bindings.text("text").wrappedValue = ""
            self.source = nil
            self.model = TextFieldPlaygroundModel()
            for (part, on) in [(PlaygroundPart.suggestionSections, true), (.suggestionHeader, false), (.suggestionFooter, false)] {
                if let control = self.widget.descendant(part) { Gtk.Switch(control).isActive = on }
            }
            self.show(self.initialField(), code: .fresh)
            self.layout.record("reset")
        }
        Retention.attach(self, to: widget)
        show(field, code: .fresh)
    }

    /// The option groups of the controls pane, by option name (an option not listed appears
    /// under "More").
    static let sections: [OptionControls<TextField>.Section] = [
        .init(title: tr("Field"), names: ["placeholder", "size", "status", "icon", "secured", "autocorrectionDisabled", "maxLength",
                                          "trailingButton", "trailingButton.disable", "trailingContent", "backgroundColor", "disabled", "onTextChange"]),
        .init(title: "FormControl", names: ["label", "required", "labelPlacement", "labelWidth", "message", "accessory"]),
        .init(title: tr("Autocompletion"), names: ["autoCompletionDataSource"]),
    ]

    /// The controls' titles, by option name.
    static let titles: [String: String] = [
        "placeholder": tr("Placeholder"), "size": tr("Size"), "status": tr("Status"), "icon": tr("Icon"), "secured": tr("Secured"),
        "autocorrectionDisabled": tr("Autocorrection off"), "maxLength": "maxLength", "trailingButton": tr("Trailing button"),
        "trailingButton.disable": tr("… disabled"), "trailingContent": tr("Trailing content"), "backgroundColor": tr("Background"),
        "disabled": tr("Disabled"), "label": tr("Label"), "required": tr("Required"), "labelPlacement": tr("Placement"),
        "labelWidth": tr("Label width"), "message": tr("Message"), "accessory": tr("Accessory"), "autoCompletionDataSource": tr("Suggestions"),
    ]

    private func initialField() -> TextField {
        guard case .textField(let field)? = StoryScript.readBody(Self.initialCode, fileName: PlaygroundContext.fileName, context: context).elements.first else {
            preconditionFailure("the playground's initial code reads as a TextField")
        }
        return field
    }

    // MARK: Field -> page

    private var sourceBinding: Binding<TextField.AutoCompletionDataSource?> {
        Binding(get: { [weak self] in self?.source }, set: { [weak self] value in
            self?.source = value
            if value == nil { self?.layout.record("autocompletion closed (source cleared)") }
        })
    }

    /// Shows `field`: the preview, the controls and (unless the code made it) the code.
    private func show(_ field: TextField, code: PlaygroundCode) {
        self.field = field
        view.update(live(field))
        controls.show(field)
        switch code {
        case .fresh: layout.code.setCode(PlaygroundContext.printable(StoryScript.swift(field)), undoable: false)
        case .undoable: layout.code.setCode(PlaygroundContext.printable(StoryScript.swift(field)), undoable: true)
        case .typed: break
        }
        if code != .typed { layout.code.show([], fileName: PlaygroundContext.fileName) }
    }

    /// The code typed: shown when it reads as one TextField, else its problems (the preview
    /// keeps the last good field).
    private func read(_ text: String) {
        let result = PlaygroundContext.read(text, context: context)
        guard let field = PlaygroundContext.single(result, "TextField", { if case .textField(let field) = $0 { field } else { nil } },
                                                   show: layout.code) else { return }
        show(field, code: .typed)
    }

    /// The field as shown: its text changes also fill the sample suggestions.
    private func live(_ field: TextField) -> TextField {
        let handler = field.onTextChange
        return field.onTextChange { [weak self] value in
            handler?(value)
            self?.textChanged(value)
        }
    }

    private func textChanged(_ value: String) {
        // With onTextChange off nothing is called, so nothing is logged (on, its own closure logs).
        guard !field.autoCompletionDataSource.isConstant, !field.isSecured else { return }
        source = makeSource(for: value)
        view.update(live(field))
    }

    private func changeSamples(_ body: (inout TextFieldPlaygroundModel) -> Void) {
        body(&model)
        source = nil
        view.update(live(field))
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
            let button = Gtk.Button().widget.classes(["autocomplete-suggestion"])
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
        context.bindings.text("text").wrappedValue = suggestion
        source = nil
        view.update(live(field))
    }
}
