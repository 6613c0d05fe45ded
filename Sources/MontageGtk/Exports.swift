// MontageGtk's public face: the Montage core (tokens, configs) and the GTK views that show it.
// GTK itself, typed, comes from the GtkKit product (or raw from CGtk), imported by the app.
@_exported import Montage
