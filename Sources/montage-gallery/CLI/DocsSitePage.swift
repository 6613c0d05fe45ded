import Montage
import GtkKit
import MontageCapture
import MontageAudit
import MontageCatalog
import MontageStories

/// The HTML of the `--docs` site: valid HTML5 (`tidy` finds nothing), one stylesheet inline,
/// light and dark by the reader's preference, landmarks, a table per API with a caption and
/// header cells, and images with their alternative text; the index's search is a few lines of
/// script that filter a list already on the page (nothing is fetched: it works from a file URL).
@MainActor
enum DocsSitePage {
    private static func e(_ text: String) -> String { HTMLText.escape(text) }

    /// `code` escaped, with a break opportunity (`<wbr>`) inside its camel-case words and after
    /// its dots, so a narrow column wraps `.foregroundNeutralPrimary` between its words.
    static func breakable(_ code: String) -> String {
        var html = "", previous: Character = " "
        for (index, character) in code.enumerated() {
            if (character.isUppercase && previous.isLowercase) || (previous == "." && character.isLetter && index > 1) { html += "<wbr>" }
            html += e(String(character))
            previous = character
        }
        return html
    }

    /// An anchor id for a row: `modifier-chevron`, `parameter-label`.
    static func anchor(_ row: APIRow) -> String {
        "\(row.kind.rawValue)-" + (row.name == "_" ? "unlabelled" : row.name)
    }

    /// The site's faces of Pretendard (in its `fonts/` folder, with the license), by CSS weight.
    static let fonts = [(400, "Pretendard-Regular.otf"), (600, "Pretendard-SemiBold.otf"), (700, "Pretendard-Bold.otf")]

    /// How many values a row lists in the open; a longer list (a color's 80 tokens) is a
    /// disclosure that says how many it holds.
    static let valuesShown = 8

    private static let style = fonts.map { weight, file in
        "@font-face { font-family: Pretendard; font-weight: \(weight); src: url(\"fonts/\(file)\") format(\"opentype\"); }"
    } + [
        ":root { color-scheme: light dark; --fg: #171719; --muted: #5a5c63; --line: #e1e2e4; --bg: #ffffff; --note: #f4f4f5; --link: #0066ff; }",
        "@media (prefers-color-scheme: dark) { :root { --fg: #f7f7f8; --muted: #c2c4c8; --line: #37383c; --bg: #1b1c1e; --note: #2e2f33; --link: #3385ff; } }",
        "body { font-family: Pretendard, system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 32px; background: var(--bg); color: var(--fg); line-height: 1.5; }",
        "a { color: var(--link); } code, pre { font-family: D2Coding, monospace, Pretendard; } pre { padding: 12px; border: 1px solid var(--line); border-radius: 8px; overflow-x: auto; }",
        "table { border-collapse: collapse; width: 100%; table-layout: fixed; } td code, th code { overflow-wrap: anywhere; }",
        ".name { width: 22%; } .type { width: 20%; } .default { width: 20%; } summary { cursor: pointer; }",
        " caption { text-align: start; font-weight: 700; padding: 8px 0; }",
        "th, td { border-top: 1px solid var(--line); padding: 8px; text-align: start; vertical-align: top; } th { font-weight: 600; }",
        ":lang(ko) { word-break: keep-all; overflow-wrap: break-word; }",
        ".muted { color: var(--muted); } .rule { background: var(--note); border-radius: 8px; padding: 6px 10px; margin: 6px 0 0; }",
        ".captures { display: flex; gap: 16px; flex-wrap: wrap; } .captures img { max-width: 440px; border: 1px solid var(--line); border-radius: 8px; }",
        "input[type=search] { font: inherit; padding: 6px 10px; width: 100%; max-width: 480px; } :focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }",
    ]

    private static func page(title: String, korean: Bool, body: String, script: String? = nil) -> String {
        ([
            "<!DOCTYPE html>",
            "<html lang=\"\(korean ? "ko" : "en")\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(e(title))</title>",
            "<style>",
        ] + style + [
            "</style>",
            "</head>",
            "<body>",
            body,
        ] + (script.map { ["<script>", $0, "</script>"] } ?? []) + [
            "</body>",
            "</html>",
            "",
        ]).joined(separator: "\n")
    }

    /// A component's page.
    static func component(_ reference: ComponentReference, examples: [(story: Story, code: String)], findings: [AuditFinding], audited: Int,
                          korean: Bool) -> String {
        // Each text translated outside the HTML: xgettext reads this file as C, and a call inside
        // a string literal's interpolation is no call to it.
        let docs = tr("Docs"), all = tr("All components"), initializer = tr("Initializer"), name = tr("Name"), type = tr("Type of value")
        let fallback = tr("Default"), does = tr("What it does"), required = tr("Required"), exampleTitle = tr("Examples")
        let accessibility = tr("Accessibility"), light = tr("Light"), dark = tr("Dark")
        var body = "<header><nav aria-label=\"\(e(docs))\"><a href=\"index.html\">\(e(all))</a></nav>"
        body += "<h1>\(e(reference.component))</h1>\n<p>\(e(reference.summary.text(korean: korean)))</p></header>\n<main>\n"
        body += "<h2>\(e(initializer))</h2>\n<pre><code>\(e(reference.signature))</code></pre>\n"
        let groups = [(tr("Parameters"), reference.parameters), (tr("Modifiers"), reference.modifiers)]
        for (title, rows) in groups where !rows.isEmpty {
            body += "<table>\n<caption>\(e(title))</caption>\n<colgroup><col class=\"name\"><col class=\"type\"><col class=\"default\"><col></colgroup>\n<thead><tr><th scope=\"col\">\(e(name))</th><th scope=\"col\">\(e(type))</th>"
            body += "<th scope=\"col\">\(e(fallback))</th><th scope=\"col\">\(e(does))</th></tr></thead>\n<tbody>\n"
            for row in rows {
                body += "<tr id=\"\(anchor(row))\"><th scope=\"row\"><code>\(breakable(row.call))</code></th><td><code>\(breakable(row.type))</code></td>"
                body += "<td>\(row.defaultValue.map { "<code>\(breakable($0))</code>" } ?? e(required))</td><td>\(e(row.text.text(korean: korean)))"
                if row.values.count > valuesShown {
                    let summary = tr("%d values", row.values.count)
                    body += "<details><summary class=\"muted\">\(e(summary))</summary><p class=\"muted\">\(e(row.values.joined(separator: ", ")))</p></details>"
                } else if !row.values.isEmpty {
                    let values = tr("Values: %s", row.values.joined(separator: ", "))
                    body += "<br><span class=\"muted\">\(e(values))</span>"
                }
                for rule in row.rules {
                    let note = tr("Rule: %s", rule.text(korean: korean))
                    body += "<p class=\"rule\">\(e(note))</p>"
                }
                body += "</td></tr>\n"
            }
            body += "</tbody>\n</table>\n"
        }
        if !examples.isEmpty {
            body += "<h2>\(e(exampleTitle))</h2>\n"
            for (story, code) in examples {
                body += "<section aria-labelledby=\"\(story.id)\"><h3 id=\"\(story.id)\">\(e(story.title))</h3>\n<pre><code>\(e(code))</code></pre>\n<div class=\"captures\">"
                for (scheme, schemeName) in [(ColorScheme.light, light), (.dark, dark)] {
                    let alt = tr("%1$s, %2$s scheme", story.title, schemeName)
                    body += "<img src=\"images/\(story.id)-\(scheme.rawValue).png\" alt=\"\(e(alt))\">"
                }
                body += "</div></section>\n"
            }
        }
        body += "<h2>\(e(accessibility))</h2>\n"
        let violations = findings.filter { $0.accepted == nil }
        if violations.isEmpty {
            let clean = tr("No violations in %d pages, in both schemes.", audited)
            let accepted = tr("%d accepted, each with its reason (resources/audit-accepted.txt).", findings.count)
            body += "<p>\(e(clean))" + (findings.isEmpty ? "" : " \(e(accepted))") + "</p>\n"
        } else {
            body += "<ul>\n" + violations.map { "<li>\(e($0.line))</li>" }.joined(separator: "\n") + "\n</ul>\n"
        }
        return page(title: "\(reference.component) · Montage", korean: korean, body: body + "</main>")
    }

    /// The index: every component with its summary, and a search over components and modifiers.
    static func index(_ references: [ComponentReference], korean: Bool) -> String {
        let title = tr("Montage components"), search = tr("Search components and modifiers")
        var body = "<header><h1>\(e(title))</h1></header>\n<main>\n"
        body += "<label for=\"search\">\(e(search))</label><br>\n"
        body += "<input type=\"search\" id=\"search\" autocomplete=\"off\" aria-controls=\"entries\">\n"
        body += "<p id=\"count\" class=\"muted\" aria-live=\"polite\"></p>\n<ul id=\"entries\">\n"
        for reference in references {
            let page = DocsSite.file(of: reference.component)
            body += "<li data-text=\"\(e(reference.component.lowercased()))\"><a href=\"\(page)\">\(e(reference.component))</a>: \(e(reference.summary.text(korean: korean)))</li>\n"
            for row in reference.rows {
                let text = "\(reference.component) \(row.name)".lowercased()
                body += "<li data-text=\"\(e(text))\" class=\"muted\"><a href=\"\(page)#\(anchor(row))\"><code>\(e(reference.component))\(e(row.kind == .modifier ? "." + row.name : " " + row.call))</code></a></li>\n"
            }
        }
        body += "</ul>\n</main>"
        let script = [
            "const field = document.getElementById('search'), items = Array.from(document.querySelectorAll('#entries li'));",
            "const count = document.getElementById('count');",
            "function filter() {",
            "  const words = field.value.toLowerCase().split(/\\s+/).filter(w => w);",
            "  let shown = 0;",
            "  for (const item of items) { const match = words.every(w => item.dataset.text.includes(w)); item.hidden = !match; if (match) shown++; }",
            "  count.textContent = words.length ? shown + ' / ' + items.length : '';",
            "}",
            "field.addEventListener('input', filter);",
        ].joined(separator: "\n")
        return page(title: title, korean: korean, body: body, script: script)
    }
}
