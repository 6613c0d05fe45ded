import CGtk
import GtkKit

/// The widget names of the deliveries scenario's screen (`DeliveriesScreen`).
package enum DeliveriesPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The screen (an overlay holding the list and the toast).
    case screen = "scenario-deliveries"
    /// The list box of deliveries.
    case list = "delivery-list"
    /// The text shown when there is no delivery.
    case empty = "delivery-empty"
    /// The scroller around the list.
    case scroller = "delivery-scroller"
    /// A row's menu (popover).
    case menu = "delivery-menu"
    /// The menu's Delete item.
    case menuDelete = "menu-delete"

    /// The row of the delivery with `id`.
    package static func delivery(_ id: String) -> DerivedPartName {
        DerivedPartName("delivery-\(id)")
    }

    /// The delete button a swipe reveals on the row of the delivery with `id`.
    package static func delete(_ id: String) -> DerivedPartName {
        DerivedPartName("delete-\(id)")
    }
}
