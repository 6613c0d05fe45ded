// What every test of GTK code imports with GtkTestSupport: GTK's C API (tests read widgets back
// through it), besides GtkKit.
@_exported import CGtk
