import GtkKit
import MontageCatalog

/// Text set into the HTML pages the gallery writes (the contact sheet, the capture report).
package enum HTMLText {
    /// `text` with `&`, `<`, `>` and `"` escaped, safe in an element or a quoted attribute.
    package static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }

    /// A whole page in the user's language: `title` (plain text) as its title and heading,
    /// the gallery's page style and `style`'s rules, then `body` (HTML).
    package static func page(title: String, style: [String], body: String) -> String {
        // TRANSLATORS: the language code of the HTML pages the gallery writes (ko in Korean).
        let language = tr("en")
        let heading = escape(title)
        // Lines, not a multi-line literal: xgettext reads this file as C.
        return ([
            "<!doctype html>",
            "<html lang=\"\(language)\"><head><meta charset=\"utf-8\"><title>\(heading)</title>",
            "<style>",
            "body { font-family: Pretendard, system-ui, sans-serif; margin: 32px; background: #f7f7f8; color: #171719; }",
            "figure { margin: 16px 0 32px; } figcaption { margin-bottom: 8px; font-weight: 600; } code { color: #70737c; font-weight: 400; }",
        ] + style + [
            "</style></head><body>",
            "<h1>\(heading)</h1>",
            body + "</body></html>",
            "",
        ]).joined(separator: "\n")
    }
}
