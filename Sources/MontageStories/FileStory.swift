import Montage

/// One story of a story file: `Story("title", section:, width:, scheme:, direction:) { … }`
/// and the components its closure lists, in order.
public struct FileStory {
    /// The title (`Story("…")`), also the sidebar's.
    public let title: String
    /// The sidebar section it asks for (nil: the folder's name).
    public let section: String?
    /// The width its screenshot is laid out at (nil: the gallery's default).
    public let width: Int?
    /// The scheme it is shown in (nil: the gallery's).
    public let scheme: ColorScheme?
    /// The text direction it is shown in (nil: the gallery's).
    public let direction: StoryDirection?
    /// What it shows.
    public let elements: [StoryElement]
    /// The line its `Story(` stands on.
    public let line: Int
    /// Whether it was read without an error (otherwise the gallery keeps its last good render).
    public internal(set) var isComplete: Bool
    /// The story arguments it uses, in the order of their first use (each gets a control).
    public var arguments: [StoryArgumentInfo] = []
    /// Its interactions (`} steps: { … }`), in order: run by a player, never on opening.
    public var steps: [StoryStep] = []
}

/// `Steps("story-id") { … }`: the steps a file gives a story it does not define (a built-in
/// story, or one of another file), as a story's own `steps:` closure lists them.
public struct StoryPlaySteps: Equatable, Sendable {
    /// The id of the story played (`montage-gallery --list` prints them).
    public let storyID: String
    /// Its steps, in order.
    public let steps: [StoryStep]
    /// The line its `Steps(` stands on.
    public let line: Int
}

/// A text direction a story asks for.
@frozen
public enum StoryDirection: String, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left (mirrored).
    case rightToLeft
}

/// A component a story shows.
@frozen
public enum StoryElement {
    /// A ListCell (consecutive cells share one list).
    case listCell(ListCell)
    /// A TextField (in its FormControl).
    case textField(TextField)
    /// A FormControlGroup of TextFields.
    case formControlGroup(FormControlGroup, [TextField])
    /// A ContentBadge.
    case contentBadge(ContentBadge)
    /// An Avatar.
    case avatar(Avatar)
    /// A Thumbnail.
    case thumbnail(Thumbnail)
    /// A Button.
    case button(Button)
    /// A TextButton.
    case textButton(TextButton)
    /// An IconButton.
    case iconButton(IconButton)
    /// A Checkbox.
    case checkbox(Checkbox)
    /// A Radio.
    case radio(Radio)
    /// A Switch.
    case `switch`(Switch)
}

/// A story file read: its stories, in file order, and every problem found in it (syntax errors
/// first as Swift's parser reports them, then what could not be mapped onto Montage).
public struct StoryFile {
    /// The stories.
    public let stories: [FileStory]
    /// The steps it gives stories of other files, or built-in ones (`Steps("story-id") { … }`).
    public var plays: [StoryPlaySteps] = []
    /// The problems, in file order.
    public let diagnostics: [StoryDiagnostic]
    /// Whether any problem is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
