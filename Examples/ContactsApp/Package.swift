// swift-tools-version: 6.0
// A downstream app of montage-gtk: it uses only the package's public products (MontageGtk and
// GtkKit, which re-exports GTK's C API), with no @testable and no @_spi, as any app outside the
// repository would. The dependency is named: a path dependency's identity is its folder's name,
// which is not montage-gtk in every checkout (a worktree, a CI folder).
import PackageDescription

let package = Package(
    name: "ContactsApp",
    dependencies: [.package(name: "montage-gtk", path: "../..")],
    targets: [
        .executableTarget(
            name: "ContactsApp",
            dependencies: [
                .product(name: "MontageGtk", package: "montage-gtk"),
                .product(name: "GtkKit", package: "montage-gtk"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
