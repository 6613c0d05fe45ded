// Synthetic input through the X server (XTest, Debian's libxtst) for GtkKitInput: events arrive
// at GTK as a person's would. GTK comes through CGtk's own header, so its declarations belong to
// the CGtk module alone (docs/ARCHITECTURE.md); GDK's X11 backend and Xlib are this module's.
#ifndef MONTAGE_CXTEST_SHIM_H
#define MONTAGE_CXTEST_SHIM_H

#include "../CGtk/shim.h"
#include <gdk/x11/gdkx.h>
#include <X11/Xlib.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>

// GDK_IS_X11_DISPLAY is a macro.
static inline gboolean cxtest_is_x11_display(GdkDisplay *display) { return GDK_IS_X11_DISPLAY(display); }

#endif
