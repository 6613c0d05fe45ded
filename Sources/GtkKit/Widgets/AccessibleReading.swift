import CGtk

/// Reads a widget's accessible attributes back from its GtkATContext, as assistive technologies
/// get them. GTK 4.8 has no getters: its test helpers (`gtk_test_accessible_check_*`) return
/// the actual value as a string when it differs from the one asked, which is what this uses.
@MainActor
public enum AccessibleReading {
    private static let sentinel = "\u{1}no such value\u{1}"

    /// The accessible role.
    public static func role(_ widget: WidgetPointer) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(cast(widget))
    }

    /// A string property (label, description, placeholder, value text…); nil when not set.
    public static func string(_ widget: WidgetPointer, _ property: GtkAccessibleProperty) -> String? {
        guard gtk_test_accessible_has_property(cast(widget), property) != 0,
              let value = cgtk_test_accessible_property_string(widget, property, sentinel) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Whether a state is set at all (to any value, false included).
    public static func hasState(_ widget: WidgetPointer, _ state: GtkAccessibleState) -> Bool {
        gtk_test_accessible_has_state(cast(widget), state) != 0
    }

    /// A boolean or tristate state as an integer (0 false, 1 true, 2 mixed); nil when not set or
    /// set to "undefined".
    public static func state(_ widget: WidgetPointer, _ state: GtkAccessibleState) -> Int? {
        guard hasState(widget, state) else { return nil }
        guard let actual = cgtk_test_accessible_state_boolean(widget, state, 0) else { return 0 }
        defer { g_free(actual) }
        switch String(cString: actual) {
        case "true": return 1
        case "mixed": return 2
        case "false": return 0
        default: return nil
        }
    }

    /// The targets of a reference-list relation (labelled-by, described-by, controls, flow-to),
    /// found among `candidates` by address: GTK prints each target as `Type<0x…>`. A target not
    /// among the candidates is returned as nil in its place.
    public static func relation(_ widget: WidgetPointer, _ relation: GtkAccessibleRelation,
                                among candidates: [String: WidgetPointer]) -> [WidgetPointer?] {
        guard gtk_test_accessible_has_relation(cast(widget), relation) != 0,
              let printed = cgtk_test_accessible_relation_list(widget, relation) else { return [] }
        defer { g_free(printed) }
        return addresses(in: String(cString: printed)).map { candidates[$0] }
    }

    /// The key `relation(_:_:among:)` finds a widget by: its address as GTK prints it (`%p`).
    public static func address(_ widget: WidgetPointer) -> String {
        "0x" + String(UInt(bitPattern: widget), radix: 16)
    }

    /// The `0x…` addresses inside GTK's print of a reference list (`TypeA<0x1>TypeB<0x2>`).
    nonisolated static func addresses(in printed: String) -> [String] {
        printed.split(separator: "<").compactMap { part in
            guard let end = part.firstIndex(of: ">") else { return nil }
            let inner = part[..<end]
            return inner.hasPrefix("0x") ? String(inner) : nil
        }
    }

    /// The accessible name as GTK 4.8 computes it for assistive technologies (WAI-ARIA's name
    /// computation as `gtk_at_context_get_name` does it): the label property, then each
    /// labelled-by target's label, then a range's value text; with none of them a hidden
    /// element has no name, and anything but a structural container is named by its type.
    /// `fallback` says whether the name came from the type.
    public static func name(_ widget: WidgetPointer) -> (text: String, fallback: Bool) {
        var names: [String] = []
        if let label = string(widget, GTK_ACCESSIBLE_PROPERTY_LABEL) { names.append(label) }
        if gtk_test_accessible_has_relation(cast(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0 {
            let targets = labelledByTargets(widget)
            for target in targets { if let label = string(target, GTK_ACCESSIBLE_PROPERTY_LABEL) { names.append(label) } }
        }
        let role = role(widget)
        if role == GTK_ACCESSIBLE_ROLE_RANGE {
            if let text = string(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT) { names.append(text) }
        }
        if !names.isEmpty { return (names.joined(separator: " "), false) }
        if state(widget, GTK_ACCESSIBLE_STATE_HIDDEN) == 1 { return ("", false) }
        let structural: Set<UInt32> = [GTK_ACCESSIBLE_ROLE_FORM, GTK_ACCESSIBLE_ROLE_GROUP, GTK_ACCESSIBLE_ROLE_GENERIC,
                                       GTK_ACCESSIBLE_ROLE_LANDMARK, GTK_ACCESSIBLE_ROLE_LIST_ITEM, GTK_ACCESSIBLE_ROLE_REGION,
                                       GTK_ACCESSIBLE_ROLE_SEARCH, GTK_ACCESSIBLE_ROLE_SEPARATOR].map(\.rawValue).reduce(into: []) { $0.insert($1) }
        return structural.contains(role.rawValue) ? ("", false) : (String(cString: g_type_name_from_instance(cast(widget))), true)
    }

    /// The labelled-by targets of `widget` found in its widget tree (by address, from its
    /// topmost parent).
    private static func labelledByTargets(_ widget: WidgetPointer) -> [WidgetPointer] {
        let root = widget.ancestors.last ?? widget
        var candidates: [String: WidgetPointer] = [:]
        for each in root.descendants(where: { _ in true }) { candidates[address(each)] = each }
        return relation(widget, GTK_ACCESSIBLE_RELATION_LABELLED_BY, among: candidates).compactMap { $0 }
    }

    /// Whether GTK gives the widget actions of its own over AT-SPI
    /// (`gtk_atspi_get_action_vtable`): its buttons, entries, expanders and switches.
    public static func hasInterfaceActions(_ widget: WidgetPointer) -> Bool {
        let actionTypes: [GType] = [gtk_button_get_type(), gtk_entry_get_type(), gtk_expander_get_type(),
                                    gtk_password_entry_get_type(), gtk_search_entry_get_type(), gtk_switch_get_type()]
        return actionTypes.contains { widget.isA($0) } || String(cString: g_type_name_from_instance(cast(widget))) == "GtkModelButton"
    }

    /// The actions the widget's class and its parents installed (`gtk_widget_class_install_action`),
    /// each with the name of the type that installed it: over AT-SPI, any other widget lists those enabled.
    public static func classActions(_ widget: WidgetPointer) -> [(name: String, owner: String)] {
        let widgetClass = UnsafeMutableRawPointer(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)).pointee.g_class)!
            .assumingMemoryBound(to: GtkWidgetClass.self)
        var actions: [(name: String, owner: String)] = []
        var index: UInt32 = 0
        while true {
            var owner: GType = 0
            var name: UnsafePointer<CChar>?
            var parameterType: OpaquePointer?
            var property: UnsafePointer<CChar>?
            guard gtk_widget_class_query_action(widgetClass, index, &owner, &name, &parameterType, &property) != 0 else { break }
            if let name, parameterType == nil { actions.append((String(cString: name), String(cString: g_type_name(owner)))) }
            index += 1
        }
        return actions
    }

    /// A role's nick (`button`), as GTK's enum names it.
    public static func roleName(_ role: GtkAccessibleRole) -> String {
        guard let enumClass = g_type_class_ref(gtk_accessible_role_get_type()) else { return "\(role.rawValue)" }
        defer { g_type_class_unref(enumClass) }
        guard let value = g_enum_get_value(enumClass.assumingMemoryBound(to: GEnumClass.self), Int32(role.rawValue)) else { return "\(role.rawValue)" }
        return String(cString: value.pointee.value_nick)
    }
}
