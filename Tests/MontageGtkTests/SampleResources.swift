import Foundation
import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

/// The sample images of `resources/samples`: their paths, and a GResource bundle of them built at
/// test time (with glib-compile-resources from libglib2.0-dev-bin), so `resource://` URLs load.
@MainActor
enum SampleResources {
    static let prefix = "/org/montage-gtk/tests/samples"

    /// The absolute path of a sample image in `resources/samples`.
    static func path(_ name: String) -> String {
        (ResourcePaths.root ?? "") + "/samples/" + name
    }
    private static var registered: OpaquePointer?

    struct BuildError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// `resource://` URL of a sample image; builds and registers the bundle on first use.
    static func url(_ name: String) throws -> String {
        try register()
        return "resource://\(prefix)/\(name)"
    }

    private static func register() throws {
        if registered != nil { return }
        let samples = try XCTUnwrap(ResourcePaths.root, "resources folder") + "/samples"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-gresource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("samples.gresource.xml")
        let files = ["avatar-person.png", "logo-company.png", "thumbnail-landscape.png", "broken-image.png"]
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources>
              <gresource prefix="\(prefix)">
            \(files.map { "    <file>\($0)</file>" }.joined(separator: "\n"))
              </gresource>
            </gresources>
            """
        try xml.write(to: manifest, atomically: true, encoding: .utf8)
        let bundle = folder.appendingPathComponent("samples.gresource").path
        let compile = ChildProcess.run("/usr/bin/glib-compile-resources", ["--sourcedir=\(samples)", "--target=\(bundle)", manifest.path],
                                       mergingStandardError: true, timeout: 60)
        guard compile.succeeded else {
            throw BuildError(message: "glib-compile-resources failed (\(compile.ending)): \(compile.output)")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(bundle, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            if let error { g_error_free(error) }
            throw BuildError(message: "g_resource_load: \(message)")
        }
        g_resources_register(resource)
        registered = resource
    }
}
