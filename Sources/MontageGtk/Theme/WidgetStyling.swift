import GtkKit

/// Small styling helpers shared by the component mappings.
@MainActor
enum WidgetStyling {
    /// Replaces the classes of `widget` that start with `prefix` by `names`. The names set last
    /// are remembered on the widget (an interned string under the prefix's quark), so setting the
    /// same names again, the common case of an update, costs one comparison; only the first call
    /// reads the widget's classes.
    static func setClasses(_ widget: WidgetPointer, prefix: String, _ names: [String]) {
        let key = dataKey(prefix)
        let joined = names.count == 1 ? names[0] : names.joined(separator: " ")
        var stale: [String] = []
        if let remembered = widget.internedString(for: key) {
            if remembered.holds(joined) { return }
            stale = remembered.text.split(separator: " ").map(String.init).filter { !names.contains($0) }
        } else {
            stale = widget.cssClasses.filter { $0.hasPrefix(prefix) && !names.contains($0) }
        }
        for name in stale { widget.removeClasses([name]) }
        for name in names { widget.classes([name]) }
        widget.setInternedString(InternedString(joined), for: key)
    }

    /// Records that a widget just made has no class with any of `prefixes`, so the first
    /// `setClasses` for them need not read its classes back.
    static func markFresh(_ widget: WidgetPointer, prefixes: [String]) {
        let empty = InternedString("")
        for prefix in prefixes {
            widget.setInternedString(empty, for: dataKey(prefix))
        }
    }

    /// The key a prefix's remembered names are kept under, resolved once per prefix.
    private static var dataKeys: [String: ObjectDataKey] = [:]
    private static func dataKey(_ prefix: String) -> ObjectDataKey {
        if let known = dataKeys[prefix] { return known }
        let made = ObjectDataKey("montage-classes:" + prefix)
        dataKeys[prefix] = made
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
        widget.setStylesheet(color.map { "*:not(:disabled) { background-color: \(cssColor($0)); }" }, key: "montage-custom-background",
                             priority: CSSProvider.applicationPriority + 1)
    }

    /// A CSS color for a value: the token's name, or an rgba literal for a fixed color.
    static func cssColor(_ color: ColorValue) -> String {
        switch color {
        case .semantic(let token): "@\(token.rawValue)"
        case .atomic(let step): "@\(step.rawValue)"
        case .rgba(let rgba): rgba.css
        }
    }
}
