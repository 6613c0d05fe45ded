import GtkKit

/// A rectangle in the inspector's drawing coordinates (px, origin at the top left of the page
/// area, x growing rightwards in either text direction): GtkKit's bounds rectangle.
typealias InspectorRect = WidgetRect
