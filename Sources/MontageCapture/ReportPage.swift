import GtkKit
import MontageCatalog

/// `report.html`: the contact sheet of a comparison run, the captures that did not match first
/// (expected, actual and diff side by side, with what differs), then every match.
@MainActor
enum ReportPage {
    static func html(_ report: CaptureReport) -> String {
        var body = "<p class=\"summary\">\(HTMLText.escape(CaptureCompare.summary(report)))</p>\n"
        let failures = report.failures
        if !failures.isEmpty {
            let heading = tr("Differences")
            body += "<h2>\(HTMLText.escape(heading))</h2>\n"
            // By class, the changes that matter most first.
            for (name, title) in CaptureReport.failureGroups {
                let entries = failures.filter { $0.diffClass == name }
                guard !entries.isEmpty else { continue }
                body += "<h3>\(HTMLText.escape(title)) (\(entries.count))</h3>\n"
                for entry in entries { body += figure(entry) }
            }
        }
        let matches = report.captures.filter { $0.status == .match }
        if !matches.isEmpty {
            let heading = tr("Matching")
            body += "<h2>\(HTMLText.escape(heading))</h2>\n<div class=\"grid\">\n"
            for entry in matches {
                body += "<a href=\"\(HTMLText.escape(entry.file))\" title=\"\(HTMLText.escape(entry.file))\"><img src=\"\(HTMLText.escape(entry.file))\" alt=\"\(HTMLText.escape(entry.file))\" loading=\"lazy\"></a>\n"
            }
            body += "</div>\n"
        }
        return HTMLText.page(title: tr("montage-gtk capture report"), style: [
            ".summary { font-size: 18px; } .review { color: #00bf40; } figcaption span { font-weight: 400; color: #ff4242; } .label { color: #70737c; margin-bottom: 4px; }",
            ".row, .grid { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }",
            "img { max-width: 480px; border: 1px solid #e1e2e4; border-radius: 8px; image-rendering: pixelated; } .grid img { max-width: 200px; }",
        ], body: body)
    }

    /// A capture that did not match: its name, axes and what differs over expected, actual
    /// and diff.
    private static func figure(_ entry: CaptureReport.Entry) -> String {
        let detail = [entry.summary] + (entry.shownClassDetail.map { [$0] } ?? [])
        let decision = entry.review.map { " <strong class=\"review\">\(HTMLText.escape(CaptureReport.title(of: $0)))</strong>" } ?? ""
        var html = "<figure class=\"failure\" id=\"\(HTMLText.escape(entry.file))\"><figcaption>\(HTMLText.escape(entry.file))\(decision) <code>\(HTMLText.escape(axes(entry)))</code>"
            + "<br><span>\(HTMLText.escape(detail.joined(separator: "; ")))</span></figcaption><div class=\"row\">\n"
        let images: [(String?, String)] = [(entry.expected, tr("Expected")), (entry.file, tr("Actual")), (entry.diff, tr("Diff"))]
        for case (let file?, let caption) in images {
            html += "<div><div class=\"label\">\(HTMLText.escape(caption))</div><a href=\"\(HTMLText.escape(file))\"><img src=\"\(HTMLText.escape(file))\" alt=\"\(HTMLText.escape(caption))\"></a></div>\n"
        }
        return html + "</div></figure>\n"
    }

    /// The axes of a capture as `scheme=dark direction=rtl …`, by name.
    private static func axes(_ entry: CaptureReport.Entry) -> String {
        entry.axes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
}
