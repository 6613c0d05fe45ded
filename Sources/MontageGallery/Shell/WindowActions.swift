import CGtk
import GtkKit
import MontageCatalog

/// A window's actions under one prefix (`win.…`, `review.…`), each with its keyboard shortcuts
/// on the window (GTK's trigger syntax: `<Control>f`), so menus, buttons and keys all go
/// through the same action and tests can activate it by name.
@MainActor
final class WindowActions {
    /// The group (a plain GtkWindow is no action map).
    private let group = g_simple_action_group_new()!
    private let window: WidgetPointer
    private let prefix: String
    private var shortcuts: OpaquePointer?

    /// Actions `prefix.<name>` on `window` (which owns the group).
    init(window: WidgetPointer, prefix: String) {
        self.window = window
        self.prefix = prefix
        gtk_widget_insert_action_group(window, prefix, cast(group))
        g_object_unref(group.gRaw)
    }

    /// Adds `prefix.<name>`, triggered by each of `accelerators`.
    func add(_ name: String, accelerators: [String] = [], _ activate: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(action, "activate", activate)
        g_action_map_add_action(cast(group), cast(action))
        g_object_unref(action.gRaw)
        for accelerator in accelerators { shortcut(accelerator, action: "\(prefix).\(name)") }
    }

    /// Adds `prefix.<name>`, taking a string, whose state is the value last accepted by
    /// `change`; each of `accelerators` activates it with its value.
    @discardableResult
    func addStateful(_ name: String, initial: String, accelerators: [(trigger: String, value: String)] = [],
                     _ change: @escaping @MainActor (String) -> Bool) -> OpaquePointer {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new_stateful(name, type, g_variant_new_string(initial))!
        Signal.connect(action, "change-state") { args in
            guard let variant = args.pointer(1) else { return nil }
            let value = String(cString: g_variant_get_string(OpaquePointer(variant), nil))
            if change(value) { g_simple_action_set_state(action, OpaquePointer(variant)) }
            return nil
        }
        g_action_map_add_action(cast(group), cast(action))
        g_object_unref(action.gRaw)
        for (trigger, value) in accelerators { shortcut(trigger, action: "\(prefix).\(name)", target: value) }
        return action
    }

    /// Sets the state of the string action `name` without asking its change handler.
    func setState(_ name: String, _ value: String) {
        guard let action = g_action_map_lookup_action(cast(group), name) else { return }
        g_simple_action_set_state(cast(action), g_variant_new_string(value))
    }

    /// Enables or disables the action `name`.
    func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(cast(group), name) else { return }
        g_simple_action_set_enabled(cast(action), enabled ? 1 : 0)
    }

    /// Whether the action `name` exists (for tests).
    func has(_ name: String) -> Bool { g_action_map_lookup_action(cast(group), name) != nil }

    /// The state of the string action `name` (for tests).
    func state(of name: String) -> String? {
        guard let state = g_action_group_get_action_state(cast(group), name) else { return nil }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// A shortcut on the window (caught before its children see the key) for `action`.
    private func shortcut(_ trigger: String, action: String, target: String? = nil) {
        let controller: OpaquePointer
        if let existing = shortcuts {
            controller = existing
        } else {
            controller = cast(gtk_shortcut_controller_new()!)
            gtk_event_controller_set_propagation_phase(cast(controller), .capture)
            gtk_widget_add_controller(window, cast(controller))
            shortcuts = controller
        }
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new(action))
        if let target { gtk_shortcut_set_arguments(shortcut, g_variant_new_string(target)) }
        gtk_shortcut_controller_add_shortcut(cast(controller), shortcut)
    }
}
