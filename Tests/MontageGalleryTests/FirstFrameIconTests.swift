import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) import MontageGtk

/// The gallery window's first frame draws no SVG: its header's icons come pre-encoded as
/// symbolic PNGs at 16 px and its X11 window icon as a 48 px PNG (tools/gen-icon-bundle.py), so
/// starting the gallery loads no SVG renderer (librsvg, libxml2 and ICU: 8 MB resident). Other
/// sizes still draw from the SVGs.
final class FirstFrameIconTests: MontageTestCase, @unchecked Sendable {
    func testTheFirstFramesIconsArePreEncoded() throws {
        try onMain {
            let gallery = openGallery("tokens-colors")
            defer { end(gallery) }
            AppIcon.register()  // as GalleryApp does before its window
            let theme = try XCTUnwrap(IconTheme.forDefaultDisplay)
            for icon in [Icon.eye, .moreHorizontal, .menu] {
                let name = Icons.gtkName(icon.rawValue)
                XCTAssertEqual(theme.file(of: name, size: 16).map { ($0 as NSString).lastPathComponent }, "\(name).symbolic.png")
                XCTAssertEqual(theme.file(of: name, size: 24).map { ($0 as NSString).lastPathComponent }, "\(name).svg", "24 px from the SVG")
                XCTAssertEqual(theme.file(of: name, size: 16, scale: 2).map { ($0 as NSString).lastPathComponent }, "\(name).svg", "HiDPI from the SVG")
            }
            XCTAssertEqual(theme.file(of: AppIcon.name, size: 48).map { ($0 as NSString).lastPathComponent }, "\(AppIcon.name).png",
                           "the window icon GTK renders at realize")
            XCTAssertEqual(theme.file(of: AppIcon.name, size: 128).map { ($0 as NSString).lastPathComponent }, "\(AppIcon.name).svg")
        }
    }
}
