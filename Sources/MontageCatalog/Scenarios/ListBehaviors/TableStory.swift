import CGtk
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
        gtk_widget_set_margin_bottom(table.widget, 16)
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
    private var comparators: [SorterBox] = []
    /// The headings, sortable by the keyboard too.
    private(set) var headings: SortableHeadings!

    init(_ table: FileTable) {
        self.table = table
        let indexes = gtk_string_list_new(nil)!
        for index in table.files.indices { gtk_string_list_append(indexes, String(index)) }
        widget = gtk_column_view_new(nil)!.classes(["behavior-table"]).named(ListBehaviorsPart.fileTable)
        let sorted = gtk_sort_list_model_new(cast(indexes), cast(g_object_ref(gtk_column_view_get_sorter(cast(widget)))))!
        gtk_column_view_set_model(cast(widget), cast(gtk_no_selection_new(cast(sorted))!))
        gtk_column_view_set_reorderable(cast(widget), 0)
        widget.accessibleLabel("파일 표")
        for column in FileTable.Column.allCases { addColumn(column) }
        for list in widget.descendants(where: { $0.isA(gtk_list_view_get_type()) }) { list.accessibleLabel("파일 표") }
        headings = SortableHeadings(widget)
        Retention.attach(self, to: widget)
    }

    private func addColumn(_ column: FileTable.Column) {
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(factory, "setup") { args in
            guard let item = args.pointer(1) else { return nil }
            let label = Build.label("", classes: ["typo-label1", "weight-regular"])
            Gtk.Label(label).xalign = column == .size ? 1 : 0
            if column == .name { gtk_label_set_ellipsize(cast(label), .middle) }
            gtk_list_item_set_child(OpaquePointer(item), label)
            return nil
        }
        Signal.connect(factory, "bind") { [table] args in
            guard let item = args.pointer(1).map({ OpaquePointer($0) }), let label = gtk_list_item_get_child(item),
                  let object = gtk_list_item_get_item(item), let index = Self.index(of: object) else { return nil }
            Gtk.Label(label).text = column.text(table.files[index])
            label.named(ListBehaviorsPart.cell(column, file: index))
            // GTK 4.8 names neither a column view's cells nor its rows by what they show.
            if let cell = label.parent {
                cell.accessibleLabel(Gtk.Label(label).text)
                if column == .name, let row = cell.parent { row.accessibleLabel(Gtk.Label(label).text) }
            }
            return nil
        }
        let view = gtk_column_view_column_new(column.title, factory)!
        gtk_column_view_column_set_resizable(view, 1)
        gtk_column_view_column_set_expand(view, column == .name ? 1 : 0)
        if column == .name { gtk_column_view_column_set_fixed_width(view, 240) }
        let box = SorterBox { [table] a, b in column.compare(table.files[a], table.files[b]) }
        comparators.append(box)
        let sorter = gtk_custom_sorter_new(Self.compareCallback, Unmanaged.passUnretained(box).toOpaque(), nil)!
        gtk_column_view_column_set_sorter(view, cast(sorter))
        g_object_unref(sorter.gRaw)
        gtk_column_view_append_column(cast(widget), view)
        g_object_unref(view.gRaw)
    }

    /// The file index an item (a GtkStringObject) stands for.
    nonisolated static func index(of object: UnsafeMutableRawPointer) -> Int? {
        gtk_string_object_get_string(OpaquePointer(object)).flatMap { Int(String(cString: $0)) }
    }

    final class SorterBox: @unchecked Sendable {
        let compare: @Sendable (Int, Int) -> Int
        init(_ compare: @escaping @Sendable (Int, Int) -> Int) { self.compare = compare }
    }

    private static let compareCallback: GCompareDataFunc = { a, b, data in
        guard let a, let b, let data, let left = index(of: UnsafeMutableRawPointer(mutating: a)),
              let right = index(of: UnsafeMutableRawPointer(mutating: b)) else { return 0 }
        let order = Unmanaged<SorterBox>.fromOpaque(data).takeUnretainedValue().compare(left, right)
        return Int32(order.signum())
    }

    /// The names in the order the view shows them (for tests).
    var shownNames: [String] {
        guard let model = gtk_column_view_get_model(cast(widget)) else { return [] }
        let count = g_list_model_get_n_items(cast(model))
        return (0..<count).compactMap { position in
            guard let item = g_list_model_get_item(cast(model), position) else { return nil }
            defer { g_object_unref(item) }
            return Self.index(of: item).map { table.files[$0].name }
        }
    }
}
