import Montage

/// What one story may build, checked while it is read, before any widget exists: at most
/// `maxComponents` components, about `maxWidgets` widgets and a page about `maxHeight` pixels
/// tall (each component's share estimated from its configuration: its items, its texts' lines at
/// the story's width). The component that would pass a bound, and every one after it, is not
/// built; a warning says where. A slot's items are bounded where they are read (`maxItemsPerSlot`).
struct StoryBudget {
    /// The most components a story shows.
    static let maxComponents = 500
    /// The most items a slot shows (a seed's slot has one to three).
    static let maxItemsPerSlot = 16
    /// The most widgets a story's page is estimated to hold.
    static let maxWidgets = 20_000
    /// The tallest a story's page is estimated to be, in pixels (a capture is at most 65,536).
    static let maxHeight = 30_000

    /// The width the page is laid out at.
    let width: Int
    private var components = 0
    private var widgets = 0
    private var height = 0

    /// A budget for a page `width` pixels wide (nil: the gallery's default, 480).
    init(width: Int?) { self.width = width ?? 480 }

    /// Counts `element` in; the sentence saying which bound it passes, or nil.
    mutating func admit(_ element: StoryElement) -> String? {
        let (elementWidgets, elementHeight) = Self.estimate(element, width: width)
        guard components < Self.maxComponents else { return "a story shows at most \(Self.maxComponents) components; the rest are not built" }
        guard widgets + elementWidgets <= Self.maxWidgets else {
            return "this story would hold more than \(Self.maxWidgets) widgets; from this component on, nothing is built"
        }
        guard height + elementHeight <= Self.maxHeight else {
            return "this story's page would be more than \(Self.maxHeight) pixels tall; from this component on, nothing is built"
        }
        components += 1
        widgets += elementWidgets
        height += elementHeight
        return nil
    }

    /// A component's widgets and height on a page `width` wide, estimated from its configuration.
    static func estimate(_ element: StoryElement, width: Int) -> (widgets: Int, height: Int) {
        func lines(_ text: String?, size: Int) -> Int {
            guard let text, !text.isEmpty else { return 0 }
            // Shown texts are bounded at 2,000 characters; a wide (Hangul) character is about a size wide, another half.
            let pixels = text.unicodeScalars.prefix(2_000).reduce(0) { $0 + ($1.value >= 0x1100 ? size : size / 2) }
            return 1 + pixels / max(80, width - 120)
        }
        switch element {
        case .listCell(let cell):
            let items = cell.leadingResources.count + cell.labelTrailingResources.count + cell.trailingResources.count + cell.extraResources.count
            let text = lines(cell.label, size: 16) * 24 + lines(cell.description, size: 14) * 20 + (cell.extraResources.isEmpty ? 0 : 28)
            return (10 + 3 * items, max(48, 24 + text))
        case .textField(let field):
            return (16, 80 + lines(field.message, size: 13) * 18)
        case .formControlGroup(_, let fields):
            return fields.map { estimate(.textField($0), width: width) }.reduce((8, 16)) { ($0.0 + $1.widgets, $0.1 + $1.height + 16) }
        default:
            return (4, max(1, 56 * 80 / max(80, width)))
        }
    }
}
