// What every test of the gallery imports with `import GalleryTestSupport`: the Montage test
// support (XCTest, GtkKit, GTK's C API, probes) and the gallery's modules. MontageGtk's SPI and
// the executable's internals (`@testable import montage_gallery`) are imported per file.
@_exported import MontageTestSupport
@_exported import MontageStories
@_exported import MontageCatalog
@_exported import MontageCapture
@_exported import MontageAudit
@_exported import MontageGallery
