#include "gtkkit-group.h"

struct _GtkKitGroup {
    GtkWidget parent_instance;
    GtkKitGroupDrawFunc draw;
    gpointer draw_data;
    GDestroyNotify draw_destroy;
};

G_DEFINE_FINAL_TYPE(GtkKitGroup, gtkkit_group, GTK_TYPE_WIDGET)

static void gtkkit_group_release_draw(GtkKitGroup *self) {
    GDestroyNotify destroy = self->draw_destroy;
    gpointer data = self->draw_data;
    self->draw = NULL;
    self->draw_data = NULL;
    self->draw_destroy = NULL;
    if (destroy != NULL) destroy(data);
}

static void gtkkit_group_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    gtkkit_group_release_draw(GTKKIT_GROUP(object));
    G_OBJECT_CLASS(gtkkit_group_parent_class)->dispose(object);
}

static void gtkkit_group_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkKitGroup *self = GTKKIT_GROUP(widget);
    if (self->draw != NULL) self->draw(widget, snapshot, self->draw_data);
    GTK_WIDGET_CLASS(gtkkit_group_parent_class)->snapshot(widget, snapshot);
}

static void gtkkit_group_class_init(GtkKitGroupClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = gtkkit_group_dispose;
    GTK_WIDGET_CLASS(klass)->snapshot = gtkkit_group_snapshot;
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "box");
    gtk_widget_class_set_accessible_role(GTK_WIDGET_CLASS(klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void gtkkit_group_init(GtkKitGroup *self) {
    (void)self;
}

GtkWidget *gtkkit_group_new(void) {
    return g_object_new(GTKKIT_TYPE_GROUP, NULL);
}

void gtkkit_group_set_draw_func(GtkWidget *group, GtkKitGroupDrawFunc func, gpointer data, GDestroyNotify destroy) {
    g_return_if_fail(GTKKIT_IS_GROUP(group));
    GtkKitGroup *self = GTKKIT_GROUP(group);
    gtkkit_group_release_draw(self);
    self->draw = func;
    self->draw_data = data;
    self->draw_destroy = destroy;
    gtk_widget_queue_draw(group);
}
