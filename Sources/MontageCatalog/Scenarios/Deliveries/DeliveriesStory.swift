import MontageGtk
import GtkKit

/// The `scenario-deliveries` story: the delivery list of seed 001 on a phone-wide screen.
@MainActor
enum DeliveriesStory {
    static let story = Story.scenario(id: "scenario-deliveries", title: tr("Deliveries"), width: 480, stylesheet: ("deliveries", DeliveriesCSS.rules),
                                      subtitle: tr("Seed 001: search filters and highlights; drag a row sideways (or press Delete, or open its menu with Shift+F10) to delete it; Escape or a click elsewhere closes an open row; the toast undoes (Ctrl+Z; F6 reaches it).")) { events in
        let screen = DeliveriesScreen(events: events)
        screen.widget.size(width: -1, height: 640)  // a phone's height: the list scrolls inside
        return [screen.widget]
    }
}
