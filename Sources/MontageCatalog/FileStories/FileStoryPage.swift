import MontageGtk
import MontageStories
import GtkKit

/// The page of a story from a file: its title over the file's name, the file's diagnostics (if
/// any) above the last good render, then its components in order: consecutive ListCells in one
/// list on a card, each TextField and FormControlGroup as itself, the small components in rows.
/// A re-read file updates the page in place: the same parts are updated (their rows and fields
/// keep their widgets, so the scroll position and the focus stay), other parts are built anew.
@MainActor
package final class FileStoryPage {
    /// The page (named `file-story-page`); it owns this object.
    package let widget: WidgetPointer
    private let source: StorySource
    private let title: String
    private let subtitle: WidgetPointer
    private var diagnostics: WidgetPointer?
    private var argumentsBox: WidgetPointer?
    private var argumentControls: OptionControls<StoryBindings>?
    private var shownArguments: [StoryArgumentInfo] = []
    private var content: [WidgetPointer] = []
    private var parts: [Part] = []
    private var shown = -1
    private var link: ViewLink?

    /// The page of the story `title` of `source`; the file's components report to `events`.
    package static func make(_ source: StorySource, title: String, events: StoryEvents = .unheard()) -> WidgetPointer {
        source.events = events
        return FileStoryPage(source, title: title).widget
    }

    private init(_ source: StorySource, title: String) {
        self.source = source
        self.title = title
        widget = PageLayout.page(title: title, subtitle: source.fileName).named(FileStoryPart.page)
        subtitle = widget.children.last!
        link = ViewLink(self, to: widget)
        refresh()
    }

    /// The page object of `widget`, a file story's page or a widget holding one.
    package static func of(_ widget: WidgetPointer) -> FileStoryPage? {
        widget.descendants { $0.isNamed(FileStoryPart.page) }.first.flatMap { ViewLink.view(FileStoryPage.self, of: $0) }
    }

    /// Shows what the source holds now (nothing when it has not been read again).
    package func refresh() {
        guard link?.widget(for: "refresh") != nil, shown != source.generation else { return }
        shown = source.generation
        if let diagnostics {
            keepInPlace(removing: diagnostics)
            Gtk.Box(widget).remove(diagnostics)
        }
        diagnostics = nil
        // Notes (the story's arguments) are the controls below; errors and warnings show here.
        let problems = source.diagnostics(of: title).filter { $0.severity != .note }
        if !problems.isEmpty {
            let made = DiagnosticsView.make(problems, fileName: source.fileName)
            Gtk.Box(widget).insertChild(made, after: subtitle)
            diagnostics = made
            keepInPlace(made)
        }
        guard let story = source.lastGood[title] else {
            let empty = source.isGone ? tr("%s is gone: its stories show again when it is back.", source.fileName)
                : source.titles.contains(title) ? tr("Nothing to show yet: the story has never been read without an error.")
                : tr("This story is no longer in %s.", source.fileName)
            replaceContent(with: [Build.paragraph(empty, classes: ["typo-body2", "weight-regular", "empty-state"]).named(FileStoryPart.empty)], parts: [])
            return
        }
        let wanted = Self.parts(story.elements)
        if wanted.count == parts.count, zip(wanted, parts).allSatisfy({ $1.update(to: $0) }) {
            // Every part took its new configuration in place.
        } else {
            let built = wanted.map { $0.build(title: title) }
            replaceContent(with: built.map(\.widget), parts: built.map(\.part))
        }
        showArguments(story.arguments.filter { $0.kind != nil })
        let direction: Gtk.TextDirection? = story.direction == .rightToLeft ? .rightToLeft : story.direction == .leftToRight ? .leftToRight : nil
        if let direction { Self.setDirection(widget, direction) }
    }

    /// A page scrolled down stays where it was when the problems box comes in above: the scroll
    /// position moves down by the box's height (the rows in view do not jump).
    private func keepInPlace(_ box: WidgetPointer) {
        guard let adjustment = scrolled else { return }
        let added = Double(box.measure(.vertical, for: widget.width).natural + 12)
        adjustment.upper += added
        adjustment.value += added
    }

    /// The same when the box goes (measured while it is there).
    private func keepInPlace(removing box: WidgetPointer) {
        // The room it takes: from its top to the top of what follows it.
        guard let adjustment = scrolled, let next = box.nextSibling, let top = box.bounds(in: widget)?.y,
              let following = next.bounds(in: widget)?.y, following > top else { return }
        adjustment.value = max(adjustment.lower, adjustment.value - (following - top))
    }

    /// The page's vertical scrolling, when it is scrolled down.
    private var scrolled: Adjustment? {
        guard let scroller = widget.ancestor(ofType: Gtk.ScrolledWindow.gType), let adjustment = Gtk.ScrolledWindow(scroller).vertical,
              adjustment.value > 0, widget.width > 0 else { return nil }
        return adjustment
    }

    /// The story's arguments, a control each, under its diagnostics: a change reads the story
    /// again with the new value (`StorySource.reinterpret`); a value a closure changed shows here.
    private func showArguments(_ arguments: [StoryArgumentInfo]) {
        if arguments != shownArguments {
            if let argumentsBox { Gtk.Box(widget).remove(argumentsBox) }
            argumentsBox = nil
            argumentControls = nil
            shownArguments = arguments
            guard !arguments.isEmpty else { return }
            let context = source.context
            let controls = OptionControls(options: StoryScript.argumentOptions(arguments), sections: [.init(title: tr("Story arguments"), names: arguments.map(\.name))],
                                          titles: [:], context: context, get: { context.bindings }, set: { _ in context.onChange?() })
            let box = Build.vbox(spacing: 6, classes: ["story-arguments"], controls.widgets).named(FileStoryPart.arguments)
            box.accessibleLabel(tr("Story arguments"))
            Gtk.Box(widget).insertChild(box, after: diagnostics ?? subtitle)
            argumentsBox = box
            argumentControls = controls
        } else if let argumentsBox {
            Gtk.Box(widget).reorderChild(argumentsBox, after: diagnostics ?? subtitle)
            argumentControls?.show(source.context.bindings)
        }
    }

    /// The story's arguments as Swift declares them, with their values now (the Code panel's first lines).
    var argumentCode: String? {
        guard !shownArguments.isEmpty else { return nil }
        return shownArguments.map { argument in
            "@State private var \(argument.name) = \(source.context.bindings.swift(of: argument))  // a story argument: --arg \(argument.name)=…"
        }.joined(separator: "\n")
    }

    private func replaceContent(with widgets: [WidgetPointer], parts: [Part]) {
        for old in content { Gtk.Box(widget).remove(old) }
        content = widgets
        self.parts = parts
        for new in widgets { PageLayout.append(new, to: widget) }
    }

    /// The components of `elements`, grouped as the page shows them.
    package static func parts(_ elements: [StoryElement]) -> [Wanted] {
        var wanted: [Wanted] = []
        for element in elements {
            switch (element, wanted.last) {
            case (.listCell(let cell), .cells(let cells)?): wanted[wanted.count - 1] = .cells(cells + [cell])
            case (.listCell(let cell), _): wanted.append(.cells([cell]))
            case (.textField(let field), _): wanted.append(.field(field))
            case (.formControlGroup(let group, let fields), _): wanted.append(.group(group, fields))
            case (_, .small(let items)?): wanted[wanted.count - 1] = .small(items + [element])
            default: wanted.append(.small([element]))
            }
        }
        return wanted
    }

    /// Sets `direction` on `widget` and every widget in it (children take the default
    /// direction, not their parent's).
    private static func setDirection(_ widget: WidgetPointer, _ direction: Gtk.TextDirection) {
        widget.direction = direction
        for child in widget.children { setDirection(child, direction) }
    }
}

extension FileStoryPage {
    /// A part of the page as a story's elements ask for it.
    @MainActor
    package enum Wanted {
        /// Consecutive ListCells: one list.
        case cells([ListCell])
        /// A TextField.
        case field(TextField)
        /// A FormControlGroup and its fields.
        case group(FormControlGroup, [TextField])
        /// Consecutive small components: one wrapping row.
        case small([StoryElement])

        /// The part built: its widget and the views that update it; a list is named `title`.
        func build(title: String) -> (widget: WidgetPointer, part: Part) {
            switch self {
            case .cells(let cells):
                let list = ListCellList(cells)
                return (ListCellStoryLayout.cards([(nil, list.widget)], title: title)[0], .cells(list))
            case .field(let field):
                let view = TextFieldView(field)
                return (view.widget, .field(view))
            case .group(let group, let fields):
                let view = FormControlGroupView(group, fields: fields.map(TextFieldView.init))
                return (view.widget, .group(view))
            case .small(let elements):
                let views = elements.map(SmallView.init)
                return (WrapRow(spacing: 12, views.map(\.widget)).widget, .small(views))
            }
        }
    }

    /// A part shown, with the views that take a new configuration in place.
    @MainActor
    package enum Part {
        /// A list of cells.
        case cells(ListCellList)
        /// A field.
        case field(TextFieldView)
        /// A group of fields.
        case group(FormControlGroupView)
        /// A row of small components.
        case small([SmallView])

        /// Takes `wanted` in place; false when it is another kind of part (or shape) and must be built.
        func update(to wanted: Wanted) -> Bool {
            switch (self, wanted) {
            case (.cells(let list), .cells(let cells)):
                while list.rows.count > cells.count { list.remove(at: list.rows.count - 1) }
                for (row, cell) in zip(list.rows, cells) { row.update(cell) }
                for cell in cells.dropFirst(list.rows.count) { _ = list.append(cell) }
                return true
            case (.field(let view), .field(let field)):
                view.update(field)
                return true
            case (.group(let view), .group(let group, let fields)) where view.fields.count == fields.count:
                view.update(group)
                for (index, field) in fields.enumerated() { view.update(field: index, field) }
                return true
            case (.small(let views), .small(let elements)) where views.count == elements.count:
                return zip(views, elements).allSatisfy { $0.update($1) }
            default:
                return false
            }
        }
    }

    /// One small component's view, updated in place by an element of its own kind.
    @MainActor
    package struct SmallView {
        let widget: WidgetPointer
        let update: @MainActor (StoryElement) -> Bool

        init(_ element: StoryElement) {
            switch element {
            case .contentBadge(let badge): (widget, update) = Self.view(ContentBadgeView(badge)) { if case .contentBadge(let new) = $1 { $0.update(new); return true }; return false }
            case .avatar(let avatar): (widget, update) = Self.view(AvatarView(avatar)) { if case .avatar(let new) = $1 { $0.update(new); return true }; return false }
            case .thumbnail(let thumbnail): (widget, update) = Self.view(ThumbnailView(thumbnail)) { if case .thumbnail(let new) = $1 { $0.update(new); return true }; return false }
            case .button(let button): (widget, update) = Self.view(ButtonView(button)) { if case .button(let new) = $1 { $0.update(new); return true }; return false }
            case .textButton(let button): (widget, update) = Self.view(TextButtonView(button)) { if case .textButton(let new) = $1 { $0.update(new); return true }; return false }
            case .iconButton(let button): (widget, update) = Self.view(IconButtonView(button)) { if case .iconButton(let new) = $1 { $0.update(new); return true }; return false }
            case .checkbox(let checkbox): (widget, update) = Self.view(CheckView(checkbox)) { if case .checkbox(let new) = $1 { $0.update(new); return true }; return false }
            case .radio(let radio): (widget, update) = Self.view(CheckView(radio)) { if case .radio(let new) = $1 { $0.update(new); return true }; return false }
            case .switch(let toggle): (widget, update) = Self.view(SwitchView(toggle)) { if case .switch(let new) = $1 { $0.update(new); return true }; return false }
            case .listCell, .textField, .formControlGroup: preconditionFailure("not a small component")
            }
        }

        /// `view`'s widget, and an update that reaches `view` (which its widget owns too; the
        /// views update nothing once their widget is gone).
        private static func view<V: AnyObject & WidgetView>(_ view: V, _ apply: @escaping @MainActor (V, StoryElement) -> Bool)
            -> (WidgetPointer, @MainActor (StoryElement) -> Bool) {
            (view.widget, { element in apply(view, element) })
        }
    }
}

/// A MontageGtk view: its root widget.
@MainActor
protocol WidgetView { var widget: WidgetPointer { get } }
extension ContentBadgeView: WidgetView {}
extension AvatarView: WidgetView {}
extension ThumbnailView: WidgetView {}
extension ButtonView: WidgetView {}
extension TextButtonView: WidgetView {}
extension IconButtonView: WidgetView {}
extension CheckView: WidgetView {}
extension SwitchView: WidgetView {}
