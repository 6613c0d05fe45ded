/// A single-line text input in a FormControl (always: the wrapper stays while the label,
/// message or accessory come and go, so the input keeps focus), with an optional leading icon,
/// placeholder, status, clear button, positive mark, trailing content, an outlined trailing
/// button, a grapheme maxLength, masked input and autocompletion. Modifiers return a copy.
///
/// Nothing is lost silently. The bound text is kept whole, however long: on GTK an entry holds
/// at most 65,534 bytes (GtkEntryBuffer's cap), so a longer bound value is shown from its start,
/// read-only, and every edit is refused (an edit of the part shown would write the cut text back)
/// until the bound value fits again; an insertion (a paste) that would not fit is refused whole
/// rather than cut. The error bell rings for a refused edit. A secured field's text never goes
/// into GTK, which holds one masking character per character instead, so accessibility tools
/// (AT-SPI's `Text.getText`, its text-changed events) read only its length.
public struct TextField: Sendable, Modifiable {
    /// The bound text.
    public let text: Binding<String>
    /// The bound autocompletion source (nil: no popup).
    public let autoCompletionDataSource: Binding<AutoCompletionDataSource?>
    /// Whether autocorrection and spell-check are off.
    public private(set) var isAutocorrectionDisabled = false
    /// The field's background (nil: Montage's surface).
    public private(set) var backgroundColor: ColorValue?
    /// The glyph.
    public private(set) var icon: Icon?
    /// The grapheme limit (nil: unlimited).
    public private(set) var maxLength: Int?
    /// Called with the full text after each change.
    public private(set) var onTextChange: (@MainActor @Sendable (String) -> Void)?
    /// Shown while the text is empty.
    public private(set) var placeholder: String?
    /// Whether the input is masked.
    public private(set) var isSecured = false
    /// The outlined button inside the field (nil: none).
    public private(set) var trailingButton: TrailingButtonInfo?
    /// A caller view at the end of the trailing area.
    public private(set) var trailingContent: SlotView?
    /// The port of SwiftUI's `disabled(_:)`.
    public private(set) var isDisabled = false

    /// The FormControl this field wraps itself in: its label, message, accessory, placement and
    /// label width, and the field's size and status.
    public private(set) var formControl = FormControl()
    /// The label text.
    public var label: String? { formControl.label }
    /// Whether a required mark (" *") follows the label.
    public var required: Bool { formControl.required }
    /// Where the label sits.
    public var labelPlacement: FormControl.LabelPlacement { formControl.labelPlacement }
    /// A fixed label column width (leading placement).
    public var labelWidth: Double? { formControl.labelWidth }
    /// The help or error message (nil or empty: none).
    public var message: String? { formControl.message }
    /// A caller view at the right of the message row.
    public var accessory: SlotView? { formControl.accessory }
    /// The size.
    public var size: Size { formControl.size }
    /// The validation status.
    public var status: Status { formControl.status }

    /// A field bound to `text`, with an optional bound autocompletion source.
    public init(text: Binding<String>, autoCompletionDataSource: Binding<AutoCompletionDataSource?> = .constant(nil)) {
        self.text = text
        self.autoCompletionDataSource = autoCompletionDataSource
    }

    /// Turns autocorrection and spell-check off (default argument true).
    public func autocorrectionDisabled(_ disable: Bool = true) -> TextField { with { $0.isAutocorrectionDisabled = disable } }
    /// Paints the field's background (nil: Montage's surface).
    public func backgroundColor(_ color: ColorValue?) -> TextField { with { $0.backgroundColor = color } }
    /// A leading icon (nil: none).
    public func icon(_ icon: Icon?) -> TextField { with { $0.icon = icon } }
    /// The label, and whether a required mark (" *") follows it; nil or empty: no label.
    public func label(_ text: String?, required: Bool = false) -> TextField { with { $0.formControl.label = text; $0.formControl.required = required } }
    /// Label above (default) or at the leading side.
    public func labelPlacement(_ placement: FormControl.LabelPlacement = .top) -> TextField { with { $0.formControl.labelPlacement = placement } }
    /// A fixed label column width for leading placement.
    public func labelWidth(_ width: Double) -> TextField { with { $0.formControl.labelWidth = width } }
    /// At most `limit` graphemes (nil: unlimited; negative: 0). Whatever the limit, on GTK a
    /// text longer than an entry holds (65,534 bytes) is kept but not editable (see `TextField`).
    public func maxLength(_ limit: Int?) -> TextField { with { $0.maxLength = limit } }
    /// A help or error message under the field; nil or empty: none.
    public func message(_ text: String?) -> TextField { with { $0.formControl.message = text } }
    /// Called with the full text after each change (never an over-limit value).
    public func onTextChange(_ handler: @escaping @MainActor @Sendable (String) -> Void) -> TextField { with { $0.onTextChange = handler } }
    /// Shown while the text is empty.
    public func placeholder(_ placeholder: String?) -> TextField { with { $0.placeholder = placeholder } }
    /// Masks the input (default argument true); no autocompletion, no copy.
    public func secured(_ secured: Bool = true) -> TextField { with { $0.isSecured = secured } }
    /// Large (default) or medium.
    public func size(_ size: Size) -> TextField { with { $0.formControl.size = size } }
    /// Normal (default), positive or negative.
    public func status(_ status: Status) -> TextField { with { $0.formControl.status = status } }
    /// The outlined button inside the field (nil: none).
    public func trailingButton(_ trailingButton: TrailingButtonInfo?) -> TextField { with { $0.trailingButton = trailingButton } }
    /// Disables the whole field (and its trailing button).
    public func disabled(_ disabled: Bool = true) -> TextField { with { $0.isDisabled = disabled } }
    /// A caller view at the right of the message row (see MontageGtk's `accessory(_:)`).
    public func accessoryView(_ view: SlotView?) -> TextField { with { $0.formControl.accessory = view } }
    /// A caller view at the end of the trailing area (see MontageGtk's `trailingContent(_:)`).
    public func trailingContentView(_ view: SlotView?) -> TextField { with { $0.trailingContent = view } }

}
