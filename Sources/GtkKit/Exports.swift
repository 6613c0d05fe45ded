@_exported import CGtk
