import MontageGtk
import GtkKit

/// Seed 004's multicolumn table: a GtkColumnView of files with a noun heading per column; a
/// click on a heading (or Enter or Space on a focused one: Tab and the arrows reach them) sorts
/// by that column and a second time reverses; columns resize by their heading's edge; rows
/// alternate their background.
@MainActor
enum TableStory {
    static let story = Story.listBehavior(id: "behavior-table", title: tr("Sortable table"), width: 720,
                                          subtitle: tr("Click a heading (or press Enter or Space on it) to sort, again to reverse; drag a heading's edge to resize.")) { _ in
        let table = FileTableView(FileTable.sample)
        // Narrower than its columns, the table scrolls sideways (with a scrollbar it keeps room for).
        let scroller = Gtk.ScrolledWindow().widget
        Gtk.ScrolledWindow(scroller).setPolicy(.automatic, .never)
        Gtk.ScrolledWindow(scroller).propagatesNaturalWidth = true
        Gtk.ScrolledWindow(scroller).propagatesNaturalHeight = true
        Gtk.ScrolledWindow(scroller).overlayScrolling = false
        Gtk.ScrolledWindow(scroller).child = table.widget
        table.widget.margins(bottom: 16)
        return [(nil, scroller)]
    }
}

/// The table's rows, apart from the view, and how a column orders them.
struct FileTable {
    /// One file.
    struct File: Equatable {
        let name: String
        let kind: String
        let bytes: Int
        let modified: String  // ISO date, which sorts as text
    }

    /// The columns, in order: their headings and how they compare two files.
    enum Column: Int, CaseIterable {
        case name, kind, size, modified

        /// The heading (a noun, no punctuation).
        var title: String { ["이름", "종류", "크기", "수정일"][rawValue] }

        /// The order of `a` and `b` in this column (negative: a first).
        func compare(_ a: File, _ b: File) -> Int {
            switch self {
            case .name: a.name < b.name ? -1 : (a.name > b.name ? 1 : 0)
            case .kind: a.kind < b.kind ? -1 : (a.kind > b.kind ? 1 : 0)
            case .size: a.bytes < b.bytes ? -1 : (a.bytes > b.bytes ? 1 : 0)
            case .modified: a.modified < b.modified ? -1 : (a.modified > b.modified ? 1 : 0)
            }
        }

        /// The file's text in this column.
        func text(_ file: File) -> String {
            switch self {
            case .name: file.name
            case .kind: file.kind
            case .size: FileTable.size(file.bytes)
            case .modified: file.modified
            }
        }
    }

    /// The files, in their original order.
    let files: [File]

    /// The files ordered by `column`, reversed when not `ascending` (ties keep their order).
    func sorted(by column: Column, ascending: Bool = true) -> [File] {
        files.enumerated().sorted { lhs, rhs in
            let order = column.compare(lhs.element, rhs.element)
            if order != 0 { return ascending ? order < 0 : order > 0 }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// `1.2 MB`, `340 KB`, `12 B`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return "\(bytes / 1_000_000).\(bytes % 1_000_000 / 100_000) MB" }
        if bytes >= 1_000 { return "\(bytes / 1_000) KB" }
        return "\(bytes) B"
    }

    static let sample = FileTable(files: [
        File(name: "리스트셀 가이드.pdf", kind: "PDF", bytes: 2_480_000, modified: "2026-11-28"),
        File(name: "색상 토큰.json", kind: "JSON", bytes: 48_200, modified: "2026-11-30"),
        File(name: "배송 목록.csv", kind: "CSV", bytes: 12_900, modified: "2026-11-30"),
        File(name: "아이콘 세트.zip", kind: "ZIP", bytes: 8_120_000, modified: "2026-10-02"),
        File(name: "회의록.docx", kind: "DOCX", bytes: 96_400, modified: "2026-11-12"),
        File(name: "스크린샷.png", kind: "PNG", bytes: 1_340_000, modified: "2026-11-29"),
        File(name: "README.md", kind: "Markdown", bytes: 6_100, modified: "2026-09-18"),
        File(name: "디자인 리뷰.key", kind: "Keynote", bytes: 15_600_000, modified: "2026-11-21"),
    ])
}

/// The GtkColumnView over a FileTable: rows are the files' indexes (a GtkStringList) behind a
/// GtkSortListModel driven by the view's sorter; each column's GtkCustomSorter compares the files.
@MainActor
final class FileTableView {
    /// The GtkColumnView (class `behavior-table`, named `file-table`).
    let widget: WidgetPointer
    let table: FileTable
    /// The headings, sortable by the keyboard too.
    private(set) var headings: SortableHeadings!

    init(_ table: FileTable) {
        self.table = table
        widget = Gtk.ColumnView().widget.classes(["behavior-table"]).named(ListBehaviorsPart.fileTable)
        let view = Gtk.ColumnView(widget)
        view.showSorted(.strings(table.files.indices.map { String($0) }))
        view.isReorderable = false
        widget.accessibleLabel("파일 표")
        for column in FileTable.Column.allCases { addColumn(column) }
        for list in widget.descendants(where: { $0.isA(Gtk.ListView.gType) }) { list.accessibleLabel("파일 표") }
        headings = SortableHeadings(widget)
        Retention.attach(self, to: widget)
    }

    private func addColumn(_ column: FileTable.Column) {
        let factory = ListItemFactory()
        factory.on(.setup) { item in
            let label = Build.label("", classes: ["typo-label1", "weight-regular"])
            Gtk.Label(label).xalign = column == .size ? 1 : 0
            if column == .name { Gtk.Label(label).ellipsize = .middle }
            item.child = label
        }
        factory.on(.bind) { [table] item in
            guard let label = item.child, let object = item.item(as: StringObject.self), let index = Self.index(of: object) else { return }
            Gtk.Label(label).text = column.text(table.files[index])
            label.named(ListBehaviorsPart.cell(column, file: index))
            // GTK 4.8 names neither a column view's cells nor its rows by what they show.
            if let cell = label.parent {
                cell.accessibleLabel(Gtk.Label(label).text)
                if column == .name, let row = cell.parent { row.accessibleLabel(Gtk.Label(label).text) }
            }
        }
        let view = ColumnViewColumn(title: column.title, factory: factory)
        view.isResizable = true
        view.expands = column == .name
        if column == .name { view.fixedWidth = 240 }
        view.sort { [table] (a: StringObject, b: StringObject) -> Int in
            guard let left = Self.index(of: a), let right = Self.index(of: b) else { return 0 }
            return column.compare(table.files[left], table.files[right])
        }
        Gtk.ColumnView(widget).append(view)
    }

    /// The file index an item (a GtkStringObject) stands for.
    nonisolated static func index(of object: StringObject) -> Int? {
        object.string.flatMap { Int($0) }
    }

    /// The names in the order the view shows them (for tests).
    var shownNames: [String] {
        guard let model = Gtk.ColumnView(widget).model else { return [] }
        return (0..<model.count).compactMap { position in
            model.withItem(at: position) { (item: StringObject) in Self.index(of: item).map { table.files[$0].name } } ?? nil
        }
    }
}
