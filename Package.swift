// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax libraries (`usr/lib/swift/host`: SwiftParser, SwiftSyntax,
/// SwiftParserDiagnostics, …), which story files are parsed with: beside the `swiftc` on PATH
/// (its links resolved), or where MONTAGE_SWIFT_HOST says. Only MontageStories links them, so a
/// downstream app (Examples/ContactsApp), which cannot take unsafe flags, never meets them.
let swiftHost: String = {
    if let given = Context.environment["MONTAGE_SWIFT_HOST"], !given.isEmpty { return given }
    for folder in (Context.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        return swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
    }
    return "/usr/lib/swift/host"
}()

/// Where a built executable finds those libraries at run time: the toolchain's folder, except
/// for an install (tools/meson-swift-build.sh sets MONTAGE_INSTALL_RPATH), which carries copies.
let swiftHostRunpath: [String] = Context.environment["MONTAGE_INSTALL_RPATH"] == nil ? ["-Xlinker", "-rpath", "-Xlinker", swiftHost] : []

/// Where every module that imports MontageStories, directly or not, finds the SwiftSyntax
/// modules it imports (a non-resilient module's clients load even its internal imports). One
/// token, `-I<folder>`: SwiftPM carries a joined search path on to the test runner's generated
/// module (so plain `swift test` builds), where a split `-I`, `<folder>` reached it as a path "-I".
let hostModules: [SwiftSetting] = [.unsafeFlags(["-I" + swiftHost])]

/// The pkg-config file of a system library target: the package's own `file` (Sources/CGtk/cgtk.pc,
/// Sources/CSoup/csoup.pc), named by its path, which asks for the same folders and libraries as
/// the system's `name` without the flags SwiftPM drops with a warning on every build ("prohibited
/// flag(s): -pthread, … -msse2", from gio's and graphene's .pc files): an app's build prints
/// none. They name the /usr/include folders Debian (and most distributions) install; on a machine
/// without `header` there (or in a path with a space, which SwiftPM would split), the system's
/// `name`, which works with those warnings and says what to install when it is missing.
func pkgConfig(_ file: String, header: String, else name: String) -> String {
    let path = Context.packageDirectory + "/" + file
    guard !path.contains(" "), FileManager.default.fileExists(atPath: header) else { return name }
    return path
}

let package = Package(
    name: "montage-gtk",
    products: [
        .executable(name: "montage-gallery", targets: ["montage-gallery"]),
        .library(name: "Montage", targets: ["Montage"]),
        .library(name: "MontageGtk", targets: ["MontageGtk"]),
        // Typed GTK widgets (Gtk.Window, Gtk.Box, …), signals with Swift closures and the main
        // loop, for an app's own windows; it re-exports CGtk. Knows nothing of Montage.
        .library(name: "GtkKit", targets: ["GtkKit"]),
        // GTK's C API (pkg-config gtk4), for apps that put MontageGtk's widgets in their windows.
        .library(name: "CGtk", targets: ["CGtk"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: pkgConfig("Sources/CGtk/cgtk.pc", header: "/usr/include/gtk-4.0/gtk/gtk.h", else: "gtk4"),
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libsoup 3 (pkg-config libsoup-3.0): http(s) images, and the test server.
        .systemLibrary(
            name: "CSoup",
            pkgConfig: pkgConfig("Sources/CSoup/csoup.pc", header: "/usr/include/libsoup-3.0/libsoup/soup.h", else: "libsoup-3.0"),
            providers: [.apt(["libsoup-3.0-dev"])]
        ),
        // XTest (libxtst) and GDK's X11 backend: synthetic input through the X server, for GtkKitInput.
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        // GtkKit's own GObject types, in C as GTK's are (GtkKitGroup, GtkKitListRow, GtkKitIndexModel).
        .target(name: "CGtkKit", dependencies: ["CGtk"]),
        .target(
            name: "GtkKit",
            dependencies: ["CGtk", "CGtkKit"],
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // Real input through the X server (pointer, wheel, keys, typed text), in typed Swift.
        .target(name: "GtkKitInput", dependencies: ["GtkKit", "CGtk", "CXTest"]),
        .target(name: "Montage"),
        .target(name: "MontageGtk", dependencies: ["Montage", "GtkKit", "CGtk", "CGtkKit", "CSoup"]),
        // Story files: Swift read by the toolchain's parser and interpreted onto Montage's configs.
        .target(
            name: "MontageStories",
            dependencies: ["Montage"],
            swiftSettings: hostModules,
            linkerSettings: [
                .unsafeFlags(["-L", swiftHost] + swiftHostRunpath),
                .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftParserDiagnostics"), .linkedLibrary("SwiftDiagnostics"),
                .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftBasicFormat"),
            ]
        ),
        // What there is to show: stories, the registry, pages, scenarios, story folders.
        .target(name: "MontageCatalog", dependencies: ["MontageGtk", "GtkKit", "CGtk", "MontageStories"], swiftSettings: hostModules),
        // Captures, goldens, compare, classify, reports, workers, shards: configured by CaptureSettings.
        .target(name: "MontageCapture", dependencies: ["MontageCatalog", "MontageGtk", "GtkKit", "CGtk", "MontageStories"], swiftSettings: hostModules),
        // The accessibility audit: rules over a story's accessible tree, findings, --audit.
        .target(name: "MontageAudit", dependencies: ["MontageCapture", "MontageCatalog", "MontageGtk", "GtkKit", "CGtk", "MontageStories"], swiftSettings: hostModules),
        // The player of stories' steps: finding parts by accessible role and name, acting on them.
        .target(name: "MontagePlayer", dependencies: ["MontageAudit", "MontageCapture", "MontageCatalog", "MontageGtk", "MontageStories", "GtkKit", "GtkKitInput"], swiftSettings: hostModules),
        .target(name: "MontageGallery", dependencies: ["MontageAudit", "MontagePlayer", "GtkKitInput", "MontageCapture", "MontageCatalog", "MontageGtk", "GtkKit", "CGtk", "MontageStories"], swiftSettings: hostModules),
        .executableTarget(name: "montage-gallery", dependencies: ["MontageGallery", "MontagePlayer", "MontageAudit", "MontageCapture", "MontageCatalog", "MontageGtk", "GtkKit", "CGtk", "MontageStories"], swiftSettings: hostModules),
        .executableTarget(name: "montage-bench", dependencies: ["MontageGtk", "GtkKit", "MontageCatalog", "MontageCapture", "MontageAudit", "MontageGallery", "CGtk", "CGtkKit", "CSoup"], swiftSettings: hostModules),
        .target(name: "GtkTestSupport", dependencies: ["GtkKit", "CGtk", "CSoup"], path: "Tests/GtkTestSupport"),
        // GtkTestSupport for its one child-process runner and Generated/ check (on Linux the test
        // targets are one bundle, which links GTK anyway).
        .testTarget(name: "MontageTests", dependencies: ["Montage", "GtkTestSupport"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "CGtkKit", "GtkTestSupport"]),
        .target(name: "MontageTestSupport", dependencies: ["MontageGtk", "CGtk", "GtkTestSupport"], path: "Tests/MontageTestSupport"),
        .testTarget(name: "MontageStoriesTests", dependencies: ["MontageStories", "GtkTestSupport"], swiftSettings: hostModules),
        .testTarget(name: "MontageGtkTests", dependencies: ["MontageGtk", "CGtk", "GtkTestSupport", "MontageTestSupport", "CSoup"]),
        // The gallery's tests' common imports (Tests/GalleryTestSupport/Exports.swift).
        .target(name: "GalleryTestSupport", dependencies: ["MontageTestSupport", "MontageStories", "MontageCatalog", "MontageCapture", "MontageAudit", "MontageGallery"], path: "Tests/GalleryTestSupport", swiftSettings: hostModules),
        .testTarget(name: "MontageGalleryTests", dependencies: ["GalleryTestSupport", "GtkKitInput", "MontageCatalog", "MontageCapture", "MontageAudit", "MontageGallery", "montage-gallery", "MontagePlayer", "CGtk", "GtkTestSupport", "MontageTestSupport"], swiftSettings: hostModules),
    ],
    swiftLanguageModes: [.v6]
)
