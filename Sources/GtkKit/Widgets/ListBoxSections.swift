import CGtk

/// Section headings in a GtkListBox as the list's own headers (`gtk_list_box_set_header_func`),
/// not as rows: the arrows, selection and clicks skip them. A row whose previous shown row is in
/// another section (or that is the first shown) gets the heading its section's `heading` builds;
/// the others none, so a heading follows its section's first shown row through a filter.
@MainActor
public enum ListBoxSections {
    /// Gives `list`'s rows headings: `section` names a row's section (nil: none).
    public static func install(on list: WidgetPointer, section: @escaping @MainActor (WidgetPointer) -> String?,
                               heading: @escaping @MainActor (String) -> WidgetPointer) {
        let box = Unmanaged.passRetained(Sections(section: section, heading: heading)).toOpaque()
        gtk_list_box_set_header_func(cast(list), { row, before, data in
            guard let row, let data else { return }
            let rowAddress = UInt(bitPattern: row), beforeAddress = before.map { UInt(bitPattern: $0) }
            MainActor.assumeIsolated {
                let sections = Unmanaged<Sections>.fromOpaque(data).takeUnretainedValue()
                let row = WidgetPointer(bitPattern: rowAddress)!
                let name = sections.section(row)
                let previous = beforeAddress.flatMap { WidgetPointer(bitPattern: $0) }.flatMap(sections.section)
                let listRow: UnsafeMutablePointer<GtkListBoxRow> = cast(row)
                guard let name, name != previous else {
                    if gtk_list_box_row_get_header(listRow) != nil { gtk_list_box_row_set_header(listRow, nil) }
                    return
                }
                // A row keeps the heading it has (GTK asks again on every change nearby).
                if gtk_list_box_row_get_header(listRow) == nil { gtk_list_box_row_set_header(listRow, sections.heading(name)) }
            }
        }, box) { data in
            guard let data else { return }
            Unmanaged<Sections>.fromOpaque(data).release()
        }
    }

    private final class Sections {
        let section: @MainActor (WidgetPointer) -> String?
        let heading: @MainActor (String) -> WidgetPointer

        init(section: @escaping @MainActor (WidgetPointer) -> String?, heading: @escaping @MainActor (String) -> WidgetPointer) {
            self.section = section
            self.heading = heading
        }
    }
}
