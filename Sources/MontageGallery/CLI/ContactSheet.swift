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
            body += "<h2>\(HTMLText.escape(section))</h2>\n"
            for story in stories {
                body += "<figure id=\"\(story.id)\"><figcaption>\(HTMLText.escape(story.title)) <code>\(story.id)</code></figcaption><div class=\"pair\">\n"
                for scheme in schemes {
                    let file = ScreenshotRunner.fileName(story, scheme, tags: tags)
                    let schemeName = scheme == .dark ? tr("Dark") : tr("Light")
                    body += "<a href=\"\(file)\"><img src=\"\(file)\" alt=\"\(HTMLText.escape(story.title)) (\(schemeName))\" title=\"\(schemeName)\" loading=\"lazy\"></a>\n"
                }
                body += "</div></figure>\n"
            }
        }
        return HTMLText.page(title: tr("montage-gtk captures"), style: [
            "h2 { margin-top: 40px; } .pair { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }",
            "img { max-width: 560px; border: 1px solid #e1e2e4; border-radius: 8px; }",
        ], body: body)
    }
}
