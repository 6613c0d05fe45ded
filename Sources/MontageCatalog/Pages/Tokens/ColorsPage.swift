import MontageGtk
import GtkKit

/// The Colors page: every semantic token (grouped by family) and every palette step as a
/// swatch with its name and value in the current scheme; the values follow a live theme switch.
/// A swatch copies its token's name (click, Enter) or its value (right click, Shift+F10).
@MainActor
enum ColorsPage {
    static let story = Story(id: "tokens-colors", title: tr("Colors"), section: tr("Tokens"),
                             preferredSize: (1200, -1)) { build(events: $0) }

    static func build(events: StoryEvents = .unheard()) -> WidgetPointer {
        ColorsCSS.register()
        let page = PageLayout.page(title: tr("Colors"),
                                   subtitle: tr("Semantic tokens resolve per scheme; palette steps are the same in both."))
        let values = ValueLabels()
        PageLayout.append(PageLayout.sectionTitle(tr("Semantic")), to: page)
        // The first family is built at once; the others (most of them off-screen, hundreds of
        // swatches) after the first frame, a family a turn, so the page opens at once.
        var groups: [@MainActor () -> Void] = []
        for family in SemanticFamily.allCases {
            let tokens = Color.Semantic.allCases.filter { SemanticFamily(token: $0) == family }
            groups.append {
                let first = values.labels.count
                PageLayout.append(PageLayout.groupTitle(family.title), to: page)
                PageLayout.append(WrapRow(spacing: 16, uniform: true, tokens.map { semanticSwatch($0, values: values, events: events) }).widget, to: page)
                // This group's values only (the groups before keep theirs).
                values.refresh(Theme.colorScheme, from: first)
            }
        }
        groups.append { PageLayout.append(PageLayout.sectionTitle(tr("Palette")), to: page) }
        for scale in PaletteScale.all {
            groups.append {
                PageLayout.append(PageLayout.groupTitle(scale.name), to: page)
                PageLayout.append(WrapRow(spacing: 8, uniform: true, scale.steps.map { paletteSwatch($0, events: events) }).widget, to: page)
            }
        }
        let owner = ObjectRef(page)  // the page lives until its deferred groups are built
        for (index, group) in groups.enumerated() {
            if index < 1 { group() } else { DeferredWork.later { withExtendedLifetime(owner) { group() } } }
        }
        values.observation = Theme.observe { [weak values] in values?.refresh($0) }
        Retention.attach(values, to: page)
        return page
    }

    private static func semanticSwatch(_ token: Color.Semantic, values: ValueLabels, events: StoryEvents) -> WidgetPointer {
        let chip = Swatch.make(width: 216, height: 56) { token.resolved(in: $0) }
        values.chips.append(chip)
        let value = Build.paragraph("", classes: ["typo-caption1", "weight-regular", "swatch-value"], selectable: true)
        Gtk.Label(value).maxWidthChars = 30
        values.labels.append((value, token))
        let copy = SwatchCopy(chip, name: token.rawValue, events: events) { token.resolved(in: Theme.colorScheme).hexString }
        var rows = [copy.widget, Build.label(token.rawValue, classes: ["typo-label2", "weight-bold"]), value]
        if let former = token.formerName {
            // Readable text (foregroundNeutralSecondary: 9.3:1 light, 7.8:1 dark on the page);
            // quaternary, meant for placeholders, was under 2:1.
            let label = Build.paragraph(tr("formerly %s", former), classes: ["typo-caption1", "weight-regular", "swatch-former"])
            Gtk.Label(label).maxWidthChars = 30
            rows.append(label)
        }
        let card = Build.vbox(spacing: 4, classes: ["swatch-card"], rows).size(width: 216)
        card.accessibleLabel(token.rawValue)
        return card
    }

    private static func paletteSwatch(_ atomic: Color.Atomic, events: StoryEvents) -> WidgetPointer {
        let chip = Swatch.make(width: 88, height: 48) { _ in atomic.rgba }
        return Build.vbox(spacing: 2, classes: ["swatch-card"], [
            SwatchCopy(chip, name: atomic.rawValue, events: events) { atomic.rgba.hexString }.widget,
            Build.label(atomic.rawValue, classes: ["typo-caption1", "weight-bold"]),
            Build.label(atomic.rgba.hexString, classes: ["typo-caption2", "weight-regular", "swatch-value"], selectable: true),
        ]).size(width: 88)
    }

}

/// The value labels of the semantic swatches, rewritten for the installed scheme, and their
/// chips, painted again.
@MainActor
private final class ValueLabels {
    var labels: [(WidgetPointer, Color.Semantic)] = []
    var chips: [WidgetPointer] = []
    var observation: ThemeObservation?

    /// Rewrites the values from the `first`th on for `scheme` (all, after a scheme switch) and
    /// paints their chips again.
    func refresh(_ scheme: ColorScheme, from first: Int = 0) {
        chips[min(first, chips.count)...].forEach { ($0).queueDraw() }
        for (label, token) in labels[min(first, labels.count)...] {
            let reference = token.reference(in: scheme)
            let text = "\(token.resolved(in: scheme).hexString) · \(reference.atomic.rawValue) × \(String(format2: reference.alpha))"
            Gtk.Label(label).text = text
        }
    }
}

extension String {
    /// A number with exactly two decimals (0.61, 1.00).
    package init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        self = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
