// swift-tools-version: 6.0
// A downstream app of montage-gtk: it uses only the package's public products (MontageGtk and
// CGtk), with no @testable and no @_spi, as any app outside the repository would.
import PackageDescription

let package = Package(
    name: "ContactsApp",
    dependencies: [.package(name: "montage-gtk", path: "../..")],
    targets: [
        .executableTarget(
            name: "ContactsApp",
            dependencies: [
                .product(name: "MontageGtk", package: "montage-gtk"),
                .product(name: "CGtk", package: "montage-gtk"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
