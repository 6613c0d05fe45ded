import MontageGtk
import GtkKit

/// Seed 004's outline view: folders and the files they hold, each level opened and closed by a
/// disclosure triangle (GtkTreeListModel rows in a GtkListView, GtkTreeExpander), with the
/// keyboard too (+ opens, − closes the focused folder).
@MainActor
enum OutlineStory {
    static let story = Story.listBehavior(id: "behavior-outline", title: tr("Outline"), width: 520,
                                          subtitle: tr("Folders open and close with their disclosure triangle (or + and −).")) { _ in
        [(nil, OutlineView(OutlineNode.sample).widget)]
    }
}

/// A node of the outline: a folder with children, or a file with a size.
struct OutlineNode: Sendable {
    let name: String
    let bytes: Int?
    let children: [OutlineNode]

    static func folder(_ name: String, _ children: [OutlineNode]) -> OutlineNode { OutlineNode(name: name, bytes: nil, children: children) }
    static func file(_ name: String, _ bytes: Int) -> OutlineNode { OutlineNode(name: name, bytes: bytes, children: []) }

    /// The node at `path` (child indexes from the roots), if any.
    static func node(at path: [Int], in roots: [OutlineNode]) -> OutlineNode? {
        guard let first = path.first, roots.indices.contains(first) else { return nil }
        return path.count == 1 ? roots[first] : node(at: Array(path.dropFirst()), in: roots[first].children)
    }

    static let sample: [OutlineNode] = [
        .folder("디자인 시스템", [
            .folder("컴포넌트", [.file("ListCell.sketch", 4_200_000), .file("TextField.sketch", 3_100_000), .file("FormControl.sketch", 1_800_000)]),
            .folder("토큰", [.file("colors.json", 48_200), .file("typography.json", 12_400)]),
            .file("README.md", 6_100),
        ]),
        .folder("문서", [.file("가이드라인.pdf", 2_480_000), .file("릴리스 노트.md", 9_800)]),
        .file("로고.svg", 3_200),
    ]
}

/// The outline's view: rows are node paths ("0/1/2") in GtkStringLists, expanded on demand.
@MainActor
final class OutlineView {
    /// A GtkScrolledWindow-free GtkListView (class `outline`, named `outline`).
    let widget: WidgetPointer
    let roots: [OutlineNode]
    /// The tree model (for tests).
    let tree: TreeListModel

    init(_ roots: [OutlineNode]) {
        self.roots = roots
        tree = TreeListModel(roots: .strings(roots.indices.map { String($0) })) { (item: StringObject) in Self.children(of: item, in: roots) }
        let factory = ListItemFactory()
        factory.on(.setup) { item in
            let name = Build.label("", classes: ["typo-label1", "weight-regular"]).named(ListBehaviorsPart.name).expand(horizontal: true)
            Gtk.Label(name).xalign = 0
            let size = Build.label("", classes: ["typo-caption1", "weight-regular", "outline-size"]).named(ListBehaviorsPart.size)
            let icon = IconView.make(.folder, size: 16, color: .semantic(.foregroundNeutralTertiary)).named(ListBehaviorsPart.icon)
            let expander = Gtk.TreeExpander()
            expander.child = Build.hbox(spacing: 8, [icon, name, size])
            item.child = expander.widget
        }
        factory.on(.bind) { [roots] item in
            guard let expander = item.child, let listRow = item.item(as: TreeListRow.self) else { return }
            Gtk.TreeExpander(expander).listRow = listRow
            guard let path = Self.path(of: listRow), let node = OutlineNode.node(at: path, in: roots) else { return }
            let content = Gtk.TreeExpander(expander).child!
            Gtk.Label(content.descendant(ListBehaviorsPart.name)!).text = node.name
            Gtk.Label(content.descendant(ListBehaviorsPart.size)!).text = node.bytes.map(FileTable.size) ?? "\(node.children.count)개"
            IconView.update(content.descendant(ListBehaviorsPart.icon)!, icon: node.bytes == nil ? .folder : .document, size: 16, color: .semantic(.foregroundNeutralTertiary))
            expander.named(ListBehaviorsPart.node(path))
            // The list's row around the expander is the focus stop: named by its node.
            if let listItem = expander.parent { listItem.accessibleLabel(node.name) }
            expander.accessibleLabel(node.name)
        }
        widget = Gtk.ListView(model: tree.rows.withoutSelection(), factory: factory).widget.classes(["outline"]).named(ListBehaviorsPart.outline)
        widget.accessibleLabel("폴더")
    }

    /// The path of a tree row's item ("0/1" → [0, 1]).
    static func path(of listRow: TreeListRow) -> [Int]? {
        listRow.withItem { (item: StringObject) in item.string.map { $0.split(separator: "/").compactMap { Int($0) } } } ?? nil
    }

    /// A folder's children as paths; nil for a file (no triangle).
    private static func children(of item: StringObject, in roots: [OutlineNode]) -> ListModel? {
        guard let text = item.string else { return nil }
        let path = text.split(separator: "/").compactMap { Int($0) }
        guard let node = OutlineNode.node(at: path, in: roots), node.bytes == nil else { return nil }
        return .strings(node.children.indices.map { text + "/" + String($0) })
    }

    /// The names of the rows shown, indented by depth (for tests).
    var shownRows: [String] {
        (0..<tree.rows.count).compactMap { position in
            tree.withRow(at: position) { row in
                guard let path = Self.path(of: row), let node = OutlineNode.node(at: path, in: roots) else { return nil }
                return String(repeating: "  ", count: row.depth) + node.name
            } ?? nil
        }
    }

    /// Opens or closes the row at `position` (as its triangle does).
    func setExpanded(_ expanded: Bool, at position: UInt32) {
        tree.withRow(at: Int(position)) { $0.isExpanded = expanded }
    }
}
