import GtkKit

/// The widget names of the token inspector's parts; the card's value labels are named by
/// `InspectorCard.Field`.
///
/// Its parts: `toggle` the header bar's Inspect toggle; `overlay` the overlay over the content the
/// inspector draws on; `canvas` the canvas drawing the outlines and measures; `card` the card of
/// what the inspector reads of a part.
package enum InspectorPart: String, CaseIterable, Sendable, WidgetPartName {
    case toggle = "inspect-toggle", overlay = "inspector-overlay", canvas = "inspector-canvas",
         card = "inspector-card"
}
