// GtkKitGroup: a plain container widget (CSS node "box", accessible role group) with no layout
// of its own, for children placed by a layout manager set on it; it unparents its children
// when disposed. A draw function, when set, paints under its children (what a container draws
// itself, such as text it lays out without a label widget).
#pragma once
// GTK through CGtk's own header, so GTK's declarations belong to the CGtk module alone
// (a header included textually here too made CGtkKit a second owner: docs/ARCHITECTURE.md).
#include "../../CGtk/shim.h"

G_BEGIN_DECLS

#define GTKKIT_TYPE_GROUP (gtkkit_group_get_type())
G_DECLARE_FINAL_TYPE(GtkKitGroup, gtkkit_group, GTKKIT, GROUP, GtkWidget)

// Paints a group into the snapshot, in its own coordinates, before its children.
typedef void (*GtkKitGroupDrawFunc)(GtkWidget *group, GtkSnapshot *snapshot, gpointer data);

// A new group (a floating reference, like every new widget).
GtkWidget *gtkkit_group_new(void);

// Makes `func` paint the group under its children, with `data` (released by `destroy` when
// replaced or when the group is finalized); NULL paints nothing of its own.
void gtkkit_group_set_draw_func(GtkWidget *group, GtkKitGroupDrawFunc func, gpointer data, GDestroyNotify destroy);

G_END_DECLS
