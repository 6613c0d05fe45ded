import CGtk
import GtkKit
import MontageCatalog

/// The structural checks of GNOME's Accerciser validator (its "basic" schema), over the tree GTK
/// 4.8 presents (`AccessibleTree`): what a screen reader meets, independent of the pixels.
@MainActor
enum StructureRules {
    /// Roles Accerciser expects to be actionable (push button, menu, menu items, toggle, radio).
    static let interactiveRoles: Set<UInt32> = roles([GTK_ACCESSIBLE_ROLE_BUTTON, GTK_ACCESSIBLE_ROLE_MENU, GTK_ACCESSIBLE_ROLE_MENU_ITEM,
                                                      GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX, GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO,
                                                      GTK_ACCESSIBLE_ROLE_RADIO])
    /// Roles whose text a screen reader reads through the text interface.
    static let textRoles: Set<UInt32> = roles([GTK_ACCESSIBLE_ROLE_LABEL, GTK_ACCESSIBLE_ROLE_TEXT_BOX, GTK_ACCESSIBLE_ROLE_SEARCH_BOX,
                                               GTK_ACCESSIBLE_ROLE_HEADING, GTK_ACCESSIBLE_ROLE_CAPTION,
                                               GTK_ACCESSIBLE_ROLE_ROW_HEADER, GTK_ACCESSIBLE_ROLE_COLUMN_HEADER])
    /// Roles Accerciser expects a name on (its HasLabelName), and the lists a name introduces.
    static let namedRoles: Set<UInt32> = interactiveRoles.union(textRoles).union(roles([
        GTK_ACCESSIBLE_ROLE_CHECKBOX, GTK_ACCESSIBLE_ROLE_SWITCH, GTK_ACCESSIBLE_ROLE_LINK, GTK_ACCESSIBLE_ROLE_TAB,
        GTK_ACCESSIBLE_ROLE_LIST_ITEM, GTK_ACCESSIBLE_ROLE_SLIDER, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, GTK_ACCESSIBLE_ROLE_IMG,
        GTK_ACCESSIBLE_ROLE_LIST, GTK_ACCESSIBLE_ROLE_LIST_BOX, GTK_ACCESSIBLE_ROLE_GRID, GTK_ACCESSIBLE_ROLE_TREE_GRID,
        GTK_ACCESSIBLE_ROLE_COMBO_BOX, GTK_ACCESSIBLE_ROLE_OPTION, GTK_ACCESSIBLE_ROLE_ROW, GTK_ACCESSIBLE_ROLE_GRID_CELL]))
    /// Roles that can be checked (WAI-ARIA's aria-checked), pressed, selected or expanded.
    static let checkableRoles: Set<UInt32> = roles([GTK_ACCESSIBLE_ROLE_CHECKBOX, GTK_ACCESSIBLE_ROLE_RADIO, GTK_ACCESSIBLE_ROLE_SWITCH,
                                                    GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX, GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO,
                                                    GTK_ACCESSIBLE_ROLE_TREE_ITEM, GTK_ACCESSIBLE_ROLE_OPTION])
    static let pressableRoles: Set<UInt32> = roles([GTK_ACCESSIBLE_ROLE_BUTTON])
    static let selectableRoles: Set<UInt32> = roles([GTK_ACCESSIBLE_ROLE_GRID_CELL, GTK_ACCESSIBLE_ROLE_OPTION, GTK_ACCESSIBLE_ROLE_ROW,
                                                     GTK_ACCESSIBLE_ROLE_TAB, GTK_ACCESSIBLE_ROLE_LIST_ITEM, GTK_ACCESSIBLE_ROLE_TREE_ITEM,
                                                     GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, GTK_ACCESSIBLE_ROLE_ROW_HEADER])
    static let expandableRoles: Set<UInt32> = roles([GTK_ACCESSIBLE_ROLE_BUTTON, GTK_ACCESSIBLE_ROLE_COMBO_BOX, GTK_ACCESSIBLE_ROLE_LINK,
                                                     GTK_ACCESSIBLE_ROLE_MENU_ITEM, GTK_ACCESSIBLE_ROLE_ROW, GTK_ACCESSIBLE_ROLE_TAB,
                                                     GTK_ACCESSIBLE_ROLE_TREE_ITEM, GTK_ACCESSIBLE_ROLE_LIST_ITEM, GTK_ACCESSIBLE_ROLE_GROUP,
                                                     GTK_ACCESSIBLE_ROLE_GRID_CELL])

    private static func roles(_ list: [GtkAccessibleRole]) -> Set<UInt32> { Set(list.map(\.rawValue)) }

    /// Every structural finding among `nodes`, as `(rule, node, message)`.
    static func check(_ nodes: [AuditNode], window: WidgetPointer) -> [(AuditRule, AuditNode, String)] {
        var findings: [(AuditRule, AuditNode, String)] = []
        let byAddress = Dictionary(nodes.map { (AccessibleReading.address($0.widget), $0) }) { first, _ in first }
        let every = Dictionary(window.descendants(where: { _ in true }).map { (AccessibleReading.address($0), $0) }) { first, _ in first }
        var focused: AuditNode?
        for node in nodes {
            let role = node.role.rawValue
            if node.hasAction && !node.focusable && node.selected == nil {
                findings.append((.actionableFocusable, node, tr("it has an action but can be neither focused nor selected")))
            }
            if interactiveRoles.contains(role) && !node.hasAction {
                findings.append((.interactiveHasAction, node, tr("its role is %s but it has no action to invoke", node.roleName)))
            }
            if node.focused {
                if let first = focused {
                    findings.append((.oneFocus, node, tr("it has the focus, and so has %s", first.locator)))
                } else {
                    focused = node
                }
                if !node.focusable { findings.append((.stateWithAbility, node, tr("it has the focus but is not focusable"))) }
            }
            if textRoles.contains(role) && !exposesText(node.widget) {
                findings.append((.textRoleHasText, node, tr("its role is %s but it exposes no text (it is not a label or an editable)", node.roleName)))
            }
            if let parent = node.parent, childAt(nodes, parent: parent, index: node.indexInParent)?.index != node.index {
                findings.append((.indexInParent, node, tr("its index in its parent (%d) finds another item", node.indexInParent)))
            }
            findings += relationFindings(node, byAddress, every)
            if needsName(node) && !hasName(node, byAddress) {
                findings.append((.hasName, node, node.namedByType ? tr("it has no name: a screen reader says “%s”", node.name)
                                                                  : tr("it has no name, label or placeholder")))
            }
            if node.checked != nil && !checkableRoles.contains(role) {
                findings.append((.stateWithAbility, node, tr("it is checked or unchecked, but a %s cannot be checked", node.roleName)))
            }
            if node.pressed != nil && !pressableRoles.contains(role) {
                findings.append((.stateWithAbility, node, tr("it is pressed or not, but a %s cannot be pressed", node.roleName)))
            }
            if node.selected != nil && !selectableRoles.contains(role) {
                findings.append((.stateWithAbility, node, tr("it is selected or not, but a %s cannot be selected", node.roleName)))
            }
            if node.expanded != nil && !expandableRoles.contains(role) {
                findings.append((.stateWithAbility, node, tr("it is expanded or collapsed, but a %s cannot expand", node.roleName)))
            }
            if node.role == GTK_ACCESSIBLE_ROLE_RADIO && !inRadioSet(node, nodes) {
                findings.append((.radioInSet, node, tr("no radio group holds it and no other radio shares its parent")))
            }
        }
        return findings
    }

    /// Whether a screen reader stopping on the node needs a name for it.
    private static func needsName(_ node: AuditNode) -> Bool {
        guard node.sensitive || node.focusable else { return namedRoles.contains(node.role.rawValue) && node.role != GTK_ACCESSIBLE_ROLE_LABEL }
        if node.role == GTK_ACCESSIBLE_ROLE_LABEL { return false }
        return namedRoles.contains(node.role.rawValue) || node.focusable
    }

    /// A name that is not only the type's, a labelling target with text, or (for a text field)
    /// a placeholder, which WAI-ARIA's name computation takes when nothing else names it.
    private static func hasName(_ node: AuditNode, _ byAddress: [String: AuditNode]) -> Bool {
        if !node.namedByType && !node.name.trimmingSpaces.isEmpty { return true }
        if let placeholder = node.placeholder, !placeholder.trimmingSpaces.isEmpty { return true }
        // A text field's editable names it through its entry: GTK labels GtkText by its GtkEntry.
        if node.widget.isA(Gtk.Text.gType), let parent = node.widget.parent,
           let entry = byAddress[AccessibleReading.address(parent)] {
            return !entry.namedByType && !entry.name.isEmpty || !(entry.placeholder ?? "").isEmpty
        }
        return false
    }

    /// Whether the widget implements the text interface (GTK's labels, editables, text views).
    private static func exposesText(_ widget: WidgetPointer) -> Bool {
        [Gtk.Label.gType, Gtk.Editable.gType, Gtk.TextView.gType, Gtk.Inscription.gType].contains { widget.isA($0) }
    }

    /// The `index`-th presented child of `parent` (`GetChildAtIndex`).
    private static func childAt(_ nodes: [AuditNode], parent: Int, index: Int) -> AuditNode? {
        let children = nodes.filter { $0.parent == parent }
        return index < children.count ? children[index] : nil
    }

    /// Findings for relations whose targets are not in the tree: assistive technologies find a
    /// relation's reciprocal (label-for, description-for) on its target, which must be there.
    private static func relationFindings(_ node: AuditNode, _ byAddress: [String: AuditNode], _ every: [String: WidgetPointer]) -> [(AuditRule, AuditNode, String)] {
        let relations: [(GtkAccessibleRelation, String)] = [
            (GTK_ACCESSIBLE_RELATION_LABELLED_BY, "labelled-by"), (GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, "described-by"),
            (GTK_ACCESSIBLE_RELATION_CONTROLS, "controls"), (GTK_ACCESSIBLE_RELATION_FLOW_TO, "flow-to")]
        var findings: [(AuditRule, AuditNode, String)] = []
        for (relation, label) in relations {
            for target in AccessibleReading.relation(node.widget, relation, among: every) {
                guard let target else {
                    findings.append((.relationReciprocal, node, tr("its %s relation points outside its window", label)))
                    continue
                }
                if byAddress[AccessibleReading.address(target)] == nil && AccessibleTree.isPresented(target) == false {
                    findings.append((.relationReciprocal, node, tr("its %s relation points to a widget that is hidden from the accessible tree", label)))
                }
            }
        }
        return findings
    }

    /// A radio is in a set when a radio group holds it or another radio shares its parent
    /// (a GtkCheckButton group, or radios laid out together).
    private static func inRadioSet(_ node: AuditNode, _ nodes: [AuditNode]) -> Bool {
        var parent = node.parent
        while let index = parent {
            if nodes[index].role == GTK_ACCESSIBLE_ROLE_RADIO_GROUP { return true }
            parent = nodes[index].parent
        }
        return nodes.contains { $0.index != node.index && $0.parent == node.parent && $0.role == GTK_ACCESSIBLE_ROLE_RADIO }
    }
}
