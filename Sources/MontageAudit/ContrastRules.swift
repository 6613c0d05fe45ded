import CGtk
import Glibc
@_spi(Testing) import MontageGtk
import GtkKit
import MontageCatalog

/// WCAG 2.2's contrast rules over a page's render: text against the pixels actually behind it
/// (SC 1.4.3) and the parts that identify a control against what is next to them (SC 1.4.11).
/// A disabled control is exempt, as both criteria exempt inactive components.
@MainActor
enum ContrastRules {
    /// A finding: the widget and what was measured.
    typealias Finding = (rule: AuditRule, widget: WidgetPointer, message: String)

    /// Text contrast: every mapped label and editable with text, its CSS color (with the
    /// opacity of it and its parents) against the commonest other color rendered in its box.
    static func text(page: WidgetPointer, render: AuditRender) -> [Finding] {
        var findings: [Finding] = []
        let texts = page.descendants { widget in
            guard widget.isMapped, widget.isEffectivelySensitive else { return false }
            if widget.isA(Gtk.Label.gType) { return !Gtk.Label(widget).text.isEmpty }
            if widget.isA(Gtk.Text.gType) { return !Gtk.Editable(widget).text.isEmpty }
            return false
        }
        for widget in texts {
            guard let box = AccessibleTree.bounds(widget, page: page), let area = clip(box, render) else { continue }
            var color = StyleReadback.color(of: widget)
            color.alpha *= opacity(widget, up: page)
            guard color.alpha > 0.01, let behind = commonest(render, in: area, excluding: color) else { continue }
            let ratio = ContrastRatio.ratio(text: color, background: behind)
            let font = StyleReadback.font(of: widget)
            let large = ContrastRatio.isLargeText(size: font.size, weight: font.weight)
            let needed = ContrastRatio.needed(large: large)
            if ratio < needed {
                let (text, back, reached, wanted) = (color.hexString, behind.hexString, ContrastRatio.format(ratio), ContrastRatio.format(needed))
                findings.append((.textContrast, widget, large ? tr("%1$s on %2$s is %3$s, under %4$s for large text", text, back, reached, wanted)
                                                              : tr("%1$s on %2$s is %3$s, under %4$s for normal text", text, back, reached, wanted)))
            }
        }
        return findings
    }

    /// Non-text contrast: a check button's indicator, a switch's track, a text field's box and a
    /// named image each have some pixel contrasting 3:1 with the colors just outside them.
    static func nonText(page: WidgetPointer, nodes: [AuditNode], render: AuditRender) -> [Finding] {
        var parts: [(WidgetPointer, String)] = []
        for widget in page.descendants(where: { ($0).isMapped && ($0).isEffectivelySensitive }) {
            if widget.isA(Gtk.CheckButton.gType), let indicator = widget.children.first(where: {
                ["check", "radio"].contains($0.cssName)
            }) {
                parts.append((indicator, tr("its indicator")))
            } else if widget.isA(Gtk.Switch.gType) {
                parts.append((widget, tr("its track")))
            } else if widget.isNamed(TextFieldPart.field) || widget.isA(Gtk.Entry.gType) && !widget.ancestors.contains(where: { $0.isNamed(TextFieldPart.field) }) {
                parts.append((widget, tr("its box")))
            }
        }
        for node in nodes where node.role == GTK_ACCESSIBLE_ROLE_IMG && !node.namedByType && !node.name.isEmpty {
            parts.append((node.widget, tr("the icon")))
        }
        var findings: [Finding] = []
        for (widget, part) in parts {
            guard let box = AccessibleTree.bounds(widget, page: page), let inside = clip(box, render) else { continue }
            let ring = AuditFinding.Box(x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4)
            guard let around = commonest(render, inRing: ring, hole: box) else { continue }
            let best = strongest(render, in: inside, against: around)
            if best.ratio < 3 {
                findings.append((.nonTextContrast, widget, tr("%1$s reaches %2$s against %3$s next to it, under 3:1",
                                                               part, ContrastRatio.format(best.ratio), around.hexString)))
            }
        }
        return findings
    }

    /// The product of the opacities of `widget` and its parents up to `page`.
    static func opacity(_ widget: WidgetPointer, up page: WidgetPointer) -> Double {
        var value = widget.opacity
        for parent in widget.ancestors {
            value *= parent.opacity
            if parent == page { break }
        }
        return value
    }

    /// `box` cut to the render; nil when nothing of it is inside.
    static func clip(_ box: AuditFinding.Box, _ render: AuditRender) -> AuditFinding.Box? {
        let x0 = max(0, box.x), y0 = max(0, box.y)
        let x1 = min(render.width, box.x + box.width), y1 = min(render.height, box.y + box.height)
        return x1 > x0 && y1 > y0 ? AuditFinding.Box(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The commonest pixel color in `area` other than `color` composited over it (the glyphs).
    static func commonest(_ render: AuditRender, in area: AuditFinding.Box, excluding color: RGBA) -> RGBA? {
        var counts: [RGBA: Int] = [:]
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) { counts[render.color(x: x, y: y), default: 0] += 1 }
        }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.hexString < $1.key.hexString }
        for (rgba, _) in ranked {
            let glyph = ContrastRatio.composite(color, over: rgba)
            if max(abs(Int(glyph.red) - Int(rgba.red)), abs(Int(glyph.green) - Int(rgba.green)), abs(Int(glyph.blue) - Int(rgba.blue))) > 6 {
                return rgba
            }
        }
        return ranked.first?.key
    }

    /// The commonest color in `ring` outside `hole`, within the render.
    static func commonest(_ render: AuditRender, inRing ring: AuditFinding.Box, hole: AuditFinding.Box) -> RGBA? {
        var counts: [RGBA: Int] = [:]
        for y in ring.y..<(ring.y + ring.height) where y >= 0 && y < render.height {
            for x in ring.x..<(ring.x + ring.width) where x >= 0 && x < render.width {
                if x >= hole.x && x < hole.x + hole.width && y >= hole.y && y < hole.y + hole.height { continue }
                counts[render.color(x: x, y: y), default: 0] += 1
            }
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key.hexString > $1.key.hexString }?.key
    }

    /// The pixel of `area` that contrasts most with `color`, and by how much.
    static func strongest(_ render: AuditRender, in area: AuditFinding.Box, against color: RGBA) -> (ratio: Double, pixel: RGBA) {
        var best = (ratio: 1.0, pixel: color)
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                let pixel = render.color(x: x, y: y)
                let ratio = ContrastRatio.ratio(text: pixel, background: color)
                if ratio > best.ratio { best = (ratio, pixel) }
            }
        }
        return best
    }
}

/// A page's render as the eye sees it: each pixel over the window's background (what shows
/// through where the page paints nothing).
@MainActor
struct AuditRender {
    /// The page's pixels.
    let texture: Texture
    /// The window's background, opaque.
    let base: RGBA
    var width: Int { texture.width }
    var height: Int { texture.height }

    /// The opaque color at (`x`, `y`).
    func color(x: Int, y: Int) -> RGBA {
        let pixel = texture.pixel(x: x, y: y)
        let straight = RGBA(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: Double(pixel.alpha) / 255)
        return pixel.alpha == 255 ? straight : ContrastRatio.composite(straight, over: base)
    }
}
