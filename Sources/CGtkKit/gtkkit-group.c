#include "gtkkit-group.h"

struct _GtkKitGroup {
    GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE(GtkKitGroup, gtkkit_group, GTK_TYPE_WIDGET)

static void gtkkit_group_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(gtkkit_group_parent_class)->dispose(object);
}

static void gtkkit_group_class_init(GtkKitGroupClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = gtkkit_group_dispose;
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "box");
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void gtkkit_group_init(GtkKitGroup *self) {
    (void)self;
}

GtkWidget *gtkkit_group_new(void) {
    return g_object_new(GTKKIT_TYPE_GROUP, NULL);
}
