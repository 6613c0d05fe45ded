import GtkKit

/// Montage's look for GTK, generated from the tokens as three application stylesheets: the
/// colors of the installed scheme (`@define-color`), the color classes (the weakest rules), and
/// the rules (base, typography, each component's, then registered fragments); plus the
/// project's symbolic icons and a live light/dark switch. A scheme switch reloads the colors
/// only, a text scale the rules only: GTK's parse grows faster than the stylesheet.
@MainActor
public enum Theme {
    /// The scheme installed last (light before the first install).
    public private(set) static var colorScheme: ColorScheme = .light
    /// The factor every typography token's size, line height and letter spacing is drawn at
    /// (1: the spec's; a preview of larger text, 1.25 or 1.5). Set with `setTextScale`.
    public private(set) static var textScale = 1.0

    /// Draws text at `scale` times the typography tokens, live (the rules are regenerated;
    /// component boxes keep the spec's sizes). Observers are told, as for a scheme switch.
    public static func setTextScale(_ scale: Double) {
        guard scale > 0, scale != textScale else { return }
        textScale = scale
        guard let sheets else { return }
        sheets.rules.load(rulesStylesheet)
        notifyObservers()
    }
    /// Whether `install(colorScheme:)` has run: before it, GTK draws its own default look.
    public static var isInstalled: Bool { sheets != nil }
    /// Parse errors of the stylesheets as last loaded; empty when the generated CSS is clean.
    public static var errors: [String] { sheets.map { $0.colors.errors + $0.colorClasses.errors + $0.rules.errors } ?? [] }

    /// The installed stylesheets, made by the first install.
    private static var sheets: (colors: CSSProvider, colorClasses: CSSProvider, rules: CSSProvider)?
    private static var fragments: [(name: String, css: String)] = []
    private static var observers: [Int: @MainActor (ColorScheme) -> Void] = [:]
    private static var nextObserver = 0

    /// Installs (or switches to) `colorScheme` on the default display: reloads the colors in
    /// place, sets GTK's prefer-dark setting for unstyled parts, and tells observers; the first
    /// install also loads the rules and registers Pretendard (`Fonts`) and the icons. Call again
    /// at any time to switch live. GTK must be initialized first (`GtkRuntime.initialize()`):
    /// before it, there is no display to install on, and the program stops with one line saying
    /// so, at the caller's `file` and `line`.
    public static func install(colorScheme: ColorScheme, file: StaticString = #fileID, line: UInt = #line) {
        GtkRuntime.requireInitialized("montage-gtk: Theme.install(colorScheme:) needs GTK's display: call GtkRuntime.initialize() before Theme.install",
                                      file: file, line: line)
        let first = sheets == nil
        if first {
            MontageTextDomain.setUp()
            SystemAppearance.captureInitialPreference()  // registers the icons too
            Fonts.register()
            // Color classes sit just below the other rules, so any rule that sets a color on
            // the same widget (a disabled cell's) wins over them, whatever its specificity.
            sheets = (CSSProvider(), CSSProvider(priority: CSSProvider.applicationPriority - 1), CSSProvider())
        }
        self.colorScheme = colorScheme
        // Setting it, even to the same value, makes GTK reload its whole theme: only on a change.
        if let settings = Settings.current, Properties.bool(settings, "gtk-application-prefer-dark-theme") != (colorScheme == .dark) {
            Properties.set(settings, "gtk-application-prefer-dark-theme", colorScheme == .dark)
        }
        sheets?.colors.load(colorDefinitions(for: colorScheme))
        if first {
            sheets?.colorClasses.load(ColorClassesCSS.stylesheet)
            sheets?.rules.load(rulesStylesheet)
        }
        notifyObservers()
    }

    /// Adds a component's rules (colors only as `@token` references) after the ones already
    /// registered; a fragment with the same name is replaced. Takes effect at once when a
    /// theme is installed, else with the first install.
    public static func register(stylesheet css: String, named name: String) {
        if let index = fragments.firstIndex(where: { $0.name == name }) {
            guard fragments[index].css != css else { return }
            fragments[index].css = css
        } else {
            fragments.append((name, css))
        }
        sheets?.rules.load(rulesStylesheet)
    }

    /// Reloads the color classes and the colors after a fixed color got a class of its own.
    static func colorClassesChanged() {
        guard let sheets else { return }
        sheets.colors.load(colorDefinitions(for: colorScheme))
        sheets.colorClasses.load(ColorClassesCSS.stylesheet)
    }

    /// The three stylesheets for `scheme`, joined (to read; GTK gets them apart).
    public static func stylesheet(for scheme: ColorScheme) -> String {
        [colorDefinitions(for: scheme), ColorClassesCSS.stylesheet, rulesStylesheet].joined(separator: "\n\n")
    }

    /// Every color by name: the palette, the semantic tokens, the text field's own, the fixed ones in use.
    private static func colorDefinitions(for scheme: ColorScheme) -> String {
        [ColorCSS.definitions(for: scheme), TextFieldCSS.definitions(for: scheme), ColorClassesCSS.fixedDefinitions].joined(separator: "\n")
    }

    /// The rules: Montage's own, then the registered fragments in order.
    private static var rulesStylesheet: String { rules(textScale: textScale) }

    private static func rules(textScale: Double) -> String {
        (builtIn(textScale: textScale) + fragments).map(\.css).joined(separator: "\n\n")
    }

    /// Montage's color classes and rules (the registered fragments included) for the subtree
    /// under the CSS class `scope`, drawn in `scheme` at `textScale` whatever the window's:
    /// selectors under `.scope`, colors as values. Install the color classes just below
    /// application priority and the rules just above it (`CSSProvider`), as the window's are.
    public static func scopedStylesheets(scope: String, scheme: ColorScheme, textScale: Double) -> (colorClasses: String, rules: String) {
        let colors = ScopedCSS.colors(definedIn: colorDefinitions(for: scheme))
        return (ScopedCSS.rewrite(ColorClassesCSS.stylesheet, scope: scope, colors: colors),
                ScopedCSS.rewrite(rules(textScale: textScale), scope: scope, colors: colors))
    }

    private static func notifyObservers() {
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(colorScheme) }
    }

    /// The component rules registered so far (without color definitions), for checks that
    /// they hold no literal color.
    @_spi(Testing) public static var registeredStylesheets: [(name: String, css: String)] {
        [("color-classes", ColorClassesCSS.stylesheet)] + builtIn(textScale: textScale) + fragments
    }

    /// Montage's own rules: base, typography, then each component's.
    private static func builtIn(textScale: Double) -> [(name: String, css: String)] {
        [("base", BaseCSS.rules), ("typography", TypographyCSS.rules(textScale: textScale)),
         ("icon", IconCSS.rules), ("content-badge", ContentBadgeCSS.rules(textScale: textScale)), ("avatar", AvatarCSS.rules),
         ("thumbnail", ThumbnailCSS.rules), ("toggle", ToggleCSS.rules), ("button", ButtonCSS.rules(textScale: textScale)),
         ("list-cell", ListCellCSS.rules), ("form-control", FormControlCSS.rules(textScale: textScale)), ("text-field", TextFieldCSS.rules(textScale: textScale))]
    }

    /// Calls `handler` after every install until the returned observation is cancelled.
    public static func observe(_ handler: @escaping @MainActor (ColorScheme) -> Void) -> ThemeObservation {
        nextObserver += 1
        observers[nextObserver] = handler
        return ThemeObservation(id: nextObserver)
    }

    static func removeObserver(_ id: Int) {
        observers[id] = nil
    }
}

/// A registration made by `Theme.observe`; it ends on `cancel()` or when released.
@MainActor
public final class ThemeObservation {
    private let id: Int
    init(id: Int) { self.id = id }
    /// Stops the observation.
    public func cancel() { Theme.removeObserver(id) }
    isolated deinit { Theme.removeObserver(id) }
}
