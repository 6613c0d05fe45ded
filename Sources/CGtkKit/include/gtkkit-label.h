// GtkKitLabel: a GtkLabel that answers size requests from the layout it paints, shaping its text
// once per text and width rather than once per request. GtkLabel lays a copy of its layout out
// again for every measure (unconstrained, at the narrowest width, at the requested width), each a
// full HarfBuzz shaping; this label measures from its own layout where that gives the same
// numbers (a wrapping text that fits its line, an ellipsized line) and keeps what it measured
// until the text, attributes, style or width change, falling back to GtkLabel's measuring for the
// rest. Everything else (drawing, selection, accessibility, CSS node "label") is GtkLabel's.
#pragma once
#include "../../CGtk/shim.h"

G_BEGIN_DECLS

#define GTKKIT_TYPE_LABEL (gtkkit_label_get_type())
GType gtkkit_label_get_type(void) G_GNUC_CONST;

// A new label showing `text` (a floating reference, like every new widget).
GtkWidget *gtkkit_label_new(const char *text);

// Whether every measure is also asked of GtkLabel's own measuring and a difference warned about
// (GTKKIT_LABEL_VERIFY=1 in the environment, read once; the test suite sets it).
gboolean gtkkit_label_verifies(void);
// Turns that checking on or off from now on (a test counting layouts measures without it).
void gtkkit_label_set_verifies(gboolean verify);

// How many times labels have laid their text out to measure it, since the process started (a
// measure answered from the label's cache or from the layout it paints adds nothing).
guint64 gtkkit_label_layouts_made(void);

G_END_DECLS
