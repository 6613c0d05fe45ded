@_spi(Testing) import MontageGtk
import GtkKit
import MontageCatalog
import MontageAudit

/// Reads a part of a story back from GTK into a `PartReport`: its name and classes, its border
/// box, the color GTK computed for it, the backgrounds painted under it, and the typography
/// classes Montage set on it or its nearest ancestor that has them.
@MainActor
enum PartReading {
    /// The report on `widget` in the installed scheme and text scale.
    static func report(for widget: WidgetPointer) -> PartReport {
        let scheme = Theme.colorScheme
        let bounds = widget.bounds() ?? WidgetRect(x: 0, y: 0, width: 0, height: 0)
        let chain = lineage(of: widget)
        let textColor = StyleReadback.color(of: widget)
        let layers = backgroundLayers(chain)
        var background: PartReport.ColorUse?
        if let nearest = layers.colors.first {
            background = use(nearest, classToken: nil, role: .background, scheme: scheme)
        }
        var contrast: Double?
        if layers.isOpaque, let base = layers.colors.last {
            let composited = layers.colors.dropLast().reversed().reduce(base) { ContrastRatio.composite($1, over: $0) }
            contrast = ContrastRatio.ratio(text: textColor, background: composited)
        }
        let font = StyleReadback.font(of: widget)
        var report = PartReport(part: partName(widget), width: bounds.width, height: bounds.height,
                                text: use(textColor, classToken: classToken(chain, color: textColor, scheme: scheme), role: .text, scheme: scheme),
                                background: background, typography: typography(chain.map(\.cssClasses), fallbackWeight: font.weight),
                                contrast: contrast)
        (report.fontSize, report.fontWeight) = (font.size, font.weight)
        return report
    }

    /// `widget`, then its parent, and so on up to its window.
    static func lineage(of widget: WidgetPointer) -> [WidgetPointer] {
        var chain = [widget]
        while let parent = chain[chain.count - 1].parent { chain.append(parent) }
        return chain
    }

    /// The widget's name when it has one, else its CSS name and classes
    /// (`label.typo-body1.weight-medium`).
    static func partName(_ widget: WidgetPointer) -> String {
        let name = widget.name
        if name != widget.typeName, !name.isEmpty { return name }
        return selector(widget)
    }

    /// The CSS node name and classes, `box.horizontal.swatch-card`.
    static func selector(_ widget: WidgetPointer) -> String {
        ([widget.cssName] + widget.cssClasses).joined(separator: ".")
    }

    /// The token of the nearest `fg-*` class up the chain while the color is inherited
    /// unchanged (an icon takes its wrapper's class color).
    private static func classToken(_ chain: [WidgetPointer], color: RGBA, scheme: ColorScheme) -> String? {
        for widget in chain {
            guard TokenMatch.same(StyleReadback.color(of: widget), color) else { return nil }
            let names = widget.cssClasses
            if names.contains(where: { $0.hasPrefix("fg-") }) { return TokenMatch.classToken(names, color: color, scheme: scheme) }
        }
        return nil
    }

    private static func use(_ color: RGBA, classToken: String?, role: TokenMatch.Role, scheme: ColorScheme) -> PartReport.ColorUse {
        var matches = TokenMatch.semanticTokens(matching: color, role: role, scheme: scheme).map(\.rawValue)
        if matches.isEmpty { matches = TokenMatch.scaledTokens(matching: color, role: role, scheme: scheme) }
        let token = classToken ?? matches.first
        return PartReport.ColorUse(value: color, token: token, alternatives: matches.filter { $0 != token })
    }

    /// The backgrounds painted under the first widget of `chain`, nearest first, down to the
    /// first opaque one; `isOpaque` is false when none was opaque or an image came first.
    static func backgroundLayers(_ chain: [WidgetPointer]) -> (colors: [RGBA], isOpaque: Bool) {
        var colors: [RGBA] = []
        for widget in chain {
            switch CSSBackground.of(widget) {
            case .none:
                continue
            case .image:
                return (colors, false)
            case .color(let color):
                let rgba = RGBA(gdk: color)
                colors.append(rgba)
                if rgba.alpha >= 1 { return (colors, true) }
            }
        }
        return (colors, false)
    }

    /// The variant of the first `typo-*` class and the weight of the first `weight-*` class in
    /// `classLists` (the part's, then its ancestors'), the nearest label style; nil without a
    /// variant. Without a weight class the CSS weight in use, `fallbackWeight`, is shown.
    static func typography(_ classLists: [[String]], fallbackWeight: Int) -> PartReport.TypeUse? {
        func first<T>(_ prefix: String, _ make: (String) -> T?) -> T? {
            for names in classLists {
                for name in names where name.hasPrefix(prefix) {
                    if let value = make(String(name.dropFirst(prefix.count))) { return value }
                }
            }
            return nil
        }
        guard let variant = first("typo-", Typography.Variant.init(rawValue:)) else { return nil }
        let weight = first("weight-", Typography.Weight.init(rawValue:))
        return PartReport.TypeUse(variant: variant, weight: weight, fontWeight: weight?.fontWeight(in: variant) ?? fallbackWeight, scale: Theme.textScale)
    }
}
