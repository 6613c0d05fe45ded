@_exported import GtkKit
@_exported import Montage
