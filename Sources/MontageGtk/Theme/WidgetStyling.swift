import CGtk
import GtkKit

/// Small styling helpers shared by the component mappings.
@MainActor
enum WidgetStyling {
    /// Replaces the classes of `widget` that start with `prefix` by `names`. The names set last
    /// are remembered on the widget (an interned string under the prefix's quark), so setting the
    /// same names again, the common case of an update, costs one comparison; only the first call
    /// reads the widget's classes.
    static func setClasses(_ widget: WidgetPointer, prefix: String, _ names: [String]) {
        let key = quark(prefix)
        let joined = names.count == 1 ? names[0] : names.joined(separator: " ")
        var stale: [String] = []
        if let remembered = g_object_get_qdata(widget.object, key)?.assumingMemoryBound(to: CChar.self) {
            if joined.withCString({ strcmp($0, remembered) == 0 }) { return }
            stale = String(cString: remembered).split(separator: " ").map(String.init).filter { !names.contains($0) }
        } else if let current = gtk_widget_get_css_classes(widget) {
            var index = 0
            while let name = current[index] {
                let string = String(cString: name)
                if string.hasPrefix(prefix) && !names.contains(string) { stale.append(string) }
                index += 1
            }
            g_strfreev(current)
        }
        for name in stale { widget.removeClasses([name]) }
        for name in names { widget.classes([name]) }
        g_object_set_qdata(widget.object, key, UnsafeMutableRawPointer(mutating: g_intern_string(joined)))
    }

    /// Records that a widget just made has no class with any of `prefixes`, so the first
    /// `setClasses` for them need not read its classes back. The empty name is interned by
    /// copy (`g_intern_string`): a Swift string literal's C pointer lives only for the call, so
    /// GLib must not keep it (`g_intern_static_string` would, and read it after it is freed).
    static func markFresh(_ widget: WidgetPointer, prefixes: [String]) {
        let empty = UnsafeMutableRawPointer(mutating: g_intern_string(""))
        for prefix in prefixes {
            g_object_set_qdata(widget.object, quark(prefix), empty)
        }
    }

    /// The quark a prefix's remembered names are kept under, resolved once per prefix.
    private static var quarks: [String: GQuark] = [:]
    private static func quark(_ prefix: String) -> GQuark {
        if let known = quarks[prefix] { return known }
        let made = g_quark_from_string("montage-classes:" + prefix)
        quarks[prefix] = made
        return made
    }

    /// Adds or removes one class.
    static func toggleClass(_ widget: WidgetPointer, _ name: String, _ on: Bool) {
        if on { widget.classes([name]) } else { widget.removeClasses([name]) }
    }

    /// Sets the typography classes of a text widget.
    static func setTypography(_ widget: WidgetPointer, _ variant: Typography.Variant, _ weight: Typography.Weight) {
        setClasses(widget, prefix: "typo-", [TypographyCSS.className(variant)])
        setClasses(widget, prefix: "weight-", [TypographyCSS.className(weight)])
    }

    /// Sets the color of a text or symbolic icon by class, whatever the form of the color
    /// (token, palette step or fixed RGBA), so state rules (disabled) override all alike.
    static func setColor(_ widget: WidgetPointer, _ color: ColorValue) {
        ColorClassesCSS.register(color)
        setClasses(widget, prefix: "fg-", [ColorClassesCSS.className(color)])
    }

    /// Paints a widget's background with a color value (nil: its stylesheet's), through a
    /// provider of its own, while the widget is enabled: a disabled widget shows its
    /// stylesheet's disabled fill.
    static func setBackground(_ widget: WidgetPointer, _ color: ColorValue?) {
        setProvider(widget, key: "montage-custom-background", css: color.map { "*:not(:disabled) { background-color: \(cssColor($0)); }" })
    }

    /// A CSS color for a value: the token's name, or an rgba literal for a fixed color.
    static func cssColor(_ color: ColorValue) -> String {
        switch color {
        case .semantic(let token): "@\(token.rawValue)"
        case .atomic(let step): "@\(step.rawValue)"
        case .rgba(let rgba): rgba.css
        }
    }

    private static func setProvider(_ widget: WidgetPointer, key: String, css: String?) {
        let context = gtk_widget_get_style_context(widget)
        if let old = g_object_get_data(widget.object, key) {
            gtk_style_context_remove_provider(context, OpaquePointer(old))
            g_object_set_data(widget.object, key, nil)
        }
        guard let css else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider(context, cast(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
        g_object_set_data_full(widget.object, key, provider.gRaw) { g_object_unref($0) }
    }
}
