// What every Montage test needs comes with `import MontageTestSupport`: XCTest, Foundation, GtkKit, GTK's C API
// and the GTK test support (base class, input, probes). MontageGtk's SPI is imported per file.
@_exported import Foundation
@_exported import CGtk
@_exported import GtkKit
@_exported import GtkTestSupport
@_exported import XCTest
