// The C surface montage-gtk uses: GTK 4 plus the few macros and variadics Swift cannot import.
#ifndef MONTAGE_CGTK_SHIM_H
#define MONTAGE_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
// Fonts: the project registers Pretendard with fontconfig and tells Pango's font map.
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
// Translations (gettext): bindtextdomain, bind_textdomain_codeset; setlocale.
#include <libintl.h>
#include <locale.h>

// libdispatch's main-queue hooks (exported by libdispatch on Linux, used by CoreFoundation):
// let the GLib main loop drain DispatchQueue.main so `Task { @MainActor in }` runs.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_float(void) { return G_TYPE_FLOAT; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_enum(void) { return G_TYPE_ENUM; }

static inline gboolean cgtk_is_object(gpointer p) { return G_IS_OBJECT(p); }
static inline gboolean cgtk_object_is_floating(gpointer p) { return g_object_is_floating(p); }
static inline GType cgtk_object_type(gpointer p) { return G_OBJECT_TYPE(p); }
static inline const char *cgtk_object_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }
static inline gboolean cgtk_type_is_a(gpointer p, GType t) { return G_TYPE_CHECK_INSTANCE_TYPE(p, t); }

static inline GdkRGBA cgtk_rgba(float r, float g, float b, float a) {
    GdkRGBA c = { r, g, b, a };
    return c;
}

// A widget of `type` with an accessible role (the role is construct-only; g_object_new is variadic).
static inline GtkWidget *cgtk_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// Changes a widget's accessible role (g_object_set is variadic). GTK accepts it only while the
// widget's AT context is not realized; a caller that must change a realized one replaces it.
static inline void cgtk_widget_set_accessible_role(GtkWidget *w, GtkAccessibleRole role) {
    g_object_set(w, "accessible-role", role, NULL);
}

// "GtkKitGroup": a plain container widget (CSS node "box") with no layout of its own, for
// children placed by a layout manager set on it; it unparents its children when disposed.
static void cgtk_group_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(g_type_class_peek(GTK_TYPE_WIDGET))->dispose(object);
}
static void cgtk_group_class_init(gpointer klass, gpointer data) {
    (void)data;
    G_OBJECT_CLASS(klass)->dispose = cgtk_group_dispose;
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "box");
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_GROUP);
}
static inline GType cgtk_group_get_type(void) {
    GType type = g_type_from_name("GtkKitGroup");
    if (type == 0) {
        GTypeQuery query;
        g_type_query(GTK_TYPE_WIDGET, &query);
        type = g_type_register_static_simple(GTK_TYPE_WIDGET, "GtkKitGroup", query.class_size, cgtk_group_class_init,
                                             query.instance_size, NULL, 0);
    }
    return type;
}

// "GtkKitListRow": a GtkListBoxRow that tells its owner when it joins a rooted tree and when it
// is activated through class hooks (set once per process), so a list of thousands of rows
// needs no signal handler per row. The hooks live in the class structure: one copy for the
// whole process, whichever module calls.
typedef void (*CGtkListRowHook)(GtkWidget *row);
typedef struct { GtkListBoxRowClass parent_class; CGtkListRowHook rooted; CGtkListRowHook activated; } CGtkListRowClass;
static void cgtk_list_row_root(GtkWidget *widget) {
    GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_LIST_BOX_ROW))->root(widget);
    CGtkListRowClass *klass = (CGtkListRowClass *)G_OBJECT_GET_CLASS(widget);
    if (klass->rooted) klass->rooted(widget);
}
static void cgtk_list_row_activate(GtkListBoxRow *row) {
    GtkListBoxRowClass *parent = (GtkListBoxRowClass *)g_type_class_peek(GTK_TYPE_LIST_BOX_ROW);
    if (parent->activate) parent->activate(row);
    CGtkListRowClass *klass = (CGtkListRowClass *)G_OBJECT_GET_CLASS(row);
    if (klass->activated) klass->activated(GTK_WIDGET(row));
}
static void cgtk_list_row_class_init(gpointer klass, gpointer data) {
    (void)data;
    GTK_WIDGET_CLASS(klass)->root = cgtk_list_row_root;
    ((GtkListBoxRowClass *)klass)->activate = cgtk_list_row_activate;
}
static inline GType cgtk_list_row_get_type(void) {
    GType type = g_type_from_name("GtkKitListRow");
    if (type == 0) {
        GTypeQuery query;
        g_type_query(GTK_TYPE_LIST_BOX_ROW, &query);
        type = g_type_register_static_simple(GTK_TYPE_LIST_BOX_ROW, "GtkKitListRow", sizeof(CGtkListRowClass),
                                             cgtk_list_row_class_init, query.instance_size, NULL, 0);
    }
    return type;
}
static inline void cgtk_list_row_set_hooks(CGtkListRowHook rooted, CGtkListRowHook activated) {
    CGtkListRowClass *klass = (CGtkListRowClass *)g_type_class_ref(cgtk_list_row_get_type());
    klass->rooted = rooted;
    klass->activated = activated;
}
static inline GtkWidget *cgtk_list_row_new(void) {
    return GTK_WIDGET(g_object_new(cgtk_list_row_get_type(), NULL));
}

// "GtkKitIndexModel": a GListModel of `n` items made on demand, each a "GtkKitIndexItem" that
// knows only its position: a list of any length costs nothing until GTK asks for its items.
// An item, once made, stays the same object for its position, and a new count changes only the
// tail: GTK keeps the rows of the positions that stay (it tells items apart by identity).
typedef struct { GObject parent_instance; guint index; } CGtkIndexItem;
typedef struct { GObject parent_instance; guint n_items; GPtrArray *items; } CGtkIndexModel;
static inline GType cgtk_index_item_get_type(void) {
    GType type = g_type_from_name("GtkKitIndexItem");
    if (type == 0) {
        type = g_type_register_static_simple(G_TYPE_OBJECT, "GtkKitIndexItem", sizeof(GObjectClass), NULL,
                                             sizeof(CGtkIndexItem), NULL, 0);
    }
    return type;
}
static inline guint cgtk_index_item_get_index(gpointer item) { return ((CGtkIndexItem *)item)->index; }
static GType cgtk_index_model_item_type(GListModel *model) { (void)model; return cgtk_index_item_get_type(); }
static guint cgtk_index_model_n_items(GListModel *model) { return ((CGtkIndexModel *)model)->n_items; }
static gpointer cgtk_index_model_item(GListModel *model, guint position) {
    CGtkIndexModel *self = (CGtkIndexModel *)model;
    if (position >= self->n_items) return NULL;
    if (self->items->len <= position) g_ptr_array_set_size(self->items, position + 1);
    CGtkIndexItem *item = g_ptr_array_index(self->items, position);
    if (item == NULL) {
        item = g_object_new(cgtk_index_item_get_type(), NULL);
        item->index = position;
        g_ptr_array_index(self->items, position) = item;
    }
    return g_object_ref(item);
}
static void cgtk_index_model_iface_init(gpointer iface, gpointer data) {
    (void)data;
    GListModelInterface *list = iface;
    list->get_item_type = cgtk_index_model_item_type;
    list->get_n_items = cgtk_index_model_n_items;
    list->get_item = cgtk_index_model_item;
}
static void cgtk_unref_nullable(gpointer object) { if (object) g_object_unref(object); }
static void cgtk_index_model_finalize(GObject *object) {
    g_ptr_array_unref(((CGtkIndexModel *)object)->items);
    G_OBJECT_CLASS(g_type_class_peek_parent(G_OBJECT_GET_CLASS(object)))->finalize(object);
}
static void cgtk_index_model_class_init(gpointer klass, gpointer data) {
    (void)data;
    G_OBJECT_CLASS(klass)->finalize = cgtk_index_model_finalize;
}
static inline GType cgtk_index_model_get_type(void) {
    GType type = g_type_from_name("GtkKitIndexModel");
    if (type == 0) {
        type = g_type_register_static_simple(G_TYPE_OBJECT, "GtkKitIndexModel", sizeof(GObjectClass), cgtk_index_model_class_init,
                                             sizeof(CGtkIndexModel), NULL, 0);
        const GInterfaceInfo info = { cgtk_index_model_iface_init, NULL, NULL };
        g_type_add_interface_static(type, G_TYPE_LIST_MODEL, &info);
    }
    return type;
}
static inline GListModel *cgtk_index_model_new(guint n_items) {
    CGtkIndexModel *model = g_object_new(cgtk_index_model_get_type(), NULL);
    model->n_items = n_items;
    model->items = g_ptr_array_new_with_free_func(cgtk_unref_nullable);
    return G_LIST_MODEL(model);
}
static inline void cgtk_index_model_set_n_items(GListModel *model, guint n_items) {
    CGtkIndexModel *self = (CGtkIndexModel *)model;
    guint old = self->n_items, kept = MIN(old, n_items);
    self->n_items = n_items;
    if (self->items->len > n_items) g_ptr_array_set_size(self->items, n_items);
    if (old != n_items) g_list_model_items_changed(model, kept, old - kept, n_items - kept);
}

// g_signal_emit_by_name is variadic: emit a signal that takes no arguments and returns nothing.
static inline void cgtk_signal_emit_plain(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

// gtk_accessible_update_* are variadic.
static inline void cgtk_accessible_set_label(GtkWidget *w, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void cgtk_accessible_set_description(GtkWidget *w, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
static inline void cgtk_accessible_set_labelled_by(GtkWidget *w, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
static inline void cgtk_accessible_set_described_by(GtkWidget *w, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
}
static inline void cgtk_accessible_set_selected(GtkWidget *w, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}
static inline void cgtk_accessible_set_hidden(GtkWidget *w, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline void cgtk_accessible_set_sort(GtkWidget *w, GtkAccessibleSort sort) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_SORT, sort, -1);
}
static inline void cgtk_accessible_reset_description(GtkWidget *w) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}
// GTK's accessibility test helpers are variadic: each returns NULL when the widget's value is
// the one given, or the actual value as a string to free.
static inline char *cgtk_test_accessible_property_string(GtkWidget *w, GtkAccessibleProperty p, const char *value) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), p, value);
}
static inline char *cgtk_test_accessible_property_enum(GtkWidget *w, GtkAccessibleProperty p, int value) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), p, value);
}
static inline char *cgtk_test_accessible_state_boolean(GtkWidget *w, GtkAccessibleState s, gboolean value) {
    return gtk_test_accessible_check_state(GTK_ACCESSIBLE(w), s, value);
}
static inline void cgtk_accessible_set_invalid(GtkWidget *w, gboolean invalid) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

#endif
