#include "gtkkit-index-model.h"

struct _GtkKitIndexItem {
    GObject parent_instance;
    guint index;
};

G_DEFINE_FINAL_TYPE(GtkKitIndexItem, gtkkit_index_item, G_TYPE_OBJECT)

static void gtkkit_index_item_class_init(GtkKitIndexItemClass *klass) {
    (void)klass;
}

static void gtkkit_index_item_init(GtkKitIndexItem *self) {
    (void)self;
}

guint gtkkit_index_item_get_index(GtkKitIndexItem *item) {
    g_return_val_if_fail(GTKKIT_IS_INDEX_ITEM(item), 0);
    return item->index;
}

struct _GtkKitIndexModel {
    GObject parent_instance;
    guint n_items;
    GPtrArray *items;  // the items made so far, by position (NULL where none was asked for)
};

static void gtkkit_index_model_list_model_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(GtkKitIndexModel, gtkkit_index_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, gtkkit_index_model_list_model_init))

static GType gtkkit_index_model_get_item_type(GListModel *model) {
    (void)model;
    return GTKKIT_TYPE_INDEX_ITEM;
}

static guint gtkkit_index_model_get_n_items(GListModel *model) {
    return GTKKIT_INDEX_MODEL(model)->n_items;
}

static gpointer gtkkit_index_model_get_item(GListModel *model, guint position) {
    GtkKitIndexModel *self = GTKKIT_INDEX_MODEL(model);
    if (position >= self->n_items) return NULL;
    if (self->items->len <= position) g_ptr_array_set_size(self->items, position + 1);
    GtkKitIndexItem *item = g_ptr_array_index(self->items, position);
    if (item == NULL) {
        item = g_object_new(GTKKIT_TYPE_INDEX_ITEM, NULL);
        item->index = position;
        g_ptr_array_index(self->items, position) = item;
    }
    return g_object_ref(item);
}

static void gtkkit_index_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = gtkkit_index_model_get_item_type;
    iface->get_n_items = gtkkit_index_model_get_n_items;
    iface->get_item = gtkkit_index_model_get_item;
}

static void unref_nullable(gpointer object) {
    if (object) g_object_unref(object);
}

static void gtkkit_index_model_finalize(GObject *object) {
    g_ptr_array_unref(GTKKIT_INDEX_MODEL(object)->items);
    G_OBJECT_CLASS(gtkkit_index_model_parent_class)->finalize(object);
}

static void gtkkit_index_model_class_init(GtkKitIndexModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gtkkit_index_model_finalize;
}

static void gtkkit_index_model_init(GtkKitIndexModel *self) {
    self->items = g_ptr_array_new_with_free_func(unref_nullable);
}

GListModel *gtkkit_index_model_new(guint n_items) {
    GtkKitIndexModel *model = g_object_new(GTKKIT_TYPE_INDEX_MODEL, NULL);
    model->n_items = n_items;
    return G_LIST_MODEL(model);
}

void gtkkit_index_model_set_n_items(GtkKitIndexModel *self, guint n_items) {
    g_return_if_fail(GTKKIT_IS_INDEX_MODEL(self));
    guint old = self->n_items, kept = MIN(old, n_items);
    self->n_items = n_items;
    if (self->items->len > n_items) g_ptr_array_set_size(self->items, n_items);
    if (old != n_items) g_list_model_items_changed(G_LIST_MODEL(self), kept, old - kept, n_items - kept);
}
