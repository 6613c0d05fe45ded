import GalleryTestSupport
@testable import MontageGallery
@_spi(Testing) @_spi(Capture) import MontageGtk

/// The desktop entry, AppStream metainfo and application icons that meson configures and
/// installs, for both build profiles: they name the application's id, parse, and pass
/// desktop-file-validate and `appstreamcli validate --no-net` (meson's `validate` tests).
final class DesktopIntegrationTests: MontageTestCase, @unchecked Sendable {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var resources: URL { root.appendingPathComponent("resources") }

    /// `meson setup` of the source tree with `-Dprofile=profile` in a fresh directory.
    private func mesonSetup(profile: BuildProfile) throws -> URL {
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("montage-meson-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: build) }
        let setup = run("meson", ["setup", build.path, root.path, "-Dprofile=\(profile.rawValue)", "-Dtests=false"])
        XCTAssertEqual(setup.status, 0, setup.output)
        return build
    }

    /// Runs `tool` (found on PATH); its status and its output (stdout and stderr, in order).
    private func run(_ tool: String, _ arguments: [String]) -> ChildProcess.Outcome {
        ChildProcess.run(tool, arguments, mergingStandardError: true, timeout: 300)
    }

    func testMesonConfiguresAValidDesktopEntryAndMetainfoPerProfile() throws {
        for profile in [BuildProfile.default, .development] {
            let id = profile.applicationID
            let build = try mesonSetup(profile: profile)
            // The entry and metainfo with their translations merged in (not the executable).
            let merge = run("ninja", ["-C", build.path, "\(id).desktop", "\(id).metainfo.xml"])
            XCTAssertEqual(merge.status, 0, merge.output)
            let validate = run("meson", ["test", "-C", build.path, "--suite", "validate", "--no-rebuild", "--print-errorlogs"])
            XCTAssertEqual(validate.status, 0, "\(profile): \(validate.output)")
            XCTAssertTrue(validate.output.contains("desktop-file-validate") && validate.output.contains("appstreamcli-validate"), validate.output)

            let entry = desktopEntry(build.appendingPathComponent("\(id).desktop").path)
            XCTAssertEqual(entry["Type"], "Application")
            XCTAssertEqual(entry["Name[ko]"], profile.isDevelopment ? "Montage 갤러리 (개발판)" : "Montage 갤러리", "translated from po/ko.po")
            XCTAssertEqual(entry["GenericName[ko]"], "컴포넌트 갤러리")
            XCTAssertNotNil(entry["Comment[ko]"])
            XCTAssertEqual(entry["Name"], profile.isDevelopment ? "Montage Gallery (Development)" : "Montage Gallery")
            XCTAssertEqual(entry["Exec"], "montage-gallery")
            XCTAssertEqual(entry["Icon"], id, "the icon is named after the application id")
            XCTAssertEqual(entry["Terminal"], "false")
            XCTAssertTrue(entry["Categories"]?.contains("GTK;") ?? false)

            let xml = try String(contentsOf: build.appendingPathComponent("\(id).metainfo.xml"), encoding: .utf8)
            XCTAssertTrue(xml.contains("<id>\(id)</id>"))
            XCTAssertTrue(xml.contains("<launchable type=\"desktop-id\">\(id).desktop</launchable>"))
            XCTAssertTrue(xml.contains("<release version=\"0.2.0\""), "release notes for this version")
            XCTAssertTrue(xml.contains("<summary xml:lang=\"ko\">"), "the summary in Korean")
            XCTAssertFalse(xml.contains("@"), "every placeholder is configured")
            for shot in ["gallery-light", "gallery-dark", "listcell-slots-light", "textfield-states-dark"] {
                XCTAssertTrue(xml.contains("/screenshots/\(shot).png</image>"), shot)
                XCTAssertTrue(FileManager.default.fileExists(atPath: resources.appendingPathComponent("readme/\(shot).png").path),
                              "\(shot): made by make readme-images")
            }
            for icon in ["scalable/apps/\(id).svg", "symbolic/apps/\(id)-symbolic.svg"] {
                let path = resources.appendingPathComponent("icons/hicolor/\(icon)").path
                onMain { XCTAssertNotNil(gdk_texture_new_from_filename(path, nil).map { Texture(owning: $0) }, icon) }
            }
        }
    }

    private func desktopEntry(_ path: String) -> [String: String] {
        onMain {
            let file = g_key_file_new()!
            defer { g_key_file_unref(file) }
            var error: UnsafeMutablePointer<GError>?
            guard g_key_file_load_from_file(file, path, G_KEY_FILE_KEEP_TRANSLATIONS, &error) != 0 else {
                XCTFail("\(path): \(error.map { String(cString: $0.pointee.message) } ?? "does not load")")
                return [:]
            }
            var result: [String: String] = [:]
            for key in ["Type", "Name", "Name[ko]", "GenericName[ko]", "Comment[ko]", "Exec", "Icon", "Terminal", "Categories"] {
                // "Name[ko]": the Korean value only (GLib falls back to the untranslated one).
                let locale = key.hasSuffix("[ko]") ? "ko" : nil
                let name = locale == nil ? key : String(key.dropLast(4))
                guard let raw = locale == nil ? g_key_file_get_string(file, "Desktop Entry", name, nil)
                    : g_key_file_get_locale_string(file, "Desktop Entry", name, "ko", nil) else { continue }
                result[key] = String(cString: raw)
                g_free(raw)
            }
            return result
        }
    }

    /// The executable carries the application icons of resources/icons byte for byte
    /// (tools/gen-icon-bundle.py was rerun after the last change), and the icon theme finds the
    /// gallery's in them with nothing installed.
    func testTheBuiltInApplicationIconsMatchTheirFiles() throws {
        try onMain {
            AppIcon.register()
            let folder = resources.appendingPathComponent("icons/hicolor/scalable/apps")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
            XCTAssertEqual(files, [BuildProfile.default, .development].map { $0.applicationID + ".svg" }.sorted())
            XCTAssertEqual(files.count, AppIconBundle.count)
            for file in files {
                try GeneratedFiles.assertBundled("\(AppIconBundle.resourcePath)/scalable/apps/\(file)", is: folder.appendingPathComponent(file),
                                                 regenerate: "tools/gen-icon-bundle.py")
            }
            XCTAssertTrue(Icons.exists(AppIcon.name), "the icon theme has \(AppIcon.name)")
        }
    }

    func testTheApplicationIconsRender() throws {
        try onMain {
            let path = resources.appendingPathComponent("icons/hicolor/scalable/apps/\(GalleryApp.id).svg").path
            let texture = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(path, nil)))
            XCTAssertEqual([texture.width, texture.height], [128, 128])
            XCTAssertEqual(texture.pixel(x: 64, y: 12), Pixel(red: 0x00, green: 0x66, blue: 0xFF), "brand blue")
            XCTAssertEqual(texture.pixel(x: 2, y: 2).alpha, 0, "rounded corner")
            let devel = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(
                resources.appendingPathComponent("icons/hicolor/scalable/apps/\(BuildProfile.development.applicationID).svg").path, nil)))
            XCTAssertEqual(devel.pixel(x: 64, y: 12), Pixel(red: 0x00, green: 0x66, blue: 0xFF), "the same tile")
            let band = (0..<128).map { devel.pixel(x: $0, y: 104) }
            XCTAssertTrue(band.contains(Pixel(red: 0xFF, green: 0xC1, blue: 0x07)) && band.contains(Pixel(red: 0x1A, green: 0x1A, blue: 0x1A)),
                          "the development icon's striped band")
            let symbolic = Texture(owning: try XCTUnwrap(gdk_texture_new_from_filename(
                resources.appendingPathComponent("icons/hicolor/symbolic/apps/\(GalleryApp.id)-symbolic.svg").path, nil)))
            XCTAssertEqual([symbolic.width, symbolic.height], [16, 16])
        }
    }
}
