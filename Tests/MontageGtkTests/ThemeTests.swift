import MontageTestSupport
@testable @_spi(Testing) @_spi(Capture) import MontageGtk

final class ThemeTests: MontageTestCase, @unchecked Sendable {
    func testTheGeneratedStylesheetParsesCleanlyInBothSchemes() {
        inEachScheme { scheme in
            XCTAssertEqual(Theme.errors, [], "\(scheme)")
            XCTAssertEqual(Theme.colorScheme, scheme)
        }
    }

    func testRulesNeverWriteAColorLiteral() {
        onMain {
            let literal = try! NSRegularExpression(pattern: #"#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(|:\s*(white|black|red|green|blue|gray|grey)\b"#)
            for (name, css) in Theme.registeredStylesheets {
                let range = NSRange(css.startIndex..., in: css)
                XCTAssertNil(literal.firstMatch(in: css, range: range), "stylesheet \(name) writes a color literal")
            }
            // Colors are defined once, from the tokens.
            let sheet = Theme.stylesheet(for: .dark)
            XCTAssertTrue(sheet.contains("@define-color foregroundNeutralPrimary rgba(247,247,248,1.0);"))
            XCTAssertTrue(sheet.contains("@define-color lineNeutralPrimary rgba(112,115,124,0.32);"))
        }
    }

    func testTextColorFollowsALiveSchemeSwitch() {
        onMain {
            Theme.register(stylesheet: ".probe-text { color: @foregroundNeutralTertiary; }", named: "theme-test")
            Theme.install(colorScheme: .light)
            let label = Build.label("probe", classes: ["probe-text"])
            present(label)
            XCTAssertTrue(StyleReadback.color(of: label).isClose(to: Color.Semantic.foregroundNeutralTertiary.resolved(in: .light)),
                          "\(StyleReadback.color(of: label))")
            Theme.install(colorScheme: .dark)
            XCTAssertTrue(StyleReadback.color(of: label).isClose(to: Color.Semantic.foregroundNeutralTertiary.resolved(in: .dark)),
                          "\(StyleReadback.color(of: label))")
        }
    }

    /// A palette step's color class joins the theme when a widget first takes it (GTK's selector
    /// tree is quadratic in unrelated rules; the 180 steps' were a twentieth of start-up), and
    /// then colors the widget as a token's does.
    func testAPaletteStepsClassIsAddedWhenFirstUsed() {
        onMain {
            Theme.install(colorScheme: .dark)
            guard let step = Color.Atomic.allCases.reversed().first(where: { !Theme.stylesheet(for: .dark).contains(".fg-\($0.rawValue) {") }) else {
                return XCTFail("every palette step's class is in the theme before any is used")
            }
            let label = Build.label("probe")
            WidgetStyling.setColor(label, .atomic(step))
            present(label)
            XCTAssertTrue(Theme.stylesheet(for: .dark).contains(".fg-\(step.rawValue) { color: @\(step.rawValue); }"))
            XCTAssertTrue(StyleReadback.color(of: label).isClose(to: step.rgba), "\(step): \(StyleReadback.color(of: label))")
            XCTAssertEqual(Theme.errors, [])
        }
    }

    func testSurfaceBackgroundIsRenderedFromTheToken() throws {
        try onMain {
            let surface = Build.vbox(classes: ["montage-surface"]).size(width: 20, height: 20)
            present(surface)
            XCTAssertEqual(try WidgetCapture.texture(of: surface).pixel(x: 10, y: 10), Pixel(red: 255, green: 255, blue: 255))
            Theme.install(colorScheme: .dark)
            XCTAssertEqual(try WidgetCapture.texture(of: surface).pixel(x: 10, y: 10), Pixel(red: 0x1B, green: 0x1C, blue: 0x1E))
        }
    }

    func testThemeObserversHearEverySwitchUntilCancelled() {
        onMain {
            var heard: [ColorScheme] = []
            let observation = Theme.observe { heard.append($0) }
            Theme.install(colorScheme: .dark)
            Theme.install(colorScheme: .light)
            observation.cancel()
            Theme.install(colorScheme: .dark)
            XCTAssertEqual(heard, [.dark, .light])
        }
    }

    func testGTKsOwnWidgetsFollowTheSchemeThroughPreferDark() {
        onMain {
            let settings = gtk_settings_get_default()!
            Theme.install(colorScheme: .dark)
            XCTAssertTrue(Properties.bool(settings, "gtk-application-prefer-dark-theme"))
            Theme.install(colorScheme: .light)
            XCTAssertFalse(Properties.bool(settings, "gtk-application-prefer-dark-theme"))
        }
    }
}
