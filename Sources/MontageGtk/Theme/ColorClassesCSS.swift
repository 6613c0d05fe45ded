import GtkKit

/// Color utility classes: `.fg-<token>` sets CSS `color` to a semantic token or palette step,
/// so a text or symbolic icon takes a `ColorValue` by class (the inspector shows the token). A
/// fixed RGBA gets a class of its own too (`.fg-rgba-<rrggbb>-<alpha per mille>`): all three
/// forms then follow the same cascade, so a rule such as a disabled ListCell's color treats them
/// alike. A palette step's class and a fixed color's are added to the theme the first time they
/// are used: GTK builds its selector tree in time quadratic in the number of unrelated rules,
/// and the 180 palette steps' were a twentieth of the gallery's start-up.
public enum ColorClassesCSS {
    /// The class of a color value.
    public static func className(_ color: ColorValue) -> String {
        switch color {
        case .semantic(let token): "fg-\(token.rawValue)"
        case .atomic(let step): "fg-\(step.rawValue)"
        case .rgba(let rgba): "fg-rgba-\(rgba.hexString.dropFirst().prefix(6).lowercased())-\(Int((rgba.alpha * 1000).rounded()))"
        }
    }

    /// The stylesheet of the color classes, the weakest of Montage's rules (`Theme` installs it
    /// just below the others): a disabled widget without a color of its own takes its
    /// container's (a disabled ListCell gives its content foregroundDisablePrimary), not the
    /// theme's grey; then a class per token and palette step, then the fixed colors in use.
    @MainActor
    static var stylesheet: String {
        let named = (Color.Semantic.allCases.map(\.rawValue) + usedSteps.sorted()).map { ".fg-\($0) { color: @\($0); }" }
        let fixed = fixedColors.keys.sorted().map { ".\($0) { color: @\(colorName($0)); }" }
        return ([":disabled { color: inherit; }"] + named + fixed).joined(separator: "\n")
    }

    @MainActor private static var fixedColors: [String: RGBA] = [:]
    /// The palette steps whose class is in the stylesheet.
    @MainActor private static var usedSteps: Set<String> = []

    /// `@define-color` lines for the fixed RGBA colors in use (the only place their values are
    /// written, beside the token definitions).
    @MainActor
    static var fixedDefinitions: String {
        fixedColors.sorted { $0.key < $1.key }.map { "@define-color \(colorName($0.key)) \($0.value.css);" }.joined(separator: "\n")
    }

    /// Makes sure the class of `color` has its rule (a palette step's or a fixed RGBA's is added
    /// to the theme once).
    @MainActor
    static func register(_ color: ColorValue) {
        switch color {
        case .semantic: return
        case .atomic(let step):
            guard usedSteps.insert(step.rawValue).inserted else { return }
        case .rgba(let rgba):
            guard fixedColors[className(color)] == nil else { return }
            fixedColors[className(color)] = rgba
        }
        Theme.colorClassesChanged()
    }

    /// The defined color behind a fixed color's class: `fg-rgba-128040-1000` -> `fixed_128040_1000`.
    private static func colorName(_ className: String) -> String {
        "fixed_" + className.dropFirst("fg-rgba-".count).replacing("-", with: "_")
    }
}
