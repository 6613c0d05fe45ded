import CGtk
import CGtkKit
