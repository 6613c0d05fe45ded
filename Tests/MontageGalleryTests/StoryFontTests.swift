import GalleryTestSupport
@testable import MontageCatalog
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Every text the gallery shows is set in Pretendard, and code in D2Coding: for each label of each
/// story, the face Pango shaped every run with (fallbacks included) is one of the family's, and no
/// glyph is missing.
final class StoryFontTests: MontageTestCase, @unchecked Sendable {
    func testEveryLabelOfEveryStoryResolvesToPretendardAndCodeToD2Coding() {
        onMain {
            GalleryStylesheet.register()
            for story in StoryRegistry.builtIn {
                let page = story.build(.unheard(story.id))
                present(Build.vbox(classes: ["montage-surface"], [page]), width: story.preferredSize.width)
                MainLoop.run(until: { ImageLoader.pending == 0 }, timeout: 10)
                let labels = page.descendants { $0.isA(Gtk.Label.gType) && gtk_widget_get_mapped($0) != 0 }
                XCTAssertGreaterThan(labels.count, 0, story.id)
                for label in labels {
                    let text = String(cString: gtk_label_get_text(cast(label)))
                    let isCode = ["code-text", "diagnostic-source", "docs-call"].contains { (name: String) in gtk_widget_has_css_class(label, name) != 0 }
                    let family = isCode ? CodeFont.family : "Pretendard"
                    for face in resolvedFaces(of: label) where face.family != family {
                        XCTFail("\(story.id): '\(text)' has a run in \(face), not \(family)")
                    }
                    XCTAssertEqual(missingGlyphCount(of: label), 0, "\(story.id): '\(text)' has glyphs \(family) lacks")
                }
            }
        }
    }

    /// The playgrounds' editable Swift is set in D2Coding, whatever the machine calls monospace.
    func testThePlaygroundCodeIsSetInD2Coding() throws {
        try onMain {
            GalleryStylesheet.register()
            let page = ListCellPlayground.story.build(.unheard())
            present(page, width: 1000)
            let editor = try XCTUnwrap(page.descendant(ControlPart.codeEditor))
            XCTAssertEqual(gtk_widget_has_css_class(editor, "monospace"), 0, "no generic family is asked for")
            let context = gtk_widget_get_pango_context(editor)!
            let description = pango_context_get_font_description(context)!
            XCTAssertEqual(String(cString: pango_font_description_get_family(description)), CodeFont.family)
            let font = try XCTUnwrap(pango_context_load_font(context, description))
            defer { g_object_unref(font.gRaw) }
            let loaded = pango_font_describe(font)!
            defer { pango_font_description_free(loaded) }
            XCTAssertEqual(String(cString: pango_font_description_get_family(loaded)), CodeFont.family, "the face loaded is D2Coding's")
        }
    }

    /// A machine whose fontconfig calls something else monospace (NixOS sets `FONTCONFIG_FILE`
    /// system-wide, so the project's own file is not used) captures the playgrounds byte for byte
    /// as the project's fontconfig does: no capture asks for a generic family.
    func testPlaygroundCapturesDoNotDependOnTheMachinesMonospace() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fonts = repository.appendingPathComponent("resources/fonts").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("montage-decoy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        // The project's fonts, with every generic family made a decoy: the ligature variant of D2Coding.
        let decoy = folder.appendingPathComponent("decoy.conf").path
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(fonts)</dir>
              <cachedir>\(folder.path)/cache</cachedir>
              <alias binding="strong"><family>monospace</family><prefer><family>D2Coding ligature</family></prefer></alias>
              <alias binding="strong"><family>sans-serif</family><prefer><family>D2Coding ligature</family></prefer></alias>
            </fontconfig>
            """.write(toFile: decoy, atomically: false, encoding: .utf8)
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery").path
        var captures: [[Data]] = []
        for (index, file) in [fonts + "/fonts.conf", decoy].enumerated() {
            var environment = ProcessInfo.processInfo.environment
            environment["FONTCONFIG_FILE"] = file
            let output = folder.appendingPathComponent("run-\(index)").path
            let run = ChildProcess.run(gallery, ["--screenshot", output, "--theme", "light", "--story", "listcell-playground", "--story", "textfield-playground"],
                                       environment: environment, timeout: 120)
            XCTAssertEqual(run.status, 0, run.stderrText)
            captures.append(try ["listcell-playground-light.png", "textfield-playground-light.png"].map { try Data(contentsOf: URL(fileURLWithPath: output + "/" + $0)) })
        }
        XCTAssertEqual(captures[0], captures[1], "the decoy changed no pixel")
    }

    /// The event logs set their figures in Pretendard's tabular digits (not a monospace family):
    /// every digit is as wide as every other.
    func testEventLogsUseTabularFigures() {
        onMain {
            GalleryStylesheet.register()
            let page = ListCellPlayground.story.build(.unheard())
            present(page, width: 1000)
            let log = try! XCTUnwrap(page.descendant(ControlPart.eventLog)?.children.first, "the placeholder line")
            let plain = Build.label("", classes: ["typo-caption1", "weight-regular"])
            present(plain)
            @MainActor func width(_ label: WidgetPointer, _ text: String) -> Int32 {
                gtk_label_set_text(cast(label), text)
                var natural: Int32 = 0
                gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
                return natural
            }
            XCTAssertEqual(width(log, "11:11:11"), width(log, "00:00:00"), "tabular: 1 is as wide as 0")
            XCTAssertEqual(width(log, "1111111111"), width(log, "8888888888"))
            XCTAssertLessThan(width(plain, "1111111111"), width(plain, "8888888888"), "proportional figures elsewhere")
            XCTAssertEqual(Set(resolvedFaces(of: log)), [ResolvedFace(family: "Pretendard", weight: 400)])
        }
    }
}
