import Glibc
import Montage
import GtkKit
import MontageCatalog
import MontageCapture
import MontageGallery

/// The contact sheet of a screenshot run: an HTML page showing every capture, grouped by the
/// stories' sidebar sections, each story's captures (light and dark, a matrix's cells) side by
/// side, for review.
enum ContactSheet {
    static func html(stories: [Story], cells: [CaptureCell]) -> String {
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
                let own = cells.filter { $0.story == story.id }
                // The tags every capture of the story has (a run's --lang) say nothing about one of them.
                let common = own.map { Set($0.settings.fileTags) }.reduce(own.first.map { Set($0.settings.fileTags) } ?? []) { $0.intersection($1) }
                for cell in own {
                    let file = cell.fileName
                    // The scheme, then each tag that sets this capture apart (rtl, 2x, text125, …).
                    let name = ([cell.scheme == .dark ? tr("Dark") : tr("Light")] + cell.settings.fileTags.filter { !common.contains($0) }).joined(separator: " ")
                    body += "<a href=\"\(file)\"><img src=\"\(file)\" alt=\"\(HTMLText.escape(story.title)) (\(name))\" title=\"\(name)\" loading=\"lazy\"></a>\n"
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
