import GtkKit
import MontageGtk

/// The app's window: favourites in a GtkListBox of ListCells, 100,000 contacts in a GtkListView
/// with a search field that filters and highlights, and a small form in a FormControlGroup.
@MainActor
final class ContactsWindow {
    let window = Gtk.Window()
    private var query = ""
    private var matches: [Int] = Array(0..<Contacts.all.count)
    private var list: ListCellListView!
    private let count: Gtk.Label
    /// The search field's editable.
    private(set) var searchEntry: WidgetPointer!

    /// Where avatars come from: `<avatars>/avatar/<index>.png` for each contact (nil: none).
    private let avatars: String?

    init(avatars: String? = nil) {
        self.avatars = avatars
        window.title = "Contacts"
        window.setDefaultSize(900, 640)
        count = Gtk.Label(Build.label("", classes: [TypographyCSS.className(.caption1),
                                                    ColorClassesCSS.className(.semantic(.foregroundNeutralTertiary))]))

        let favourites = ListCellList([
            ListCell(label: "김민준").description("디자인").leadingResources([.icon(.person)]).chevron(),
            ListCell(label: "Alex K.").description("Engineering").leadingResources([.icon(.person)]).trailingResources([.switch(checked: true)]),
            ListCell(label: "이서연").description("마케팅").selected(),
        ])

        let search = TextFieldView(TextField(text: Binding(get: { [weak self] in self?.query ?? "" }, set: { [weak self] in self?.search($0) }))
            .placeholder("이름 검색").icon(.search))
        searchEntry = search.entry
        list = ListCellListView(count: matches.count) { [weak self] position in self?.cell(at: position) ?? ListCell(label: "") }
        let scroller = Gtk.ScrolledWindow()
        scroller.setPolicy(.never, .automatic)
        scroller.child = list.widget
        scroller.widget.vexpand = true
        list.widget.margins(start: 20, end: 20)

        let name = TextFieldView(TextField(text: .constant("")).label("이름", required: true).labelPlacement(.leading).placeholder("김티드"))
        let email = TextFieldView(TextField(text: .constant("")).label("이메일").labelPlacement(.leading).placeholder("name@example.com"))
        let phone = TextFieldView(TextField(text: .constant("")).label("휴대폰 번호").labelPlacement(.leading)
            .trailingButton(.init(title: "인증", handler: {})))
        let form = FormControlGroupView(fields: [name, email, phone])
        form.widget.valign = .start

        let left = Self.column([Self.heading("즐겨찾기"), favourites.widget, Self.heading("새 연락처"), form.widget])
        let right = Self.column([Self.heading("연락처"), search.widget, count.widget, scroller.widget])
        right.hexpand = true
        window.child = Build.hbox(spacing: 24, classes: ["montage-surface"], [left, right]).margins(top: 24, bottom: 24, start: 24, end: 24)
        window.widget.classes(["montage"])
        showCount()
    }

    /// The cell of the contact at `position` among the matches, the query highlighted.
    private func cell(at position: Int) -> ListCell {
        guard matches.indices.contains(position) else { return ListCell(label: "") }
        let index = matches[position]
        let contact = Contacts.all[index]
        let cell = ListCell(label: contact.name).description(contact.team).highlight(query).chevron()
        guard let avatars else { return cell }
        return cell.leadingResources([.avatar("\(avatars)/avatar/\(index).png", variant: .person)])
    }

    /// Filters the contacts by `text` (case-insensitive), every row rebinding.
    private func search(_ text: String) {
        query = text
        let needle = text.lowercased()
        matches = needle.isEmpty ? Array(Contacts.all.indices) : Contacts.all.indices.filter { Contacts.all[$0].name.lowercased().contains(needle) }
        list.setCount(matches.count)
        showCount()
    }

    private func showCount() {
        count.text = "\(matches.count)명"
    }

    private static func heading(_ text: String) -> WidgetPointer {
        Build.label(text, classes: [TypographyCSS.className(.headline2), TypographyCSS.className(.bold)])
    }

    private static func column(_ children: [WidgetPointer]) -> WidgetPointer {
        Build.vbox(spacing: 12, children).size(width: 380)
    }
}
