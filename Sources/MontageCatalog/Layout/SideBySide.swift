import GtkKit

/// Two children: a column `leadingWidth` wide beside the rest, `spacing` apart (mirrored right to
/// left), while the rest gets at least `minimumRest`; narrower than that, the column goes above
/// the rest, both the full width. For a caption beside its samples that must not crush them.
/// The widget owns this object.
@MainActor
final class SideBySide: OwnedLayout {
    /// The container (CSS node `box`, class `side-by-side`).
    let widget: WidgetPointer
    private let leading: WidgetPointer
    private let rest: WidgetPointer
    private let leadingWidth: Int32, spacing: Int32, minimumRest: Int32

    /// `leading` beside (or above) `rest`.
    init(_ leading: WidgetPointer, _ rest: WidgetPointer, leadingWidth: Int32, spacing: Int32, minimumRest: Int32) {
        (self.leading, self.rest) = (leading, rest)
        (self.leadingWidth, self.spacing, self.minimumRest) = (leadingWidth, spacing, minimumRest)
        widget = makeGroup(cssClass: "side-by-side", children: [leading, rest])
        install(on: widget)
    }

    private func besides(_ width: Int32) -> Bool { width >= leadingWidth + spacing + minimumRest }

    func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        if orientation == .horizontal {
            let (leadingMin, _) = leading.measure(orientation, for: -1), (restMin, restNat) = rest.measure(orientation, for: -1)
            return (max(leadingMin, restMin), leadingWidth + spacing + max(restNat, minimumRest))
        }
        if forSize >= 0 && !besides(forSize) {
            let (leadingMin, leadingNat) = leading.measure(orientation, for: forSize), (restMin, restNat) = rest.measure(orientation, for: forSize)
            return (leadingMin + spacing + restMin, leadingNat + spacing + restNat)
        }
        let restWidth = forSize < 0 ? Int32(-1) : forSize - leadingWidth - spacing
        let (leadingMin, leadingNat) = leading.measure(orientation, for: forSize < 0 ? -1 : leadingWidth)
        let (restMin, restNat) = rest.measure(orientation, for: restWidth)
        return (max(leadingMin, restMin), max(leadingNat, restNat))
    }

    func allocate(_ width: Int32, _ height: Int32) {
        if besides(width) {
            let rightToLeft = widget.direction == .rightToLeft
            let restWidth = width - leadingWidth - spacing
            leading.allocate(x: rightToLeft ? width - leadingWidth : 0, y: 0, width: leadingWidth, height: height)
            rest.allocate(x: rightToLeft ? 0 : leadingWidth + spacing, y: 0, width: restWidth, height: height)
        } else {
            let (_, leadingHeight) = leading.measure(.vertical, for: width)
            leading.allocate(x: 0, y: 0, width: width, height: leadingHeight)
            rest.allocate(x: 0, y: leadingHeight + spacing, width: width, height: max(0, height - leadingHeight - spacing))
        }
    }
}
