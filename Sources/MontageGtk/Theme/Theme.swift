import GtkKit

/// Montage's look for GTK: one application-priority stylesheet generated from the tokens
/// (colors as `@define-color`, typography classes, then each component's rules), the
/// project's symbolic icons, and a live light/dark switch.
@MainActor
public enum Theme {
    /// The scheme installed last (light before the first install).
    public private(set) static var colorScheme: ColorScheme = .light
    /// The factor every typography token's size, line height and letter spacing is drawn at
    /// (1: the spec's; a preview of larger text, 1.25 or 1.5). Set with `setTextScale`.
    public private(set) static var textScale = 1.0

    /// Draws text at `scale` times the typography tokens, live (the stylesheet is regenerated;
    /// component boxes keep the spec's sizes). Observers are told, as for a scheme switch.
    public static func setTextScale(_ scale: Double) {
        guard scale > 0, scale != textScale else { return }
        textScale = scale
        if provider != nil { install(colorScheme: colorScheme) }
    }
    /// Parse errors of the last install; empty when the generated stylesheet is clean.
    public static var errors: [String] { provider?.errors ?? [] }

    private static var provider: CSSProvider?
    private static var fragments: [(name: String, css: String)] = []
    private static var observers: [Int: @MainActor (ColorScheme) -> Void] = [:]
    private static var nextObserver = 0

    /// Installs (or switches to) `colorScheme` on the default display: reloads the stylesheet
    /// in place, sets GTK's prefer-dark setting for unstyled parts, registers the icons, and
    /// tells observers; the first install also registers Pretendard (`Fonts`). Call again at any time to switch live.
    public static func install(colorScheme: ColorScheme) {
        if provider == nil {
            SystemAppearance.captureInitialPreference()
            Fonts.register()
            provider = CSSProvider()
            Icons.registerSearchPath()
        }
        self.colorScheme = colorScheme
        // Setting it, even to the same value, makes GTK reload its whole theme: only on a change.
        if let settings = gtk_settings_get_default(), Properties.bool(settings, "gtk-application-prefer-dark-theme") != (colorScheme == .dark) {
            Properties.set(settings, "gtk-application-prefer-dark-theme", colorScheme == .dark)
        }
        provider?.load(stylesheet(for: colorScheme))
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(colorScheme) }
    }

    /// Adds a component's rules (colors only as `@token` references) after the ones already
    /// registered; a fragment with the same name is replaced. Takes effect on the next install,
    /// and at once when a theme is installed.
    public static func register(stylesheet css: String, named name: String) {
        if let index = fragments.firstIndex(where: { $0.name == name }) {
            fragments[index].css = css
        } else {
            fragments.append((name, css))
        }
        if provider != nil { provider?.load(stylesheet(for: colorScheme)) }
    }

    /// The whole stylesheet for `scheme`.
    public static func stylesheet(for scheme: ColorScheme) -> String {
        ([ColorCSS.definitions(for: scheme), TextFieldCSS.definitions(for: scheme), ColorClassesCSS.fixedDefinitions]
            + builtIn.map(\.css) + fragments.map(\.css))
            .joined(separator: "\n\n")
    }

    /// The component rules registered so far (without color definitions), for checks that
    /// they hold no literal color.
    @_spi(Testing) public static var registeredStylesheets: [(name: String, css: String)] {
        builtIn + fragments
    }

    /// Montage's own rules: base, typography, color classes, then each component's.
    private static var builtIn: [(name: String, css: String)] {
        [("base", BaseCSS.rules), ("typography", TypographyCSS.rules(textScale: textScale)), ("color-classes", ColorClassesCSS.rules),
         ("icon", IconCSS.rules), ("content-badge", ContentBadgeCSS.rules(textScale: textScale)), ("avatar", AvatarCSS.rules),
         ("thumbnail", ThumbnailCSS.rules), ("toggle", ToggleCSS.rules), ("button", ButtonCSS.rules(textScale: textScale)),
         ("list-cell", ListCellCSS.rules), ("form-control", FormControlCSS.rules(textScale: textScale)), ("text-field", TextFieldCSS.rules)]
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
