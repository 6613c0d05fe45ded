import FoundationEssentials
import Montage
import GtkKit
import MontageCatalog
import MontageCapture

/// `--audit`: every story (or each `--story`) audited in its schemes, printed as text (one line
/// a violation, then a summary) or as JSON (`AuditCommand.Output`). Exit status 1 when any
/// violation is not accepted or an accepted entry is stale, 0 otherwise.
@MainActor
package enum AuditCommand {
    /// The output formats.
    package enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    /// What `--format json` prints.
    struct Output: Codable {
        /// The rules, as the table defines them.
        struct Rule: Codable {
            var id: String, summary: String, source: String, link: String
        }
        var rules: [Rule]
        var stories: Int
        var findings: [AuditFinding]
        /// Findings no entry accepts.
        var violations: Int
        /// Accepted entries (`rule | story | locator`) that matched nothing.
        var stale: [String]
    }

    /// Audits `stories` in `schemes` against `acceptance`; prints in `format`; the exit status.
    /// `complete`: every story is audited (a pattern's accepted line can then be stale).
    package static func run(stories: [Story], schemes: [ColorScheme], format: Format, acceptance: AuditAcceptance, complete: Bool = true) -> Int32 {
        ScreenshotRunner.pinSettings()
        var findings: [AuditFinding] = []
        let progress = RunProgress(total: stories.count * schemes.count)
        for scheme in schemes {
            for story in stories {
                let start = MonotonicClock.microseconds
                findings += acceptance.mark(StoryAudit.run(story, scheme: scheme))
                progress.step("\(story.id) (\(scheme.rawValue))", seconds: Double(MonotonicClock.microseconds - start) / 1_000_000)
            }
        }
        progress.finish()
        let stale = acceptance.stale(after: findings, audited: stories.map(\.id), schemes: schemes.map(\.rawValue), complete: complete)
        let violations = findings.filter { $0.accepted == nil }
        switch format {
        case .text:
            for finding in violations { print(finding.line) }
            for entry in stale {
                print(tr("accepted violation matched nothing (line %1$d): %2$s | %3$s | %4$s", entry.line, entry.rule.rawValue, entry.story, entry.locator))
            }
            print(trn("%1$d violation in %2$d stories, %3$d accepted", "%1$d violations in %2$d stories, %3$d accepted",
                      violations.count, violations.count, stories.count, findings.count - violations.count))
        case .json:
            let output = Output(rules: AuditRule.allCases.map { Output.Rule(id: $0.rawValue, summary: $0.summary, source: $0.source, link: $0.link) },
                                stories: stories.count, findings: findings, violations: violations.count,
                                stale: stale.map { "\($0.rule.rawValue) | \($0.story) | \($0.locator)" })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(output) { print(String(decoding: data, as: UTF8.self)) }
        }
        return violations.isEmpty && stale.isEmpty ? 0 : 1
    }
}
