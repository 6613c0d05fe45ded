import CGtk
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
    let tree: OpaquePointer

    init(_ roots: [OutlineNode]) {
        self.roots = roots
        let top = gtk_string_list_new(nil)!
        for index in roots.indices { gtk_string_list_append(top, String(index)) }
        let box = Unmanaged.passRetained(RootsBox(roots)).toOpaque()
        tree = gtk_tree_list_model_new(cast(top), 0, 0, Self.childrenCallback, box, { data in Unmanaged<RootsBox>.fromOpaque(data!).release() })
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(factory, "setup") { args in
            guard let item = args.pointer(1) else { return nil }
            let name = Build.label("", classes: ["typo-label1", "weight-regular"]).named(ListBehaviorsPart.name).expand(horizontal: true)
            Gtk.Label(name).xalign = 0
            let size = Build.label("", classes: ["typo-caption1", "weight-regular", "outline-size"]).named(ListBehaviorsPart.size)
            let icon = IconView.make(.folder, size: 16, color: .semantic(.foregroundNeutralTertiary)).named(ListBehaviorsPart.icon)
            let expander = gtk_tree_expander_new()!
            gtk_tree_expander_set_child(cast(expander), Build.hbox(spacing: 8, [icon, name, size]))
            gtk_list_item_set_child(OpaquePointer(item), expander)
            return nil
        }
        Signal.connect(factory, "bind") { [roots] args in
            guard let item = args.pointer(1).map({ OpaquePointer($0) }), let expander = gtk_list_item_get_child(item),
                  let row = gtk_list_item_get_item(item) else { return nil }
            let listRow = OpaquePointer(row)
            gtk_tree_expander_set_list_row(cast(expander), listRow)
            guard let path = Self.path(of: listRow), let node = OutlineNode.node(at: path, in: roots) else { return nil }
            let content = gtk_tree_expander_get_child(cast(expander))!
            Gtk.Label(content.descendant(ListBehaviorsPart.name)!).text = node.name
            Gtk.Label(content.descendant(ListBehaviorsPart.size)!).text = node.bytes.map(FileTable.size) ?? "\(node.children.count)개"
            IconView.update(content.descendant(ListBehaviorsPart.icon)!, icon: node.bytes == nil ? .folder : .document, size: 16, color: .semantic(.foregroundNeutralTertiary))
            expander.named(ListBehaviorsPart.node(path))
            // The list's row around the expander is the focus stop: named by its node.
            if let listItem = expander.parent { listItem.accessibleLabel(node.name) }
            expander.accessibleLabel(node.name)
            return nil
        }
        widget = gtk_list_view_new(cast(gtk_no_selection_new(cast(tree))!), factory)!.classes(["outline"]).named(ListBehaviorsPart.outline)
        widget.accessibleLabel("폴더")
    }

    final class RootsBox: @unchecked Sendable {
        let roots: [OutlineNode]
        init(_ roots: [OutlineNode]) { self.roots = roots }
    }

    /// The path of a tree row's item ("0/1" → [0, 1]).
    nonisolated static func path(of listRow: OpaquePointer) -> [Int]? {
        guard let item = gtk_tree_list_row_get_item(listRow) else { return nil }
        defer { g_object_unref(item) }
        return gtk_string_object_get_string(OpaquePointer(item)).map { String(cString: $0).split(separator: "/").compactMap { Int($0) } }
    }

    /// A folder's children as paths; nil for a file (no triangle).
    private static let childrenCallback: GtkTreeListModelCreateModelFunc = { item, data in
        guard let item, let data else { return nil }
        let roots = Unmanaged<RootsBox>.fromOpaque(data).takeUnretainedValue().roots
        guard let text = gtk_string_object_get_string(OpaquePointer(item)).map({ String(cString: $0) }) else { return nil }
        let path = text.split(separator: "/").compactMap { Int($0) }
        guard let node = OutlineNode.node(at: path, in: roots), node.bytes == nil else { return nil }
        let children = gtk_string_list_new(nil)!
        for index in node.children.indices { gtk_string_list_append(children, text + "/" + String(index)) }
        return cast(children)
    }

    /// The names of the rows shown, indented by depth (for tests).
    var shownRows: [String] {
        let count = g_list_model_get_n_items(cast(tree))
        return (0..<count).compactMap { position in
            guard let row = gtk_tree_list_model_get_row(tree, position) else { return nil }
            defer { g_object_unref(row.gRaw) }
            guard let path = Self.path(of: row), let node = OutlineNode.node(at: path, in: roots) else { return nil }
            return String(repeating: "  ", count: Int(gtk_tree_list_row_get_depth(row))) + node.name
        }
    }

    /// Opens or closes the row at `position` (as its triangle does).
    func setExpanded(_ expanded: Bool, at position: UInt32) {
        guard let row = gtk_tree_list_model_get_row(tree, position) else { return }
        gtk_tree_list_row_set_expanded(row, expanded ? 1 : 0)
        g_object_unref(row.gRaw)
    }
}
