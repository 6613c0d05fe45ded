// GtkKitListRow: a GtkListBoxRow that tells its owner when it joins a rooted tree and when it
// is activated, through two hooks set once per process, so a list of thousands of rows needs
// no signal handler per row.
#pragma once
// GTK through CGtk's own header, so GTK's declarations belong to the CGtk module alone
// (a header included textually here too made CGtkKit a second owner: docs/ARCHITECTURE.md).
#include "../../CGtk/shim.h"

G_BEGIN_DECLS

#define GTKKIT_TYPE_LIST_ROW (gtkkit_list_row_get_type())
G_DECLARE_FINAL_TYPE(GtkKitListRow, gtkkit_list_row, GTKKIT, LIST_ROW, GtkListBoxRow)

// A hook: called with the row.
typedef void (*GtkKitListRowHook)(GtkWidget *row);

// A new row (a floating reference, like every new widget).
GtkWidget *gtkkit_list_row_new(void);

// Sets the hooks of every row, made or to be made (NULL: none).
void gtkkit_list_row_set_hooks(GtkKitListRowHook rooted, GtkKitListRowHook activated);

// The hooks set now (for a caller that sets its own for a while, then puts these back).
void gtkkit_list_row_get_hooks(GtkKitListRowHook *rooted, GtkKitListRowHook *activated);

G_END_DECLS
