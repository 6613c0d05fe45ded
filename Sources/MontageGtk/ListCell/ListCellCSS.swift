import GtkKit

/// ListCell rules (§3): the row carries the interaction background (inset: 12 beyond the cell
/// on each side through negative margins, radius 16; full: the cell with 20 side padding), the
/// text colors per state, the divider and the disabled colors of slot content. A GtkListBox of
/// cells takes the class `montage-list` to drop the theme's list background.
enum ListCellCSS {
    /// A trailing icon button takes 20×20 in the layout and keeps its 32×32 box (seed: "차지하는
    /// 자리 20×20 / 인터랙션 영역 32×32"): negative margins let the box, its click target and its
    /// pressed overlay reach 6 beyond its place, into the row's padding.
    static let iconButtonOverflow = Int((IconButton.Size.large.container - 20) / 2)

    static var rules: String {
        let overlay = Interaction.defaultColor.rawValue
        let pressed = Interaction.opacity(.pressed, variant: .light)
        let hovered = Interaction.opacity(.hovered, variant: .light)
        let focused = Interaction.opacity(.focused, variant: .light)
        let inset = ListCell.Variant.inset, full = ListCell.Variant.full
        return """
        list.montage-list, listview.montage-list { background: none; }
        .list-cell-element, .list-cell-element:focus-visible { outline: none; }
        row.list-cell { background: none; padding: 0; margin: 0; border-radius: 0; box-shadow: none; outline: none; min-height: 0; transition: none; color: @foregroundNeutralPrimary; }
        row.list-cell.variant-inset { margin: 0 -\(Int(inset.overlayOutset))px; padding: 0 \(Int(inset.overlayOutset))px; border-radius: \(Int(inset.overlayRadius))px; }
        row.list-cell.variant-full { padding: 0 \(Int(full.horizontalPadding))px; border-radius: \(Int(full.overlayRadius))px; }
        row.list-cell:selected, row.list-cell:active, row.list-cell:hover:not(.interactive), row.list-cell:hover:not(.tappable) { background: none; }
        row.list-cell.interactive.tappable:hover:not(:disabled) { background-color: alpha(@\(overlay), \(hovered)); }
        row.list-cell.interactive:focus-visible, row.list-cell.interactive.focus-visible { background-color: alpha(@\(overlay), \(focused)); }
        row.list-cell.interactive.pressed:not(:disabled) { background-color: alpha(@\(overlay), \(pressed)); }
        row.list-cell:focus-visible, row.list-cell.focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -2px; }
        .list-cell-description { color: @foregroundNeutralTertiary; }
        .list-cell-slot-text { color: @foregroundNeutralTertiary; }
        .list-cell-check { color: @surfaceBrandPrimary; }
        .list-cell-chevron { color: @foregroundNeutralQuaternary; }
        .list-cell-chevron image:dir(rtl) { -gtk-icon-transform: scaleX(-1); }
        .list-cell-large-icon { background-color: @surfaceNeutralSecondary; border-radius: 12px; }
        .list-cell-divider { background-color: @lineNeutralPrimaryOpaque; }
        .list-cell-label-trailing .content-badge label { line-height: 14px; }
        .list-cell-slot > button.icon-button.list-cell-item { margin: -\(iconButtonOverflow)px; }
        row.list-cell:disabled label.list-cell-label, row.list-cell:disabled label.list-cell-description,
        row.list-cell:disabled image.list-cell-check, row.list-cell:disabled .list-cell-chevron,
        row.list-cell:disabled image.icon, row.list-cell:disabled .large-icon image,
        row.list-cell:disabled label.list-cell-slot-text, row.list-cell:disabled .content-badge {
            color: @foregroundDisablePrimary;
        }
        row.list-cell:disabled { color: @foregroundDisablePrimary; }
        """
    }
}
