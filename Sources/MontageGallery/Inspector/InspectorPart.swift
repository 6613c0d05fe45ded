import CGtk
import GtkKit

/// The widget names of the token inspector's parts; the card's value labels are named by
/// `InspectorCard.Field`.
package enum InspectorPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The header bar's Inspect toggle.
    case toggle = "inspect-toggle"
    /// The overlay over the content the inspector draws on.
    case overlay = "inspector-overlay"
    /// The canvas drawing the outlines and measures.
    case canvas = "inspector-canvas"
    /// The card of what the inspector reads of a part.
    case card = "inspector-card"
}
