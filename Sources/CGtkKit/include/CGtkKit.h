// GtkKit's own GObject types, written in C as GTK's are.
#pragma once
#include "gtkkit-group.h"
#include "gtkkit-label.h"
#include "gtkkit-list-row.h"
#include "gtkkit-index-model.h"
