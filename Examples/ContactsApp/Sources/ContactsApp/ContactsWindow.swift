import CGtk
import MontageGtk

/// The app's window: favourites in a GtkListBox of ListCells, 100,000 contacts in a GtkListView
/// with a search field that filters and highlights, and a small form in a FormControlGroup.
@MainActor
final class ContactsWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private var query = ""
    private var matches: [Int] = Array(0..<Contacts.all.count)
    private var list: ListCellListView!
    private let count: UnsafeMutablePointer<GtkWidget>
    /// The search field's editable.
    private(set) var searchEntry: UnsafeMutablePointer<GtkWidget>!

    /// Where avatars come from: `<avatars>/avatar/<index>.png` for each contact (nil: none).
    private let avatars: String?

    init(avatars: String? = nil) {
        self.avatars = avatars
        window = gtk_window_new()
        gtk_window_set_title(window.as(GtkWindow.self), "Contacts")
        gtk_window_set_default_size(window.as(GtkWindow.self), 900, 640)
        count = gtk_label_new("")
        gtk_widget_add_css_class(count, TypographyCSS.className(.caption1))
        gtk_widget_add_css_class(count, ColorClassesCSS.className(.semantic(.foregroundNeutralTertiary)))
        gtk_label_set_xalign(OpaquePointer(count), 0)

        let favourites = ListCellList([
            ListCell(label: "김민준").description("디자인").leadingResources([.icon(.person)]).chevron(),
            ListCell(label: "Alex K.").description("Engineering").leadingResources([.icon(.person)]).trailingResources([.switch(checked: true)]),
            ListCell(label: "이서연").description("마케팅").selected(),
        ])

        let search = TextFieldView(TextField(text: Binding(get: { [weak self] in self?.query ?? "" }, set: { [weak self] in self?.search($0) }))
            .placeholder("이름 검색").icon(.search))
        searchEntry = search.entry
        list = ListCellListView(count: matches.count) { [weak self] position in self?.cell(at: position) ?? ListCell(label: "") }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), list.widget)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_margin_start(list.widget, 20)
        gtk_widget_set_margin_end(list.widget, 20)

        let name = TextFieldView(TextField(text: .constant("")).label("이름", required: true).labelPlacement(.leading).placeholder("김티드"))
        let email = TextFieldView(TextField(text: .constant("")).label("이메일").labelPlacement(.leading).placeholder("name@example.com"))
        let phone = TextFieldView(TextField(text: .constant("")).label("휴대폰 번호").labelPlacement(.leading)
            .trailingButton(.init(title: "인증", handler: {})))
        let form = FormControlGroupView(fields: [name, email, phone])
        gtk_widget_set_valign(form.widget, GTK_ALIGN_START)

        let left = Self.column([Self.heading("즐겨찾기"), favourites.widget, Self.heading("새 연락처"), form.widget])
        let right = Self.column([Self.heading("연락처"), search.widget, count, scroller])
        gtk_widget_set_hexpand(right, 1)
        let page = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24)!
        gtk_box_append(page.as(GtkBox.self), left)
        gtk_box_append(page.as(GtkBox.self), right)
        gtk_widget_add_css_class(page, "montage-surface")
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] { set(page, 24) }
        gtk_window_set_child(window.as(GtkWindow.self), page)
        gtk_widget_add_css_class(window, "montage")
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
        gtk_label_set_text(OpaquePointer(count), "\(matches.count)명")
    }

    private static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, TypographyCSS.className(.headline2))
        gtk_widget_add_css_class(label, TypographyCSS.className(.bold))
        gtk_label_set_xalign(OpaquePointer(label), 0)
        return label
    }

    private static func column(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for child in children { gtk_box_append(box.as(GtkBox.self), child) }
        gtk_widget_set_size_request(box, 380, -1)
        return box
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// This widget as a pointer to its (public-struct) GTK type: the C cast macros are not imported.
    func `as`<T>(_: T.Type) -> UnsafeMutablePointer<T> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self) }
}
