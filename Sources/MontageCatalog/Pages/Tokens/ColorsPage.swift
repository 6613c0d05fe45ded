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
        let cards = SwatchCards(styles: SwatchStyles(on: page))
        PageLayout.append(PageLayout.sectionTitle(tr("Semantic")), to: page)
        // The first family is built at once; the others (most of them off-screen, hundreds of
        // swatches) after the first frame, a family a turn, so the page opens at once.
        var groups: [@MainActor () -> Void] = []
        for family in SemanticFamily.allCases {
            let tokens = Color.Semantic.allCases.filter { SemanticFamily(token: $0) == family }
            groups.append {
                PageLayout.append(PageLayout.groupTitle(family.title), to: page)
                PageLayout.append(WrapRow(spacing: 16, uniform: true, tokens.map { cards.semantic($0, events: events) }).widget, to: page)
            }
        }
        groups.append { PageLayout.append(PageLayout.sectionTitle(tr("Palette")), to: page) }
        for scale in PaletteScale.all {
            groups.append {
                PageLayout.append(PageLayout.groupTitle(scale.name), to: page)
                PageLayout.append(WrapRow(spacing: 8, uniform: true, scale.steps.map { cards.palette($0, events: events) }).widget, to: page)
            }
        }
        let owner = ObjectRef(page)  // the page lives until its deferred groups are built
        for (index, group) in groups.enumerated() {
            if index < 1 { group() } else { DeferredWork.later { withExtendedLifetime(owner) { group() } } }
        }
        cards.observation = Theme.observe { [weak cards] in cards?.refresh($0) }
        Retention.attach(cards, to: page)
        return page
    }
}

/// The page's swatch cards: a semantic token's shows its name, its value in the installed
/// scheme and any former name; a palette step's its name and value. Values and colors follow a
/// scheme switch, sizes a text size change.
@MainActor
private final class SwatchCards {
    let styles: SwatchStyles
    var semantic: [(card: SwatchCard, token: Color.Semantic)] = []
    var palette: [SwatchCard] = []
    var observation: ThemeObservation?

    init(styles: SwatchStyles) { self.styles = styles }

    /// The card of a semantic `token`.
    func semantic(_ token: Color.Semantic, events: StoryEvents) -> WidgetPointer {
        let copy = SwatchCopy(name: token.rawValue, events: events) { token.resolved(in: Theme.colorScheme).hexString }
        let value = Self.value(of: token, in: Theme.colorScheme)
        var texts = [DrawnText(token.rawValue, like: styles.semanticName),
                     DrawnText(value, like: styles.semanticValue, wraps: true, maxWidthChars: 30)]
        var description = value
        if let former = token.formerName {
            // Readable text (foregroundNeutralSecondary: 9.3:1 light, 7.8:1 dark on the page);
            // quaternary, meant for placeholders, was under 2:1.
            let text = tr("formerly %s", former)
            texts.append(DrawnText(text, like: styles.former, wraps: true, maxWidthChars: 30, words: HangulWordBreaks.words(in: text)))
            description += ", " + text
        }
        let card = SwatchCard(chip: (216, 56), spacing: 4, color: { token.resolved(in: $0) }, copy: copy, texts: texts)
        card.widget.accessibleLabel(token.rawValue).accessibleDescription(description)
        semantic.append((card, token))
        return card.widget
    }

    /// The card of a palette step.
    func palette(_ atomic: Color.Atomic, events: StoryEvents) -> WidgetPointer {
        let copy = SwatchCopy(name: atomic.rawValue, events: events) { atomic.rgba.hexString }
        let card = SwatchCard(chip: (88, 48), spacing: 2, color: { _ in atomic.rgba }, copy: copy,
                              texts: [DrawnText(atomic.rawValue, like: styles.paletteName),
                                      DrawnText(atomic.rgba.hexString, like: styles.paletteValue)])
        card.widget.accessibleLabel(atomic.rawValue).accessibleDescription(atomic.rgba.hexString)
        palette.append(card)
        return card.widget
    }

    /// A semantic token's value in `scheme`: `#171719 · coolNeutral10 × 1.00`.
    static func value(of token: Color.Semantic, in scheme: ColorScheme) -> String {
        let reference = token.reference(in: scheme)
        return "\(token.resolved(in: scheme).hexString) · \(reference.atomic.rawValue) × \(String(format2: reference.alpha))"
    }

    /// Rewrites the semantic values for `scheme` and lays out and paints every card again (the
    /// text size may have changed too).
    func refresh(_ scheme: ColorScheme) {
        for (card, token) in semantic {
            let value = Self.value(of: token, in: scheme)
            card.texts[1].text = value
            card.widget.accessibleDescription(card.texts.dropFirst().map(\.text).joined(separator: ", "))
        }
        for card in semantic.map(\.card) + palette { card.widget.queueResize() }
    }
}

extension String {
    /// A number with exactly two decimals (0.61, 1.00).
    package init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        self = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
