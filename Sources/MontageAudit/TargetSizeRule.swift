import Glibc
import GtkKit
import MontageCatalog

/// WCAG 2.2 SC 2.5.8, target size (minimum): a pointer target is at least 24×24 px, or a
/// 24 px circle centred on it meets no other target and no other small target's circle.
/// A target nested in another (a button in a tappable row) is measured against the targets
/// beside it, not against the one that holds it.
@MainActor
enum TargetSizeRule {
    /// The side WCAG asks of a target, in CSS pixels (GTK's logical pixels).
    static let minimum = 24

    /// Findings for every pointer target on `page` (`AuditNode.isPointerTarget`).
    static func check(page: WidgetPointer) -> [ContrastRules.Finding] {
        let targets = page.descendants(where: AuditNode.isPointerTarget).compactMap { widget in
            AccessibleTree.bounds(widget, page: page).map { (widget: widget, box: $0) }
        }.filter { $0.box.width > 0 && $0.box.height > 0 && !isInsideEditable($0.widget) }
        var findings: [ContrastRules.Finding] = []
        for target in targets where target.box.width < minimum || target.box.height < minimum {
            let center = (x: Double(target.box.x) + Double(target.box.width) / 2, y: Double(target.box.y) + Double(target.box.height) / 2)
            let radius = Double(minimum) / 2
            let others = targets.filter { other in
                other.widget != target.widget && !target.widget.ancestors.contains(other.widget) && !other.widget.ancestors.contains(target.widget)
            }
            let crowded = others.first { other in
                if distance(from: center, to: other.box) < radius { return true }
                guard other.box.width < minimum || other.box.height < minimum else { return false }
                let theirs = (x: Double(other.box.x) + Double(other.box.width) / 2, y: Double(other.box.y) + Double(other.box.height) / 2)
                return hypot(theirs.x - center.x, theirs.y - center.y) < 2 * radius
            }
            if let crowded {
                findings.append((.targetSize, target.widget, tr("it is %1$d×%2$d px and a 24 px circle around it meets %3$s",
                                                                 target.box.width, target.box.height, crowded.widget.typeName)))
            }
        }
        return findings
    }

    /// The distance from `point` to the nearest point of `box` (0 inside).
    static func distance(from point: (x: Double, y: Double), to box: AuditFinding.Box) -> Double {
        let dx = max(Double(box.x) - point.x, 0, point.x - Double(box.x + box.width))
        let dy = max(Double(box.y) - point.y, 0, point.y - Double(box.y + box.height))
        return hypot(dx, dy)
    }

    /// A GtkText inside an entry is the entry's own target, measured as the entry.
    private static func isInsideEditable(_ widget: WidgetPointer) -> Bool {
        widget.isA(Gtk.Text.gType) && widget.ancestors.contains { $0.isA(Gtk.Editable.gType) }
    }
}
