// GtkKitIndexModel: a GListModel of n items made on demand, each a GtkKitIndexItem that knows
// only its position: a list of any length costs nothing until GTK asks for its items. An item,
// once made, stays the same object for its position, and a new count changes only the tail:
// GTK keeps the rows of the positions that stay (it tells items apart by identity).
#pragma once
// GTK through CGtk's own header, so GTK's declarations belong to the CGtk module alone
// (a header included textually here too made CGtkKit a second owner: docs/ARCHITECTURE.md).
#include "../../CGtk/shim.h"

G_BEGIN_DECLS

#define GTKKIT_TYPE_INDEX_ITEM (gtkkit_index_item_get_type())
G_DECLARE_FINAL_TYPE(GtkKitIndexItem, gtkkit_index_item, GTKKIT, INDEX_ITEM, GObject)

// The item's position in its model.
guint gtkkit_index_item_get_index(GtkKitIndexItem *item);

#define GTKKIT_TYPE_INDEX_MODEL (gtkkit_index_model_get_type())
G_DECLARE_FINAL_TYPE(GtkKitIndexModel, gtkkit_index_model, GTKKIT, INDEX_MODEL, GObject)

// A model of n_items items (a full reference).
GListModel *gtkkit_index_model_new(guint n_items);

// Changes the count: items past it are dropped, new positions appended (items-changed once).
void gtkkit_index_model_set_n_items(GtkKitIndexModel *model, guint n_items);

G_END_DECLS
