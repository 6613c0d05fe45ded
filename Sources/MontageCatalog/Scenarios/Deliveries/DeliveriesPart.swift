import GtkKit

/// The widget names of the deliveries scenario's screen (`DeliveriesScreen`).
///
/// Its parts: `screen` the screen (an overlay holding the list and the toast); `list` the list box
/// of deliveries; `empty` the text shown when there is no delivery; `scroller` the scroller around
/// the list; `menu` a row's menu (popover); `menuDelete` the menu's Delete item.
package enum DeliveriesPart: String, CaseIterable, Sendable, WidgetPartName {
    case screen = "scenario-deliveries", list = "delivery-list", empty = "delivery-empty",
         scroller = "delivery-scroller", menu = "delivery-menu", menuDelete = "menu-delete"

    /// The row of the delivery with `id`.
    package static func delivery(_ id: String) -> DerivedPartName { DerivedPartName("delivery-\(id)") }

    /// The delete button a swipe reveals on the row of the delivery with `id`.
    package static func delete(_ id: String) -> DerivedPartName { DerivedPartName("delete-\(id)") }
}
