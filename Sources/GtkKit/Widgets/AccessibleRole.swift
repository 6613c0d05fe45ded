import CGtk

extension Gtk.Wrapper {
    /// A new widget of this class with the accessible role `role` (a role is set when a widget is
    /// made: a label read as a heading, an image read as nothing).
    @MainActor public init(role: GtkAccessibleRole) { self.init(cgtk_widget_new_with_role(Class.gType, role)!) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Changes the accessible role of a widget not yet realized (GTK takes it only before).
    @MainActor public func setAccessibleRole(_ role: GtkAccessibleRole) { cgtk_widget_set_accessible_role(self, role) }
}

extension GtkAccessibleRole {
    /// `generic` a plain container (`GTK_ACCESSIBLE_ROLE_GENERIC`); `presentation` left out of the
    /// tree, its children kept (`GTK_ACCESSIBLE_ROLE_PRESENTATION`); `heading` a heading
    /// (`GTK_ACCESSIBLE_ROLE_HEADING`); `image` a picture (`GTK_ACCESSIBLE_ROLE_IMG`); `checkbox`
    /// (`GTK_ACCESSIBLE_ROLE_CHECKBOX`); `radio` (`GTK_ACCESSIBLE_ROLE_RADIO`).
    public static let generic = GTK_ACCESSIBLE_ROLE_GENERIC, presentation = GTK_ACCESSIBLE_ROLE_PRESENTATION,
        heading = GTK_ACCESSIBLE_ROLE_HEADING, image = GTK_ACCESSIBLE_ROLE_IMG,
        checkbox = GTK_ACCESSIBLE_ROLE_CHECKBOX, radio = GTK_ACCESSIBLE_ROLE_RADIO
}

extension GtkAccessibleRole {
    /// `button`, `listItem`, `row`, `textBox`, `searchBox`, `spinButton`, `switch`, `label`, `list`,
    /// `listBox`, `grid` and `treeGrid`: the roles of those names (`GTK_ACCESSIBLE_ROLE_BUTTON`, …).
    public static let button = GTK_ACCESSIBLE_ROLE_BUTTON, listItem = GTK_ACCESSIBLE_ROLE_LIST_ITEM,
        row = GTK_ACCESSIBLE_ROLE_ROW, textBox = GTK_ACCESSIBLE_ROLE_TEXT_BOX, searchBox = GTK_ACCESSIBLE_ROLE_SEARCH_BOX,
        spinButton = GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, `switch` = GTK_ACCESSIBLE_ROLE_SWITCH, label = GTK_ACCESSIBLE_ROLE_LABEL,
        list = GTK_ACCESSIBLE_ROLE_LIST, listBox = GTK_ACCESSIBLE_ROLE_LIST_BOX, grid = GTK_ACCESSIBLE_ROLE_GRID,
        treeGrid = GTK_ACCESSIBLE_ROLE_TREE_GRID
}


extension GtkAccessibleState {
    /// `checked`, `pressed`, `selected` and `expanded`: the states of those names
    /// (`GTK_ACCESSIBLE_STATE_CHECKED`, …), read with `AccessibleReading.state(_:_:)`.
    public static let checked = GTK_ACCESSIBLE_STATE_CHECKED, pressed = GTK_ACCESSIBLE_STATE_PRESSED,
        selected = GTK_ACCESSIBLE_STATE_SELECTED, expanded = GTK_ACCESSIBLE_STATE_EXPANDED
}

extension GtkAccessibleProperty {
    /// `valueText`: a range's value as text (`GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT`), read with
    /// `AccessibleReading.string(_:_:)`.
    public static let valueText = GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT
}
