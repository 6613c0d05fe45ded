// MontageGtk's public face: the Montage core (tokens, configs) and the GTK views that show it.
// GTK itself comes from the CGtk product, imported by the app; GtkKit's helpers stay inside.
@_exported import Montage
