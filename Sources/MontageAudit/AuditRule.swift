import GtkKit
import MontageCatalog

/// A rule of the accessibility audit: its id (what the accepted-violations file and `--audit`'s
/// output name), what it asks in one line, and where it is defined. The one table of rules:
/// the panel, the command line and the report all read it.
package enum AuditRule: String, CaseIterable, Codable, Sendable {
    case actionableFocusable = "actionable-focusable"
    case interactiveHasAction = "interactive-has-action"
    case oneFocus = "one-focus"
    case textRoleHasText = "text-role-has-text"
    case indexInParent = "index-in-parent"
    case relationReciprocal = "relation-reciprocal"
    case hasName = "has-name"
    case stateWithAbility = "state-with-ability"
    case radioInSet = "radio-in-set"
    case textContrast = "text-contrast"
    case nonTextContrast = "non-text-contrast"
    case focusVisible = "focus-visible"
    case targetSize = "target-size"
    case keyboardReachable = "keyboard-reachable"

    private static let accerciser = "https://wiki.gnome.org/Apps/Accerciser/Validate#"

    /// What the rule asks, in one line of the user's language.
    package var summary: String {
        switch self {
        case .actionableFocusable: tr("An item with an action can be focused or selected, so the keyboard reaches it")
        case .interactiveHasAction: tr("A button, toggle, radio or menu item has an action a screen reader can invoke")
        case .oneFocus: tr("At most one item has the focus")
        case .textRoleHasText: tr("An item with a text role (label, heading, text field) exposes its text")
        case .indexInParent: tr("An item's index in its parent finds the item again")
        case .relationReciprocal: tr("A relation's target is in the accessible tree, where its reciprocal can be read")
        case .hasName: tr("An item a screen reader stops on has a name: its label, a labelling widget or a placeholder")
        case .stateWithAbility: tr("A state is one the item's role can have (checked on a checkable role, selected on a selectable one)")
        case .radioInSet: tr("A radio button belongs to a set of radio buttons")
        case .textContrast: tr("Text contrasts with the pixels behind it by 4.5:1, large text by 3:1")
        case .nonTextContrast: tr("Control borders, tracks, meaningful icons and focus rings contrast with what is next to them by 3:1")
        case .focusVisible: tr("A focused item looks different from the same item unfocused")
        case .targetSize: tr("A pointer target is at least 24 by 24 pixels, or spaced so a 24 pixel circle around it touches no other")
        case .keyboardReachable: tr("Everything that takes a click can also be reached with Tab (or the arrows of its list)")
        }
    }

    /// Where the rule is defined.
    package var link: String {
        switch self {
        case .actionableFocusable: Self.accerciser + "Actionable_ITEM_ROLE_is_not_focusable_or_selectable"
        case .interactiveHasAction: Self.accerciser + "Interactive_ITEM_ROLE_is_not_actionable"
        case .oneFocus: Self.accerciser + "More_than_one_focused_widget"
        case .textRoleHasText: Self.accerciser + "ITEM_ROLE_has_no_text_interface"
        case .indexInParent: Self.accerciser + "ITEM_ROLE_index_in_parent_does_not_match_child_index"
        case .relationReciprocal: Self.accerciser + "Missing_reciprocal_for_RELATION_NAME_relation"
        case .hasName: Self.accerciser + "ITEM_ROLE_missing_name_or_label"
        case .stateWithAbility: Self.accerciser + "ITEM_ROLE_has_ITEM_EPHEMERAL_STATE_state_without_ITEM_ABLE_STATE_state"
        case .radioInSet: Self.accerciser + "ITEM_ROLE_does_not_belong_to_a_set"
        case .textContrast: "https://www.w3.org/TR/WCAG22/#contrast-minimum"
        case .nonTextContrast: "https://www.w3.org/TR/WCAG22/#non-text-contrast"
        case .focusVisible: "https://www.w3.org/TR/WCAG22/#focus-visible"
        case .targetSize: "https://www.w3.org/TR/WCAG22/#target-size-minimum"
        case .keyboardReachable: "https://www.w3.org/TR/WCAG22/#keyboard"
        }
    }

    /// The standard the rule comes from, as people cite it.
    package var source: String {
        switch self {
        case .textContrast: "WCAG 2.2 SC 1.4.3"
        case .nonTextContrast: "WCAG 2.2 SC 1.4.11"
        case .focusVisible: "WCAG 2.2 SC 2.4.7"
        case .targetSize: "WCAG 2.2 SC 2.5.8"
        case .keyboardReachable: "WCAG 2.2 SC 2.1.1"
        default: "Accerciser basic"
        }
    }
}
