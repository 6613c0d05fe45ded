@_exported import CGtk
@_exported import CGtkKit
