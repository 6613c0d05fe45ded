import MontageGtk
import GtkKit
import MontageCatalog

/// The keyboard shortcuts window (Ctrl+?): a GtkShortcutsWindow listing the gallery's keys and
/// those of the stories that have their own (Deliveries, Edit mode, Reordering, Outline, the
/// playgrounds' code box, Colors).
@MainActor
enum ShortcutsWindow {
    /// The shortcuts, by group: (title, accelerator in GTK's syntax).
    static let groups: [(title: String, shortcuts: [(String, String)])] = [
        (tr("Gallery"), [
            (tr("Search stories"), "<Control>f"),
            (tr("Show or hide the code"), "<Control><Shift>c"),
            (tr("Show or hide the events"), "<Control><Shift>e"),
            (tr("Compare the story side by side"), "<Control><Shift>d"),
            (tr("Show or hide the story's steps (Interactions)"), "<Control><Shift>p"),
            (tr("Inspect tokens (Escape unpins, then stops)"), "<Control><Shift>m"),
            (tr("Audit the page's accessibility, simulate color vision"), "<Control><Shift>a"),
            (tr("Open a folder of story files"), "<Control>o"),
            (tr("Review the captures of a comparison run"), "<Control><Shift>r"),
            (tr("Main menu"), "F10"),
            (tr("Keyboard shortcuts"), "<Control>question"),
            (tr("GTK Inspector"), "<Control><Shift>i"),
            (tr("Quit"), "<Control>q"),
        ]),
        (tr("Moving around"), [
            (tr("Next or previous story (in the sidebar)"), "Up Down"),
            (tr("Into the page, and through its controls"), "Tab"),
            (tr("Back through the controls"), "<Shift>Tab"),
            (tr("Tap the focused cell"), "Return space"),
            (tr("Close a menu or a popup, end a search"), "Escape"),
        ]),
        (tr("Deliveries"), [
            (tr("Delete the focused delivery (the toast undoes)"), "Delete"),
            (tr("Open the focused delivery's menu"), "<Shift>F10 Menu"),
            (tr("Undo the last deletion (Deliveries, Edit mode)"), "<Control>z"),
            (tr("To the toast's Undo and back"), "F6"),
        ]),
        (tr("Lists and tables"), [
            (tr("Move the focused row up or down (Reordering)"), "<Alt>Up <Alt>Down"),
            // One key each: GTK draws the keypad's + and − as the same signs (it showed "+ / +").
            (tr("Open the focused folder (Outline)"), "plus"),
            (tr("Close the focused folder (Outline)"), "minus"),
        ]),
        (tr("Playgrounds and tokens"), [
            (tr("Undo or redo in the code box"), "<Control>z <Control><Shift>z"),
            (tr("Copy a color's value (Colors; Enter copies its name)"), "<Shift>F10 Menu"),
        ]),
    ]

    /// A new shortcuts window, transient for `parent`.
    static func make(for parent: WidgetPointer) -> WidgetPointer? {
        func escape(_ text: String) -> String {
            text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        }
        let groupsXML = groups.map { group in
            let items = group.shortcuts.map { title, accelerator in
                "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escape(title))</property>"
                    + "<property name=\"accelerator\">\(escape(accelerator))</property></object></child>"
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>\(items)</object></child>"
        }.joined()
        // (One-line literals: xgettext reads this file as C, which has no multi-line strings.)
        let xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<property name=\"hide-on-close\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">gallery</property>"
            + "<property name=\"max-height\">18</property>\(groupsXML)</object></child></object></interface>"
        guard let window = Gtk.Window(uiDefinition: xml, id: "shortcuts") else { return nil }
        window.transientFor = parent
        window.destroysWithParent = true
        return window.widget
    }
}
