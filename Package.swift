// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "montage-gtk",
    products: [
        .executable(name: "montage-gallery", targets: ["montage-gallery"]),
        .library(name: "Montage", targets: ["Montage"]),
        .library(name: "MontageGtk", targets: ["MontageGtk"]),
        // GTK's C API (pkg-config gtk4), for apps that put MontageGtk's widgets in their windows.
        .library(name: "CGtk", targets: ["CGtk"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libsoup 3 (pkg-config libsoup-3.0): http(s) images, and the test server.
        .systemLibrary(
            name: "CSoup",
            pkgConfig: "libsoup-3.0",
            providers: [.apt(["libsoup-3.0-dev"])]
        ),
        // GtkKit's own GObject types, in C as GTK's are (GtkKitGroup, GtkKitListRow, GtkKitIndexModel).
        .target(name: "CGtkKit", dependencies: ["CGtk"]),
        .target(
            name: "GtkKit",
            dependencies: ["CGtk", "CGtkKit"],
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        .target(name: "Montage"),
        .target(name: "MontageGtk", dependencies: ["Montage", "GtkKit", "CSoup"]),
        .target(name: "MontageGallery", dependencies: ["MontageGtk", "GtkKit"]),
        .executableTarget(name: "montage-gallery", dependencies: ["MontageGallery"]),
        .executableTarget(name: "montage-bench", dependencies: ["MontageGtk", "GtkKit", "MontageGallery", "CSoup"]),
        .target(name: "GtkTestSupport", dependencies: ["GtkKit", "CSoup"], path: "Tests/GtkTestSupport"),
        // GtkTestSupport for its one child-process runner and Generated/ check (on Linux the test
        // targets are one bundle, which links GTK anyway).
        .testTarget(name: "MontageTests", dependencies: ["Montage", "GtkTestSupport"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "GtkTestSupport"]),
        .target(name: "MontageTestSupport", dependencies: ["MontageGtk", "GtkTestSupport"], path: "Tests/MontageTestSupport"),
        .testTarget(name: "MontageGtkTests", dependencies: ["MontageGtk", "GtkTestSupport", "MontageTestSupport", "CSoup"]),
        .testTarget(name: "MontageGalleryTests", dependencies: ["MontageGallery", "GtkTestSupport", "MontageTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
