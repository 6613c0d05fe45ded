/// The list-behavior stories' rules: the navigation list's kept selection, an option's brief
/// highlight, the reorder list's insertion line (straight, in place of the theme's frame around
/// a drop target), the table's alternating rows, the group captions and the gallery's focus ring on
/// the table's headings and rows and on the outline's rows (the focus sits in the row's GtkTreeExpander, so the ring goes on the row
/// it is within); colors by `@token` only.
enum ListBehaviorsCSS {
    static let rules = """
        list.navigation-list > row.navigation-selected { background-color: @surfaceNeutralSecondary; }
        list.montage-list > row.option-flash { background-color: @surfaceBrandSubtle; }
        .edit-header { margin: 8px 20px 4px 20px; }
        .edit-title, .group-caption { color: @foregroundNeutralPrimary; }
        .group-footer { color: @foregroundNeutralSecondary; margin: 4px 20px 16px 20px; }
        .group-header { color: @foregroundNeutralSecondary; margin: 16px 20px 4px 20px; }
        button.show-more { margin: 4px 20px 12px 20px; }
        columnview.behavior-table { background-color: @surfaceNeutralPrimary; color: @foregroundNeutralPrimary; border-radius: 12px; }
        columnview.behavior-table > header > button { padding: 8px 12px; color: @foregroundNeutralSecondary; background: none; }
        columnview.behavior-table > header > button:focus-visible, columnview.behavior-table > listview > row:focus-visible {
            outline: 2px solid @foregroundBrandPrimary; outline-offset: -2px; transition: none;
        }
        columnview.behavior-table > listview { background: none; color: @foregroundNeutralPrimary; }
        columnview.behavior-table > listview > row { padding: 0; }
        columnview.behavior-table > listview > row:nth-child(even) { background-color: @backgroundNeutralSecondary; }
        columnview.behavior-table > listview > row > cell { padding: 8px 12px; }
        list.reorder-list:drop(active) { box-shadow: none; }
        list.reorder-list > row.drop-above { border-radius: 0; box-shadow: inset 0 2px @foregroundBrandPrimary; }
        list.reorder-list > row.drop-below { border-radius: 0; box-shadow: inset 0 -2px @foregroundBrandPrimary; }
        listview.outline > row { padding: 4px 12px; }
        listview.outline { background: none; color: @foregroundNeutralPrimary; }
        listview.outline > row:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: -2px; transition: none; }
        .outline-size { color: @foregroundNeutralSecondary; }
        .search-screen { padding: 12px 0 0 0; }
        .search-screen > .form-control, .search-count { margin: 0 20px; }
        .search-count { color: @foregroundNeutralSecondary; }
        .search-empty { padding: 48px 20px; }
        .search-empty-title { color: @foregroundNeutralPrimary; }
        .search-empty-query { color: @foregroundNeutralSecondary; }
        """
}
