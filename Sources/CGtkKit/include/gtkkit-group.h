// GtkKitGroup: a plain container widget (CSS node "box", accessible role group) with no layout
// of its own, for children placed by a layout manager set on it; it unparents its children
// when disposed.
#pragma once
// GTK through CGtk's own header, so GTK's declarations belong to the CGtk module alone
// (a header included textually here too made CGtkKit a second owner: docs/ARCHITECTURE.md).
#include "../../CGtk/shim.h"

G_BEGIN_DECLS

#define GTKKIT_TYPE_GROUP (gtkkit_group_get_type())
G_DECLARE_FINAL_TYPE(GtkKitGroup, gtkkit_group, GTKKIT, GROUP, GtkWidget)

// A new group (a floating reference, like every new widget).
GtkWidget *gtkkit_group_new(void);

G_END_DECLS
