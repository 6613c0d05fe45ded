import Glibc
import MontageGtk

/// The Swift that builds a configuration, generated from the configuration itself so it can
/// never drift from what is shown: the initializer, then one modifier per line for each option
/// that differs from its default. Closures and caller views show as placeholders.
enum SwiftCode {
    /// `ListCell(label: "…")` and its modifiers.
    static func expression(_ cell: ListCell) -> String {
        let defaults = ListCell(label: "")
        var lines = ["ListCell(label: \(quote(cell.label))\(cell.onTap == nil ? "" : ", onTap: { … }"))"]
        func add(_ modifier: String) { lines.append("    .\(modifier)") }
        if let description = cell.description { add("description(\(quote(description)))") }
        if let highlight = cell.highlight, !highlight.isEmpty { add("highlight(\(quote(highlight)))") }
        if cell.labelVariant != defaults.labelVariant { add("labelVariant(.\(cell.labelVariant.rawValue))") }
        if cell.labelWeight != defaults.labelWeight { add("labelWeight(.\(cell.labelWeight.rawValue))") }
        if cell.labelColor != defaults.labelColor { add("labelColor(.\(cell.labelColor.rawValue))") }
        if cell.textEllipsis { add("textEllipsis()") }
        if !cell.leadingResources.isEmpty { add("leadingResources([\(cell.leadingResources.map(leading).joined(separator: ", "))])") }
        if !cell.labelTrailingResources.isEmpty {
            add("labelTrailingResources([\(cell.labelTrailingResources.map(labelTrailing).joined(separator: ", "))])")
        }
        if !cell.trailingResources.isEmpty { add("trailingResources([\(cell.trailingResources.map(trailing).joined(separator: ", "))])") }
        if !cell.extraResources.isEmpty { add("extraResources([\(cell.extraResources.map(extra).joined(separator: ", "))])") }
        if cell.selected { add("selected()") }
        if cell.chevron { add("chevron()") }
        if cell.divider { add("divider()") }
        if cell.variant != defaults.variant { add("variant(.\(cell.variant.rawValue))") }
        if cell.verticalPadding != defaults.verticalPadding { add("verticalPadding(\(padding(cell.verticalPadding)))") }
        if cell.verticalAlign != defaults.verticalAlign { add("verticalAlign(.\(cell.verticalAlign.rawValue))") }
        if cell.isDisabled { add("disabled()") }
        return lines.joined(separator: "\n")
    }

    /// `TextField(text: $text)` and its modifiers. `autoCompletion`: whether the field is given a
    /// suggestion source (a binding's value is nil while no suggestions show); nil: whether its
    /// source holds suggestions now.
    @MainActor
    static func expression(_ field: TextField, autoCompletion: Bool? = nil) -> String {
        let defaults = TextField(text: .constant(""))
        let suggests = autoCompletion ?? (field.autoCompletionDataSource.wrappedValue != nil)
        var lines = ["TextField(text: $text\(suggests ? ", autoCompletionDataSource: $suggestions" : ""))"]
        func add(_ modifier: String) { lines.append("    .\(modifier)") }
        if let placeholder = field.placeholder { add("placeholder(\(quote(placeholder)))") }
        if field.size != defaults.size { add("size(.\(field.size.rawValue))") }
        if field.status != defaults.status { add("status(.\(field.status.rawValue))") }
        if let icon = field.icon { add("icon(.\(icon.rawValue))") }
        if let label = field.label { add("label(\(quote(label))\(field.required ? ", required: true" : ""))") }
        if field.labelPlacement != defaults.labelPlacement { add("labelPlacement(.\(field.labelPlacement.rawValue))") }
        if let width = field.labelWidth { add("labelWidth(\(number(width)))") }
        if let message = field.message { add("message(\(quote(message)))") }
        if let limit = field.maxLength { add("maxLength(\(limit))") }
        if field.isSecured { add("secured()") }
        if field.isAutocorrectionDisabled { add("autocorrectionDisabled()") }
        if let color = field.backgroundColor { add("backgroundColor(\(colorValue(color)))") }
        if let button = field.trailingButton {
            add("trailingButton(.init(title: \(quote(button.title))\(button.disable ? ", disable: true" : "")) { … })")
        }
        if field.trailingContent != nil { add("trailingContent { … }") }
        if field.accessory != nil { add("accessory { … }") }
        if field.onTextChange != nil { add("onTextChange { text in … }") }
        if field.isDisabled { add("disabled()") }
        return lines.joined(separator: "\n")
    }

    /// A Swift string literal.
    static func quote(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func padding(_ padding: ListCell.VerticalPadding) -> String {
        switch padding {
        case .none: ".none"
        case .small: ".small"
        case .medium: ".medium"
        case .large: ".large"
        case .custom(let value): ".custom(\(number(value)))"
        }
    }

    private static func colorValue(_ color: ColorValue) -> String {
        switch color {
        case .semantic(let token): ".semantic(.\(token.rawValue))"
        case .atomic(let step): ".atomic(.\(step.rawValue))"
        case .rgba(let rgba): ".rgba(RGBA(hex: 0x\(rgba.hexString.dropFirst().prefix(6)))\(rgba.alpha < 1 ? ".withAlpha(\(number(rgba.alpha)))" : ""))"
        }
    }

    /// `, tintColor: …` when the tint is not the item's default.
    private static func tint(_ color: ColorValue, default fallback: ColorValue) -> String {
        color == fallback ? "" : ", tintColor: \(colorValue(color))"
    }

    private static func leading(_ item: ListCell.Resource.Leading) -> String {
        switch item {
        case .icon(let icon, let color): ".icon(.\(icon.rawValue)\(tint(color, default: .semantic(.foregroundNeutralTertiary))))"
        case .largeIcon(let icon, let color): ".largeIcon(.\(icon.rawValue)\(tint(color, default: .semantic(.foregroundNeutralSecondary))))"
        case .checkbox(let checked, let onSelect): ".checkbox(checked: \(checked)\(onSelect == nil ? "" : ", onSelect: { … }"))"
        case .radio(let checked, let onSelect): ".radio(checked: \(checked)\(onSelect == nil ? "" : ", onSelect: { … }"))"
        case .avatar(let url, let variant): ".avatar(\(quote(FilePath.lastComponent(url))), variant: .\(variant.rawValue))"
        case .thumbnail(let url): ".thumbnail(\(quote(FilePath.lastComponent(url))))"
        case .slotView: ".slot { … }"
        }
    }

    private static func labelTrailing(_ item: ListCell.Resource.LabelTrailing) -> String {
        switch item {
        case .contentBadge(let variant, let title): ".contentBadge(\(variant == .solid ? "" : ".\(variant.rawValue), ")title: \(quote(title)))"
        case .icon(let icon, let color): ".icon(.\(icon.rawValue)\(tint(color, default: .semantic(.surfaceBrandPrimary))))"
        case .slotView: ".slot { … }"
        }
    }

    private static func trailing(_ item: ListCell.Resource.Trailing) -> String {
        switch item {
        case .button(let title, let color, let handler):
            ".button(title: \(quote(title))\(color == .assistive ? "" : ", color: .\(color.rawValue)")\(handler == nil ? ")" : ") { … }")"
        case .contentBadge(let variant, let title): ".contentBadge(\(variant == .solid ? "" : ".\(variant.rawValue), ")title: \(quote(title)))"
        case .icon(let icon, let color): ".icon(.\(icon.rawValue)\(tint(color, default: .semantic(.foregroundNeutralSecondary))))"
        case .iconButton(let icon, let handler): ".iconButton(.\(icon.rawValue))\(handler == nil ? "" : " { … }")"
        case .slotView: ".slot { … }"
        case .switch(let checked, let onSelect): ".switch(checked: \(checked)\(onSelect == nil ? "" : ", onSelect: { … }"))"
        case .textButton(let title, let color, let handler):
            ".textButton(title: \(quote(title))\(color == .assistive ? "" : ", color: .\(color.rawValue)")\(handler == nil ? ")" : ") { … }")"
        case .value(let text): ".value(\(quote(text)))"
        }
    }

    private static func extra(_ item: ListCell.Resource.Extra) -> String {
        switch item {
        case .contentBadge(let variant, let title): ".contentBadge(\(variant == .solid ? "" : ".\(variant.rawValue), ")title: \(quote(title)))"
        case .slotView: ".slot { … }"
        case .text(let text): ".text(\(quote(text)))"
        }
    }
}
