import Glibc
import Montage
import GtkKit

/// The contact sheet of a screenshot run: an HTML page showing every capture, grouped by the
/// stories' sidebar sections, light and dark side by side, for review.
enum ContactSheet {
    static func html(stories: [Story], schemes: [ColorScheme], tags: [String] = []) -> String {
        var sections: [(String, [Story])] = []
        for story in stories {
            if let index = sections.firstIndex(where: { $0.0 == story.section }) {
                sections[index].1.append(story)
            } else {
                sections.append((story.section, [story]))
            }
        }
        var body = ""
        for (section, stories) in sections {
            body += "<h2>\(escape(section))</h2>\n"
            for story in stories {
                body += "<figure id=\"\(story.id)\"><figcaption>\(escape(story.title)) <code>\(story.id)</code></figcaption><div class=\"pair\">\n"
                for scheme in schemes {
                    let file = ScreenshotRunner.fileName(story, scheme, tags: tags)
                    let schemeName = scheme == .dark ? tr("Dark") : tr("Light")
                    body += "<a href=\"\(file)\"><img src=\"\(file)\" alt=\"\(escape(story.title)) (\(schemeName))\" title=\"\(schemeName)\" loading=\"lazy\"></a>\n"
                }
                body += "</div></figure>\n"
            }
        }
        // TRANSLATORS: the language code of the contact sheet's HTML (ko in Korean).
        let language = tr("en")
        let heading = escape(tr("montage-gtk captures"))
        // Lines, not a multi-line literal: xgettext reads this file as C.
        return [
            "<!doctype html>",
            "<html lang=\"\(language)\"><head><meta charset=\"utf-8\"><title>\(heading)</title>",
            "<style>",
            "body { font-family: Pretendard, system-ui, sans-serif; margin: 32px; background: #f7f7f8; color: #171719; }",
            "h2 { margin-top: 40px; } figure { margin: 16px 0 32px; } figcaption { margin-bottom: 8px; font-weight: 600; }",
            "code { color: #70737c; font-weight: 400; } .pair { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }",
            "img { max-width: 560px; border: 1px solid #e1e2e4; border-radius: 8px; }",
            "</style></head><body>",
            "<h1>\(heading)</h1>",
            body + "</body></html>",
            "",
        ].joined(separator: "\n")
    }

    private static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
