import GtkKit
import MontageCapture

/// `report.html` of a play, standing alone beside its captures: a summary, then each story as a
/// filmstrip of its steps (the stories that failed first); a failed step comes first in its
/// story, with its message, the window before and after it, its part's accessible subtree and
/// the events it logged.
@MainActor
package enum PlayReportPage {
    /// The page for `report`.
    package static func html(_ report: PlayReport) -> String {
        let stories = report.failures + report.stories.filter(\.passed)
        var body = "<p class=\"summary\">\(HTMLText.escape(PlaySummary.line(report)))</p>\n"
        for story in stories { body += section(story) }
        return HTMLText.page(title: tr("montage-gtk play report"), style: [
            ".summary { font-size: 18px; } section { margin: 24px 0 40px; } h2 .id { color: #70737c; font-weight: 400; }",
            ".failed { color: #ff4242; } .passed { color: #00bf40; } .skipped { color: #70737c; }",
            ".failure { border: 2px solid #ff4242; border-radius: 12px; padding: 16px; background: #fff; margin-bottom: 16px; }",
            ".strip { display: flex; gap: 12px; overflow-x: auto; padding-bottom: 8px; } .strip figure { margin: 0; flex: 0 0 auto; width: 220px; }",
            ".strip img { width: 220px; } img { border: 1px solid #e1e2e4; border-radius: 8px; background: #fff; } .pair img { max-width: 420px; }",
            ".pair { display: flex; gap: 16px; flex-wrap: wrap; } pre { background: #f0f0f2; padding: 8px; border-radius: 8px; overflow-x: auto; }",
            "figcaption code { display: block; white-space: pre-wrap; word-break: break-all; }",
        ], body: body)
    }

    /// A story: its heading, its failure first, then its filmstrip.
    private static func section(_ story: PlayReport.StoryPlay) -> String {
        let state = story.passed ? "passed" : "failed"
        var html = "<section id=\"\(HTMLText.escape(story.id))\"><h2>\(HTMLText.escape(story.title)) <span class=\"id\">\(HTMLText.escape(story.id))</span> "
            + "<span class=\"\(state)\">\(HTMLText.escape(statusName(story.passed ? .passed : .failed)))</span></h2>\n"
        if let problem = story.problem { html += "<p class=\"failed\">\(HTMLText.escape(problem))</p>\n" }
        if let failed = story.steps.first(where: { $0.status == .failed }) { html += failure(failed) }
        html += "<div class=\"strip\">\n"
        let opened = tr("as it opened")
        if let opening = story.opening { html += frame(opening, caption: "<code>" + HTMLText.escape(opened) + "</code>") }
        for step in story.steps {
            let caption = "<span class=\"\(step.status.rawValue)\">\(step.index) · \(HTMLText.escape(statusName(step.status)))</span>"
                + (step.status == .skipped ? "" : " · \(step.milliseconds) ms") + "<code>\(HTMLText.escape(step.step))</code>"
            html += step.after.map { frame($0, caption: caption) } ?? "<figure><figcaption>\(caption)</figcaption></figure>\n"
        }
        return html + "</div></section>\n"
    }

    /// The failed step: what failed, before and after, its part and its events.
    private static func failure(_ step: PlayReport.StepPlay) -> String {
        let heading = tr("Step %d failed", step.index), line = tr("line %d", step.line)
        var html = "<div class=\"failure\"><h3>" + HTMLText.escape(heading)
            + (step.line > 0 ? " <span class=\"skipped\">" + HTMLText.escape(line) + "</span>" : "") + "</h3>\n"
            + "<pre>\(HTMLText.escape(step.step))</pre>\n<p>\(HTMLText.escape(step.message ?? ""))</p>\n<div class=\"pair\">"
        for (label, file) in [(tr("Before"), step.before), (tr("After"), step.after)] {
            if let file { html += frame(file, caption: HTMLText.escape(label)) }
        }
        html += "</div>\n"
        if !step.part.isEmpty {
            let title = tr("Its part, as a screen reader reads it")
            html += "<h4>" + HTMLText.escape(title) + "</h4><pre>\(HTMLText.escape(step.part.joined(separator: "\n")))</pre>\n"
        }
        if !step.events.isEmpty {
            let title = tr("Events logged")
            html += "<h4>" + HTMLText.escape(title) + "</h4><pre>\(HTMLText.escape(step.events.joined(separator: "\n")))</pre>\n"
        }
        return html + "</div>\n"
    }

    /// A capture linked to itself, with `caption` (HTML).
    private static func frame(_ file: String, caption: String) -> String {
        let path = HTMLText.escape(file)
        return "<figure><a href=\"\(path)\"><img src=\"\(path)\" alt=\"\(path)\" loading=\"lazy\"></a><figcaption>\(caption)</figcaption></figure>\n"
    }

    /// A status as the page says it.
    static func statusName(_ status: PlayReport.Status) -> String {
        switch status {
        case .passed: tr("passed")
        case .failed: tr("failed")
        case .skipped: tr("skipped")
        }
    }
}
