#include "gtkkit-list-row.h"

struct _GtkKitListRow {
    GtkListBoxRow parent_instance;
};

G_DEFINE_FINAL_TYPE(GtkKitListRow, gtkkit_list_row, GTK_TYPE_LIST_BOX_ROW)

// One pair for the whole process: rows are made and hooked on the main thread.
static GtkKitListRowHook rooted_hook;
static GtkKitListRowHook activated_hook;

static void gtkkit_list_row_root(GtkWidget *widget) {
    GTK_WIDGET_CLASS(gtkkit_list_row_parent_class)->root(widget);
    if (rooted_hook) rooted_hook(widget);
}

static void gtkkit_list_row_activate(GtkListBoxRow *row) {
    GtkListBoxRowClass *parent = GTK_LIST_BOX_ROW_CLASS(gtkkit_list_row_parent_class);
    if (parent->activate) parent->activate(row);
    if (activated_hook) activated_hook(GTK_WIDGET(row));
}

// The row's action: activating it is activating the row (Enter, gtk_widget_activate), so an
// assistive technology can press the row through AT-SPI's Action interface.
static void gtkkit_list_row_activate_action(GtkWidget *widget, const char *name, GVariant *parameter) {
    (void)name;
    (void)parameter;
    gtk_widget_activate(widget);
}

static void gtkkit_list_row_class_init(GtkKitListRowClass *klass) {
    GTK_WIDGET_CLASS(klass)->root = gtkkit_list_row_root;
    gtk_widget_class_install_action(GTK_WIDGET_CLASS(klass), "list-row.activate", NULL, gtkkit_list_row_activate_action);
    GTK_LIST_BOX_ROW_CLASS(klass)->activate = gtkkit_list_row_activate;
}

static void gtkkit_list_row_init(GtkKitListRow *self) {
    (void)self;
}

GtkWidget *gtkkit_list_row_new(void) {
    return g_object_new(GTKKIT_TYPE_LIST_ROW, NULL);
}

void gtkkit_list_row_set_hooks(GtkKitListRowHook rooted, GtkKitListRowHook activated) {
    rooted_hook = rooted;
    activated_hook = activated;
}

void gtkkit_list_row_get_hooks(GtkKitListRowHook *rooted, GtkKitListRowHook *activated) {
    if (rooted) *rooted = rooted_hook;
    if (activated) *activated = activated_hook;
}
