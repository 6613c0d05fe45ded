import GtkKit

/// A `TextField` on GTK (spec §4): a FormControl around the field box (named `field`) holding
/// the leading icon, the editable (`entry`: a GtkEntry, or a GtkPasswordEntry when secured),
/// the trailing area (clear button or positive mark, then trailing content) and the outlined
/// trailing button. The editable is made once (again only if `secured` flips), so label,
/// message or accessory changes while typing keep focus and caret.
///
/// `text` is the field's text; the editable holds it too, except when secured (one masking
/// character per character: GTK, and through it AT-SPI, never sees the secret) and when it is
/// longer than a GtkEntryBuffer holds (its head, read-only, every edit refused, so the binding
/// keeps the whole text).
@MainActor
public final class TextFieldView {
    /// The FormControl root (named `form-control`).
    public let widget: WidgetPointer
    /// The editable GtkWidget (GtkEntry or GtkPasswordEntry), named `entry`.
    public private(set) var entry: WidgetPointer
    /// The configuration shown.
    public private(set) var field: TextField

    let formControl: FormControlView
    /// The field box, the row inside it, and its leading icon.
    let fieldBox, content, icon: WidgetPointer
    /// The trailing area: the clear button, then the status mark and the caller's content.
    let trailingArea, statusIcon, trailingContent: WidgetPointer
    let clearButton: IconButtonView
    /// The outlined trailing button and its label.
    let trailingButton: WidgetPointer
    private let trailingButtonLabel: WidgetPointer
    private let input: TextInputController
    private var secured: Bool
    /// The placeholder the editable was last given (`.none`: none yet).
    private var placeholderShown: String?? = .none
    private var focusConnection: SignalConnection?
    private var link: ViewLink?
    private(set) var isFocused = false
    lazy var autocomplete = AutocompletePopover(owner: self)

    /// A text field showing `field`; its root widget owns this view (see `ViewLink`).
    public init(_ field: TextField) {
        self.field = field
        secured = field.isSecured
        entry = Self.makeEditable(secured: field.isSecured)
        input = TextInputController(editable: entry, secured: field.isSecured)
        icon = IconView.make(.person, size: 20, color: .semantic(.foregroundNeutralTertiary)).named(TextFieldPart.fieldIcon)
            .classes(["field-icon"]).align(.center, .center)
        clearButton = IconButtonView(IconButton(.circleCloseFill).size(.large))
        clearButton.widget.named(TextFieldPart.clearButton).classes(["clear-button"])
        clearButton.widget.isFocusable = false
        clearButton.widget.focusesOnClick = false
        statusIcon = IconView.make(.circleCheckFill, size: 20, color: .semantic(.foregroundPositivePrimary)).named(TextFieldPart.statusIcon)
            .align(.center, .center)
        trailingContent = Build.hbox().named(TextFieldPart.trailingContent).align(.start, .center)
        trailingArea = Build.hbox(spacing: 8, classes: ["text-field-trailing"], [clearButton.widget, statusIcon, trailingContent])
            .align(.end, .center)
        content = Build.hbox(spacing: 2, classes: ["text-field-content"], [icon, entry, trailingArea]).expand(horizontal: true)
        trailingButtonLabel = Build.label("", classes: ["typo-caption1", "weight-bold"])
        Gtk.Label(trailingButtonLabel).xalign = 0.5
        trailingButton = Gtk.Button().widget.named(TextFieldPart.trailingButton).classes(["text-field-button"]).align(.end, .center)
        Gtk.Button(trailingButton).child = trailingButtonLabel
        fieldBox = Build.hbox(spacing: 4, classes: ["text-field"], [content, trailingButton]).named(TextFieldPart.field).expand(horizontal: true)
        formControl = FormControlView(input: fieldBox)
        widget = formControl.widget

        Signal.connect(clearButton.widget, "clicked") { [weak self] in self?.clear() }
        Signal.connect(trailingButton, "clicked") { [weak self] in self?.field.trailingButton?.handler?() }
        installFieldClick()
        trackFocus()
        link = ViewLink(self, to: widget)
        apply(field, firstDisplay: true)
    }

    /// Whether the field still exists (false once GTK finalized it: `update` then does nothing).
    public var isAlive: Bool { link?.isAlive == true }

    /// Shows `field` on the same widgets (focus and caret kept); nothing once they are gone.
    public func update(_ field: TextField) {
        guard link?.widget(for: "update") != nil else { return }
        self.field = field
        apply(field, firstDisplay: false)
    }

    /// The field's committed text, as the binding has it ("" once the field is gone).
    public var text: String { link?.isAlive == true ? input.text : "" }

    private static func makeEditable(secured: Bool) -> WidgetPointer {
        let editable = (secured ? Gtk.PasswordEntry().widget : Gtk.Entry().widget).named(TextFieldPart.entry).classes(["montage-entry"])
        editable.hexpand = true
        editable.valign = .center
        return editable
    }

    private func apply(_ field: TextField, firstDisplay: Bool) {
        if field.isSecured != secured { swapEditable(secured: field.isSecured) }
        formControl.update(field.formControl)
        let size = field.size
        WidgetStyling.setClasses(fieldBox, prefix: "size-", ["size-\(size.rawValue)"])
        WidgetStyling.setClasses(entry, prefix: "size-", ["size-\(size.rawValue)"])
        WidgetStyling.setClasses(fieldBox, prefix: "status-", ["status-\(field.status.rawValue)"])
        widget.isSensitive = !field.isDisabled
        WidgetStyling.setBackground(fieldBox, field.backgroundColor)

        if let glyph = field.icon { IconView.update(icon, icon: glyph, size: size.iconSize, color: .semantic(.foregroundNeutralTertiary)) }
        icon.isVisible = field.icon != nil
        WidgetStyling.setClasses(icon, prefix: "field-icon-", ["field-icon-\(size.rawValue)"])
        IconView.update(statusIcon, icon: .circleCheckFill, size: size.iconSize, color: .semantic(.foregroundPositivePrimary))
        clearButton.update(IconButton(.circleCloseFill).size(size.clearButtonSize))
        clearButton.widget.accessibleLabel(tr("Clear"))

        for child in trailingContent.children { Gtk.Box(trailingContent).remove(child) }
        if let view = field.trailingContent { Gtk.Box(trailingContent).append(cast(view.make())) }
        trailingContent.isVisible = field.trailingContent != nil

        if let info = field.trailingButton {
            Gtk.Label(trailingButtonLabel).text = info.title
            trailingButton.isSensitive = !info.disable
            trailingButton.accessibleLabel(info.title)
        }
        trailingButton.isVisible = field.trailingButton != nil

        setPlaceholder(field.placeholder)
        applyInputHints(field)
        input.configure(binding: field.text, limit: field.maxLength, onTextChange: field.onTextChange, firstDisplay: firstDisplay)
        applyAccessibility(field)
        refreshTrailing()
        autocomplete.refresh()
    }

    private func swapEditable(secured: Bool) {
        let old = entry
        // Someone typing goes on typing: the new editable takes the focus and the caret, with
        // nothing selected (a plain grab would select the whole text, and the next key replace it).
        let hadFocus = old.root.flatMap { Gtk.Window($0).focus }.map { $0 == old || $0.isDescendant(of: old) } ?? false
        let caret = Gtk.Editable(old).position
        entry = Self.makeEditable(secured: secured)
        placeholderShown = .none
        Gtk.Box(content).insertChild(entry, after: icon)
        input.replace(editable: entry, secured: secured)
        focusConnection?.disconnect()  // its controller goes with the old entry
        focusConnection = nil
        Gtk.Box(content).remove(old)
        self.secured = secured
        trackFocus()
        if hadFocus, let text = Gtk.Editable(entry).delegate {
            Gtk.Text(text).grabFocusWithoutSelecting()
            Gtk.Editable(entry).position = caret
        }
    }

    /// Sets the placeholder, unless the editable already shows this one (GTK lays the entry
    /// out again whenever it is set, even to nothing over nothing).
    private func setPlaceholder(_ text: String?) {
        guard placeholderShown != .some(text) else { return }
        placeholderShown = .some(text)
        let text = text.map(DisplayText.bounded)
        if secured {
            Properties.set(entry, "placeholder-text", text)
        } else {
            Gtk.Entry(entry).placeholderText = text
        }
    }

    /// Input hints: secured is a password; autocorrectionDisabled turns spell-check and word
    /// completion off (GTK's equivalents of autocorrection).
    private func applyInputHints(_ field: TextField) {
        guard let text = Gtk.Editable(entry).delegate else { return }
        let gtkText = Gtk.Text(text)
        if field.isSecured {
            gtkText.inputHints = .noSpellcheck.union(.noEmoji)
        } else {
            gtkText.inputHints = field.isAutocorrectionDisabled ? .noSpellcheck : .spellcheck.union(.wordCompletion)
        }
        gtkText.inputPurpose = field.isSecured ? .password : .freeForm
    }

    /// The entry's accessible name is the FormControl label (", required" when required, in
    /// Korean ", 필수") or the placeholder; its description the message, or "Error" ("오류") for a
    /// negative field without one.
    private func applyAccessibility(_ field: TextField) {
        let control = field.formControl
        entry.accessibleLabel(DisplayText.bounded(control.accessibleLabel ?? field.placeholder ?? ""))
        if control.showsMessage {
            entry.accessibleDescription(DisplayText.bounded(control.message ?? ""))
        } else if field.status == .negative {
            entry.accessibleDescription(tr("Error"))
        } else {
            entry.resetAccessibleDescription()
        }
        entry.accessibleInvalid(field.status == .negative)
    }

    /// Clear button while focused with text; positive mark for positive status with text when
    /// not focused; trailing area hidden when it holds nothing.
    func refreshTrailing() {
        let mark = TextField.trailingMark(text: input.text, focused: isFocused, status: field.status)
        clearButton.widget.isVisible = mark == .clearButton
        statusIcon.isVisible = mark == .positiveMark
        trailingArea.isVisible = mark != .none || field.trailingContent != nil
        WidgetStyling.toggleClass(fieldBox, "focused", isFocused)
    }

    private func clear() {
        input.setText("", report: true)
        refreshTrailing()
    }

    private func trackFocus() {
        focusConnection?.disconnect()
        let controller = entry.addController(.focus)
        focusConnection = Signal.connect(controller, "notify::contains-focus") { [weak self] in
            guard let self else { return }
            self.isFocused = controller.containsFocus
            self.refreshTrailing()
            self.autocomplete.refresh()
        }
        Signal.connect(entry, "changed") { [weak self] in
            self?.refreshTrailing()
            self?.autocomplete.refresh()
        }
        autocomplete.attachKeys(to: entry)
    }

    /// A press anywhere in the field box that no control inside takes focuses the input.
    private func installFieldClick() {
        let click = fieldBox.addController(.click())
        Signal.connect(click, "pressed") { [weak self] args in
            guard let self, self.fieldBox.isEffectivelySensitive else { return nil }
            // The entry and any control inside (trailing button, clear button, an app's widget
            // in trailingContent) keep their own clicks.
            guard InteractiveWidgets.control(at: args.double(2), args.double(3), in: self.fieldBox) == nil else { return nil }
            self.entry.grabFocus()
            return nil
        }
    }
}
