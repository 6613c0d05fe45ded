import GtkKit

/// A row of a text that may shrink followed by widgets that never do (a label and its
/// required mark): the followers keep their natural width and sit right after the text's own
/// width; the text, given its natural width, is allocated one pixel more (reaching under the
/// first follower, which draws over it) and ellipsizes only when the row is narrower. (GTK 4.8
/// measures a label with letter spacing a fraction of a pixel narrower than Pango needs to set it
/// whole, so a label given exactly its natural width ellipsizes.) The widget (CSS node `box`;
/// children: the text, then the rest) owns this object.
@MainActor
final class TextRow: OwnedLayout {
    /// The row.
    let widget: WidgetPointer

    /// A row holding `text` then `followers`.
    init(_ text: WidgetPointer, followers: [WidgetPointer]) {
        widget = makeGroup(children: [text] + followers)
        install(on: widget)
    }

    /// The slack the text gets beyond its natural width.
    private static let slack: Int32 = 1

    var requestMode: Gtk.SizeRequestMode { .constantSize }

    func measure(_ orientation: Gtk.Orientation, _ forSize: Int32) -> (Int32, Int32) {
        let parts = laidOutChildren(of: widget)
        if orientation == .horizontal {
            let rest = parts.dropFirst().reduce(0) { $0 + $1.nat }
            return ((parts.first?.min ?? 0) + rest, (parts.first?.nat ?? 0) + rest)
        }
        var (minHeight, natHeight): (Int32, Int32) = (0, 0)
        for part in parts {
            let (min, nat) = part.widget.measure(.vertical, for: -1)
            minHeight = max(minHeight, min)
            natHeight = max(natHeight, nat)
        }
        return (minHeight, natHeight)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        let parts = laidOutChildren(of: widget)
        guard let text = parts.first else { return }
        let rightToLeft = widget.direction == .rightToLeft
        let rest = parts.dropFirst().reduce(0) { $0 + $1.nat }
        // At its natural width or more the text gets the slack, reaching under its followers.
        let textWidth = width - rest >= text.nat ? text.nat + Self.slack : max(text.min, width - rest)
        func place(_ child: WidgetPointer, x: Int32, width childWidth: Int32) {
            child.allocate(x: rightToLeft ? width - x - childWidth : x, y: 0, width: childWidth, height: height)
        }
        place(text.widget, x: 0, width: textWidth)
        var x = min(textWidth, text.nat)
        for follower in parts.dropFirst() {
            place(follower.widget, x: x, width: follower.nat)
            x += follower.nat
        }
    }
}
