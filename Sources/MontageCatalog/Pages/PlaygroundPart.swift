import GtkKit

/// The widget names of a playground page's parts: its frame (`PlaygroundLayout`), its own
/// controls and the controls derived from a component's options (`OptionControls`, named after
/// the option's Swift name, e.g. `control-selected` for `selected`).
///
/// Its parts: `previewCanvas` the canvas the preview sits on; `previewPane` the preview pane
/// (preview, its options, the code, the event log), scrolling on its own; `controlsPane` the
/// controls pane, scrolling on its own; `controlPanel` the column of the controls (heading, Reset,
/// the option controls); `code` the editable Swift of the preview's settings (an editable code
/// view); `previewWidth` the drop-down choosing the preview's width; `contrastCanvas` the switch
/// putting the canvas in contrast; `reset` the Reset button: every option back to its default;
/// `longText` the ListCell playground's Long text button; `suggestionSections` the TextField
/// playground's switch for sections in the suggestions; `suggestionHeader` the TextField
/// playground's switch for a header in the suggestions; `suggestionFooter` the TextField
/// playground's switch for a footer in the suggestions.
package enum PlaygroundPart: String, CaseIterable, Sendable, WidgetPartName {
    case previewCanvas = "preview-canvas", previewPane = "preview-pane", controlsPane = "controls-pane",
         controlPanel = "control-panel", code = "playground-code", previewWidth = "control-preview-width",
         contrastCanvas = "control-canvas", reset = "reset-playground", longText = "control-long-text",
         suggestionSections = "control-sections", suggestionHeader = "control-header",
         suggestionFooter = "control-footer"

    /// The control (switch, entry, drop-down, spin button) of the option named `option`.
    package static func control(_ option: String) -> DerivedPartName { DerivedPartName("control-\(option)") }

    /// The spin button holding the custom number of the choice option named `option`.
    package static func customNumber(_ option: String) -> DerivedPartName { DerivedPartName("control-\(option)-custom") }

    /// The switch saying whether the optional number option named `option` is set.
    package static func numberSet(_ option: String) -> DerivedPartName { DerivedPartName("control-\(option)-set") }

    /// The list of the items of the slot option named `option`.
    package static func items(_ option: String) -> DerivedPartName { DerivedPartName("items-\(option)") }

    /// The button adding a sample item of `kind` to the slot option named `option`.
    package static func add(_ option: String, kind: String) -> DerivedPartName { DerivedPartName("add-\(option)-\(kind)") }

    /// The button removing the item at `index` of the slot option named `option`.
    package static func remove(_ option: String, index: Int) -> DerivedPartName { DerivedPartName("remove-\(option)-\(index)") }
}
