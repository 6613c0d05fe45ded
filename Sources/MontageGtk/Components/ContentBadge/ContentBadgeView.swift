import GtkKit

/// A `ContentBadge` as a GtkLabel in its padded, rounded box (neutral colors: tertiary text;
/// solid: surfaceNeutralSecondary fill; outlined: 1pt lineNeutralPrimary border). No disabled
/// style and no interaction.
@MainActor
public final class ContentBadgeView {
    /// The badge box.
    public let widget: WidgetPointer
    private let label: WidgetPointer
    private var link: ViewLink?

    /// A badge showing `badge`; the box owns this view (see `ViewLink`).
    public init(_ badge: ContentBadge) {
        label = Build.label("", classes: ["weight-medium"])
        widget = Build.hbox(classes: ["content-badge"], [label]).align(.start, .center)
        link = ViewLink(self, to: widget)
        update(badge)
    }

    /// Shows `badge` (nothing once the badge is gone).
    public func update(_ badge: ContentBadge) {
        guard link?.widget(for: "update") != nil else { return }
        Gtk.Label(label).text = badge.title
        WidgetStyling.setTypography(label, badge.size.typography, .medium)
        WidgetStyling.setClasses(widget, prefix: "badge-", ["badge-\(badge.variant.rawValue)", "badge-\(badge.size.rawValue)"])
        widget.accessibleLabel(badge.title)
    }
}
