import MontageTestSupport
@_spi(Testing) @testable import MontageGtk

/// Montage's stylesheets rewritten for a subtree in another scheme and text size: every selector
/// under the scope class, every color a value, and GTK parses the result without an error.
final class ScopedCSSTests: MontageTestCase, @unchecked Sendable {
    func testSelectorsGoUnderTheScopeAndColorsBecomeValues() {
        let css = """
        /* a comment { with braces } */
        @define-color accent #ff0000;
        .a, .b:not(.c, .d) > label { color: @accent; background-color: alpha(@accent, 0.5); }
        entry.x:focus-within { outline: 2px solid @missing; }
        """
        let colors = ScopedCSS.colors(definedIn: "@define-color base #102030; @define-color accent @base;")
        XCTAssertEqual(colors["accent"], "#102030", "a color defined through another")
        let scoped = ScopedCSS.rewrite(css, scope: "v1", colors: colors)
        XCTAssertEqual(scoped, """
        .v1 .a, .v1 .b:not(.c, .d) > label { color: #102030; background-color: alpha(#102030, 0.5); }
        .v1 entry.x:focus-within { outline: 2px solid @missing; }

        """)
    }

    func testTheScopedStylesheetsParseCleanInBothSchemes() {
        onMain {
            Theme.install(colorScheme: .light)
            for scheme in ColorScheme.allCases {
                let sheets = Theme.scopedStylesheets(scope: "scoped-test", scheme: scheme, textScale: 1.5)
                let provider = CSSProvider(priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
                XCTAssertEqual(provider.load(sheets.colorClasses + "\n" + sheets.rules), [], "\(scheme): no parse error")
                XCTAssertTrue(sheets.rules.contains(".scoped-test .typo-body2 { font-family: Pretendard; font-size: 22.5px;"), "the scale is the panel's")
                let value = Color.Semantic.foregroundNeutralPrimary.resolved(in: scheme).css
                XCTAssertTrue(sheets.colorClasses.contains(".scoped-test .fg-foregroundNeutralPrimary { color: \(value); }"), "\(scheme): a value, not @name")
                for rule in (sheets.colorClasses + sheets.rules).split(separator: "}") {
                    guard let head = rule.split(separator: "{").first?.drop(while: \.isWhitespace), !head.isEmpty else { continue }
                    for selector in head.split(separator: ",") where !selector.contains("(") && !selector.contains(")") {
                        XCTAssertTrue(selector.drop(while: \.isWhitespace).hasPrefix(".scoped-test "), "every selector is scoped: \(selector)")
                    }
                }
            }
        }
    }
}
