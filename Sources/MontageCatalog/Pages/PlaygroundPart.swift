import CGtk
import GtkKit

/// The widget names of a playground page's parts: its frame (`PlaygroundLayout`), its own
/// controls and the controls derived from a component's options (`OptionControls`, named after
/// the option's Swift name, e.g. `control-selected` for `selected`).
package enum PlaygroundPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The canvas the preview sits on.
    case previewCanvas = "preview-canvas"
    /// The preview pane (preview, its options, the code, the event log), scrolling on its own.
    case previewPane = "preview-pane"
    /// The controls pane, scrolling on its own.
    case controlsPane = "controls-pane"
    /// The column of the controls (heading, Reset, the option controls).
    case controlPanel = "control-panel"
    /// The editable Swift of the preview's settings (an editable code view).
    case code = "playground-code"
    /// The drop-down choosing the preview's width.
    case previewWidth = "control-preview-width"
    /// The switch putting the canvas in contrast.
    case contrastCanvas = "control-canvas"
    /// The Reset button: every option back to its default.
    case reset = "reset-playground"
    /// The ListCell playground's Long text button.
    case longText = "control-long-text"
    /// The TextField playground's switch for sections in the suggestions.
    case suggestionSections = "control-sections"
    /// The TextField playground's switch for a header in the suggestions.
    case suggestionHeader = "control-header"
    /// The TextField playground's switch for a footer in the suggestions.
    case suggestionFooter = "control-footer"

    /// The control (switch, entry, drop-down, spin button) of the option named `option`.
    package static func control(_ option: String) -> DerivedPartName {
        DerivedPartName("control-\(option)")
    }

    /// The spin button holding the custom number of the choice option named `option`.
    package static func customNumber(_ option: String) -> DerivedPartName {
        DerivedPartName("control-\(option)-custom")
    }

    /// The switch saying whether the optional number option named `option` is set.
    package static func numberSet(_ option: String) -> DerivedPartName {
        DerivedPartName("control-\(option)-set")
    }

    /// The list of the items of the slot option named `option`.
    package static func items(_ option: String) -> DerivedPartName {
        DerivedPartName("items-\(option)")
    }

    /// The button adding a sample item of `kind` to the slot option named `option`.
    package static func add(_ option: String, kind: String) -> DerivedPartName {
        DerivedPartName("add-\(option)-\(kind)")
    }

    /// The button removing the item at `index` of the slot option named `option`.
    package static func remove(_ option: String, index: Int) -> DerivedPartName {
        DerivedPartName("remove-\(option)-\(index)")
    }
}
