import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import GtkKit

/// Random ListCell and TextField configurations over Montage's public API (every modifier and
/// every slot item), with the texts that stress the components: empty, Korean, emoji
/// sequences, combining marks, line breaks, and very long ones.
@MainActor
enum RandomConfigurations {
    /// Texts for labels, descriptions, messages and values.
    static func text(_ random: inout SplitMix64) -> String {
        switch random.int(12) {
        case 0: return ""
        case 1: return random.pick(TrickyText.all).text
        case 2: return "A much longer label that has to wrap onto a second line in the cell, and then some"
        case 3: return "줄\n바꿈이 있는\r\n텍스트"
        case 4 where random.oneIn(16): return String(repeating: "아주 긴 텍스트 long text ", count: 90 + random.int(90))  // over ListCell's bound
        case 5: return String(repeating: random.pick(TrickyText.all).text, count: 1 + random.int(20))
        default: return random.pick(["Label", "김티드", "설정", "Settings", "알림 받기", "값", "한국어 텍스트", "e\u{301}", "👍🏽"])
        }
    }

    /// Colors from a fixed few: each new color registers a CSS class, and a stylesheet change
    /// restyles (and lays out again) every widget on the display.
    private static let colors: [ColorValue] = [
        .semantic(.foregroundNeutralPrimary), .semantic(.surfaceBrandPrimary), .semantic(.foregroundAccentViolet),
        .atomic(.blue50), .atomic(.coolNeutral25), .rgba(RGBA(red: 255, green: 0, blue: 128, alpha: 0.5)), .rgba(RGBA(red: 0, green: 0, blue: 0)),
    ]

    private static func color(_ random: inout SplitMix64) -> ColorValue { random.pick(colors) }

    private static func list<T>(_ random: inout SplitMix64, _ make: (inout SplitMix64) -> T) -> [T] {
        var items: [T] = []
        for _ in 0..<random.pick([0, 0, 1, 1, 2, 3]) { items.append(make(&random)) }
        return items
    }

    /// A random ListCell.
    static func cell(_ random: inout SplitMix64) -> ListCell {
        let tap: Action = {}
        let onTap: Action? = random.bool() ? tap : nil
        var cell = ListCell(label: text(&random), onTap: onTap)
        if random.bool() { cell = cell.description(random.oneIn(4) ? nil : text(&random)) }
        cell = cell.chevron(random.bool()).selected(random.oneIn(3)).divider(random.bool()).textEllipsis(random.oneIn(3))
        cell = cell.disabled(random.oneIn(5)).variant(random.pick([.inset, .full]))
        let paddings: [ListCell.VerticalPadding] = [.none, .small, .medium, .large, .custom(Double(random.int(40)) - 4)]
        cell = cell.verticalPadding(random.pick(paddings)).verticalAlign(random.pick([.top, .center]))
        cell = cell.labelVariant(random.pick(Typography.Variant.allCases)).labelWeight(random.pick(Typography.Weight.allCases))
        cell = cell.labelColor(random.pick(Color.Semantic.allCases))  // tokens: classes made once
        if random.bool() { cell = cell.highlight(random.pick(["a", "티드", "LABEL", "", "긴", "👍🏽", "e"])) }
        cell = cell.leadingResources(list(&random, leading))
        cell = cell.labelTrailingResources(list(&random, labelTrailing))
        cell = cell.trailingResources(list(&random, trailing))
        return cell.extraResources(list(&random, extra))
    }

    private static func leading(_ random: inout SplitMix64) -> ListCell.Resource.Leading {
        switch random.int(8) {
        case 0: return .icon(random.pick(Icon.allCases))
        case 1: return .icon(random.pick(Icon.allCases), tintColor: color(&random))
        case 2: return .largeIcon(random.pick(Icon.allCases))
        case 3:
            let select: SelectAction = { _ in }
            return .checkbox(checked: random.bool(), onSelect: random.bool() ? select : nil)
        case 4: return .radio(checked: random.bool())
        case 5: return .avatar("", variant: random.pick(Avatar.Variant.allCases))
        case 6: return .thumbnail("")
        default: return .slot { Build.label("slot") }
        }
    }

    private static func labelTrailing(_ random: inout SplitMix64) -> ListCell.Resource.LabelTrailing {
        switch random.int(3) {
        case 0: return .contentBadge(random.pick(ContentBadge.Variant.allCases), title: random.pick(["New", "신규", ""]))
        case 1: return .icon(random.pick(Icon.allCases))
        default: return .slot { Build.label("lt") }
        }
    }

    private static func trailing(_ random: inout SplitMix64) -> ListCell.Resource.Trailing {
        switch random.int(9) {
        case 0: return .value(text(&random))
        case 1: return .icon(random.pick(Icon.allCases))
        case 2: return .iconButton(random.pick(Icon.allCases), handler: {})
        case 3: return .textButton(title: random.pick(["Edit", "편집"]), color: random.pick(TextButton.Color.allCases))
        case 4: return .button(title: random.pick(["Go", "팔로우"]), color: random.pick(Button.Color.allCases), handler: {})
        case 5: return .contentBadge(random.pick(ContentBadge.Variant.allCases), title: "B")
        case 6: return .switch(checked: random.bool())
        case 7: return .icon(random.pick(Icon.allCases), tintColor: color(&random))
        default: return .slot { Build.label("t") }
        }
    }

    private static func extra(_ random: inout SplitMix64) -> ListCell.Resource.Extra {
        switch random.int(3) {
        case 0: return .contentBadge(random.pick(ContentBadge.Variant.allCases), title: "Seoul")
        case 1: return .text(text(&random))
        default: return .slot { Build.label("e") }
        }
    }

    /// A bound value for a TextField: mostly short, rarely longer than GTK's entry buffer (GTK
    /// shapes all of what an entry holds: such a field costs a hundred short ones).
    static func fieldText(_ random: inout SplitMix64) -> String {
        random.oneIn(1_000) ? String(repeating: "긴 텍스트 0123456789 ", count: 2_800 + random.int(400)) : text(&random)
    }

    /// A random TextField bound to `binding`.
    static func field(_ random: inout SplitMix64, binding: Binding<String>) -> TextField {
        var field = TextField(text: binding).size(random.pick([.large, .medium])).status(random.pick([.normal, .positive, .negative]))
        field = field.placeholder(random.oneIn(3) ? nil : text(&random)).icon(random.bool() ? random.pick(Icon.allCases) : nil)
        if random.bool() { field = field.label(random.oneIn(5) ? nil : text(&random), required: random.bool()) }
        field = field.labelPlacement(random.pick([.top, .leading]))
        if random.oneIn(3) { field = field.labelWidth(Double(random.int(200))) }
        if random.bool() { field = field.message(random.oneIn(4) ? nil : text(&random)) }
        if random.bool() { field = field.maxLength(random.pick([nil, -1, 0, 1, 3, 8, 20, 100_000])) }
        field = field.secured(random.oneIn(3)).autocorrectionDisabled(random.bool()).disabled(random.oneIn(6))
        if random.oneIn(3) { field = field.backgroundColor(random.oneIn(4) ? nil : color(&random)) }
        if random.oneIn(3) { field = field.trailingButton(.init(title: random.pick(["인증", "확인", ""]), disable: random.bool(), handler: {})) }
        if random.oneIn(4) { field = field.trailingContent { Build.label("@wanted") } }
        if random.oneIn(4) { field = field.accessory { Build.label("0/20") } }
        if random.bool() { field = field.onTextChange { _ in } }
        return field
    }
}
