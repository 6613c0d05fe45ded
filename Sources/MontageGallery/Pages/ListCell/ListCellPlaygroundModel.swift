import MontageGtk
import GtkKit

/// Everything the ListCell playground can set, and the cell it makes. Checkbox, radio and
/// switch items keep their own checked state here, so they toggle like real ones.
struct ListCellPlaygroundModel {
    /// A slot item the playground added: which case, and the state of a toggle.
    struct Item: Identifiable {
        let id: Int
        let kind: String
        var checked = false
    }

    static let longLabel = "아주 긴 라벨이 들어간 셀은 줄바꿈되거나 말줄임 처리됩니다 — a very long label that wraps or ellipsizes"
    static let longDescription = "설명도 길어지면 여러 줄로 표시됩니다. The description wraps onto as many lines as it needs unless textEllipsis is on."

    static let leadingKinds = ["icon", "largeIcon", "checkbox", "radio", "avatar", "thumbnail", "slot"]
    static let labelTrailingKinds = ["contentBadge", "icon", "slot"]
    static let trailingKinds = ["value", "icon", "iconButton", "textButton", "button", "contentBadge", "switch", "slot"]
    static let extraKinds = ["contentBadge", "text", "slot"]

    var description = true
    var longText = false
    var chevron = true
    var selected = false
    var divider = false
    var textEllipsis = false
    var disabled = false
    var tappable = true
    var variant = ListCell.Variant.inset
    var padding = 2  // none, small, medium, large, custom
    var customPadding = 10.0
    var align = ListCell.VerticalAlign.top
    var highlight = ""
    var leading: [Item] = [Item(id: 1, kind: "icon")]
    var labelTrailing: [Item] = []
    var trailing: [Item] = []
    var extra: [Item] = []
    var nextID = 2

    var verticalPadding: ListCell.VerticalPadding {
        [.none, .small, .medium, .large, .custom(customPadding)][padding]
    }

    mutating func add(_ kind: String, to slot: WritableKeyPath<ListCellPlaygroundModel, [Item]>) {
        self[keyPath: slot].append(Item(id: nextID, kind: kind))
        nextID += 1
    }
}
