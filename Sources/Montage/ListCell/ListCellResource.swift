extension ListCell {
    /// The items each slot accepts: one type per slot, so an item of one slot does not
    /// compile in another. `slot(_:)` (in MontageGtk) places a caller widget.
    public enum Resource {
        /// Items of the leading slot (before the label), 8 apart.
        public enum Leading: Sendable {
            /// A 22×22 glyph.
            case icon(Icon, tintColor: ColorValue = .semantic(.foregroundNeutralTertiary))
            /// A 20×20 glyph in a 36×36 rounded square (radius 12) filled surfaceNeutralSecondary.
            case largeIcon(Icon, tintColor: ColorValue = .semantic(.foregroundNeutralSecondary))
            /// A medium checkbox; the caller owns `checked`.
            case checkbox(checked: Bool, onSelect: SelectAction? = nil)
            /// A medium radio; the caller owns `checked`.
            case radio(checked: Bool, onSelect: SelectAction? = nil)
            /// A 40×40 avatar without a tap action.
            case avatar(String, variant: Avatar.Variant)
            /// A 56×56 thumbnail, rounded and bordered.
            case thumbnail(String)
            /// A caller view, unconstrained.
            case slotView(SlotView)
        }

        /// Items after the label, 4 apart, in a group fixed at 22pt high: a taller item overflows
        /// it, centred, and never grows the row.
        public enum LabelTrailing: Sendable {
            /// A small neutral badge.
            case contentBadge(ContentBadge.Variant = .solid, title: String)
            /// A 22×22 glyph.
            case icon(Icon, tintColor: ColorValue = .semantic(.surfaceBrandPrimary))
            /// A caller view, unconstrained.
            case slotView(SlotView)
        }

        /// Items at the right end, 8 apart.
        public enum Trailing: Sendable {
            /// A solid small button.
            case button(title: String, color: Button.Color = .assistive, handler: Action? = nil)
            /// A small neutral badge.
            case contentBadge(ContentBadge.Variant = .solid, title: String)
            /// A 22×22 glyph.
            case icon(Icon, tintColor: ColorValue = .semantic(.foregroundNeutralSecondary))
            /// An icon button with a 20pt glyph and no background: it takes 20×20 in the layout
            /// and keeps a 32×32 interaction area (and pressed overlay) reaching into the padding.
            case iconButton(Icon, handler: Action? = nil)
            /// A caller view, unconstrained.
            case slotView(SlotView)
            /// A small switch; the caller owns `checked`.
            case `switch`(checked: Bool, onSelect: SelectAction? = nil)
            /// A small text button.
            case textButton(title: String, color: TextButton.Color = .assistive, handler: Action? = nil)
            /// A value text (body2, tertiary).
            case value(String)
        }

        /// Items under the description, 6 apart.
        public enum Extra: Sendable {
            /// A small neutral badge.
            case contentBadge(ContentBadge.Variant = .solid, title: String)
            /// A caller view, unconstrained.
            case slotView(SlotView)
            /// A text (label2, tertiary).
            case text(String)
        }
    }
}
