import CGtk

/// A widget's actions under one prefix (`win.…`, `review.…`): plain ones and ones holding a
/// string state, each with keyboard shortcuts on the widget (GTK's trigger syntax:
/// `<Control>f`), so menus, buttons and keys all go through the same action and tests can run
/// it by name. The widget owns the group (a plain GtkWindow is no action map of its own).
@MainActor
public final class ActionGroup {
    /// The GSimpleActionGroup.
    private let group: UnsafeMutablePointer<GSimpleActionGroup>
    private let widget: WidgetPointer
    private let prefix: String
    private var shortcuts: ShortcutController?

    /// Actions `prefix.<name>` on `widget`, which holds the group.
    public init(on widget: WidgetPointer, prefix: String) {
        group = g_simple_action_group_new()!
        self.widget = widget
        self.prefix = prefix
        gtk_widget_insert_action_group(widget, prefix, cast(group))
        group.unref()
    }

    /// Adds `prefix.<name>`, run by `activate` and triggered by each of `accelerators`.
    public func add(_ name: String, accelerators: [String] = [], _ activate: @escaping @MainActor () -> Void) {
        ActionMap.add(Action.plain(name, activate), to: group)
        for accelerator in accelerators { shortcut(accelerator, action: "\(prefix).\(name)") }
    }

    /// Adds `prefix.<name>`, taking a string, whose state is the value last accepted by
    /// `change` (which returns false to refuse it); each of `accelerators` runs it with its value.
    public func addStateful(_ name: String, initial: String, accelerators: [(trigger: String, value: String)] = [],
                            _ change: @escaping @MainActor (String) -> Bool) {
        ActionMap.add(Action.stateful(name, initial: initial, change), to: group)
        for (trigger, value) in accelerators { shortcut(trigger, action: "\(prefix).\(name)", argument: value) }
    }

    /// Sets the state of the string action `name` without asking its change handler.
    public func setState(_ name: String, _ value: String) {
        guard let action = g_action_map_lookup_action(cast(group), name) else { return }
        g_simple_action_set_state(cast(action), g_variant_new_string(value))
    }

    /// Enables or disables the action `name`.
    public func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(cast(group), name) else { return }
        g_simple_action_set_enabled(cast(action), enabled ? 1 : 0)
    }

    /// Whether the action `name` exists.
    public func has(_ name: String) -> Bool { g_action_map_lookup_action(cast(group), name) != nil }

    /// The state of the string action `name`; nil for a plain or unknown action.
    public func state(of name: String) -> String? {
        guard let state = g_action_group_get_action_state(cast(group), name) else { return nil }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// A shortcut on the widget (caught before its children see the key) for `action`.
    private func shortcut(_ trigger: String, action: String, argument: String? = nil) {
        let controller = shortcuts ?? ShortcutController(on: widget, phase: .capture)
        shortcuts = controller
        controller.add(trigger, action: action, argument: argument)
    }
}

/// The GSimpleActions the action maps (a group, an application) are given.
enum Action {
    /// A new plain action `name` running `activate` (a full reference the caller drops).
    @MainActor static func plain(_ name: String, _ activate: @escaping @MainActor () -> Void) -> OpaquePointer {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(action, "activate", activate)
        return action
    }

    /// A new string action `name` in state `initial`, whose state becomes each value `change`
    /// accepts (a full reference the caller drops).
    @MainActor static func stateful(_ name: String, initial: String, _ change: @escaping @MainActor (String) -> Bool) -> OpaquePointer {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new_stateful(name, type, g_variant_new_string(initial))!
        Signal.connect(action, "change-state") { args in
            guard let variant = args.pointer(1) else { return nil }
            let value = String(cString: g_variant_get_string(OpaquePointer(variant), nil))
            if change(value) { g_simple_action_set_state(action, OpaquePointer(variant)) }
            return nil
        }
        return action
    }
}

/// Adding to a GActionMap.
enum ActionMap {
    /// Adds `action` to `map` (which takes its own reference) and drops the caller's.
    @MainActor static func add(_ action: OpaquePointer, to map: some GPointer) {
        g_action_map_add_action(cast(map), cast(action))
        action.unref()
    }
}
