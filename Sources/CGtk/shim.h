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
// A reference-list relation (labelled-by, described-by, controls, flow-to) as GTK prints it,
// each target "Type<0x...>", or NULL when it has no target.
static inline char *cgtk_test_accessible_relation_list(GtkWidget *w, GtkAccessibleRelation r) {
    return gtk_test_accessible_check_relation(GTK_ACCESSIBLE(w), r, NULL);
}
static inline void cgtk_accessible_set_invalid(GtkWidget *w, gboolean invalid) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

#endif
