import MontageGtk
import Glibc
import GtkKit
import MontageCatalog
import MontageCapture

/// The violations known and accepted, each with its reason: one file of lines
/// `rule | story | locator | reason`, where story (`id` or `id/scheme`) and locator are shell
/// patterns (`*`, `?`, `[…]`). `#` starts a comment. A finding an entry matches is reported as
/// accepted and fails nothing; an entry that matches nothing is stale.
package struct AuditAcceptance: Sendable {
    /// One accepted violation.
    package struct Entry: Sendable, Equatable {
        var rule: AuditRule
        var story: String
        var locator: String
        var reason: String
        /// The line it is on, from 1.
        var line: Int
    }

    /// A line that is not an entry.
    package struct Problem: Error, Equatable {
        var line: Int
        var message: String
        package var description: String { line > 0 ? tr("line %1$d: %2$s", line, message) : message }
    }

    /// The entries, in the file's order.
    package var entries: [Entry] = []

    /// No entry.
    package init() {}

    /// Parses the file's text; throws for the first line that is not an entry.
    package init(parsing text: String) throws(Problem) {
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard fields.count == 4 else {
                throw Problem(line: offset + 1, message: tr("an entry is “rule | story | locator | reason”"))
            }
            guard let rule = AuditRule(rawValue: fields[0]) else {
                throw Problem(line: offset + 1, message: tr("no rule is called '%s'", TerminalText.quote(fields[0])))
            }
            guard !fields[1].isEmpty, !fields[2].isEmpty else { throw Problem(line: offset + 1, message: tr("the story and the locator cannot be empty")) }
            guard !fields[3].isEmpty else { throw Problem(line: offset + 1, message: tr("an accepted violation needs its reason")) }
            entries.append(Entry(rule: rule, story: fields[1], locator: fields[2], reason: fields[3], line: offset + 1))
        }
    }

    /// Reads and parses `path`.
    package static func read(_ path: String) -> Result<AuditAcceptance, Problem> {
        let limit = 1 << 20
        switch Files.contents(of: path, limit: limit) {
        case .failure(let failure):
            return .failure(Problem(line: 0, message: failure.reason(limit: limit, kind: tr("an accepted-violations file"))))
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Problem(line: 0, message: tr("it is not UTF-8 text"))) }
            do {
                return .success(try AuditAcceptance(parsing: text))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The first entry that covers `finding`.
    package func entry(for finding: AuditFinding) -> Entry? {
        entries.first { entry in
            guard entry.rule == finding.rule else { return false }
            let story = entry.story.contains("/") ? "\(finding.story)/\(finding.scheme)" : finding.story
            return fnmatch(entry.story, story, 0) == 0 && fnmatch(entry.locator, finding.locator, 0) == 0
        }
    }

    /// `findings` with `accepted` set where an entry covers them.
    package func mark(_ findings: [AuditFinding]) -> [AuditFinding] {
        findings.map { finding in
            var marked = finding
            marked.accepted = entry(for: finding)?.reason
            return marked
        }
    }

    /// The entries about the stories `audited` (in the schemes `schemes`) that cover none of
    /// `findings`. An entry about a story not audited is not stale, nor, when the run is not
    /// `complete` (some stories only), one whose story is a pattern (`*`, `scenario-*`).
    func stale(after findings: [AuditFinding], audited: [String], schemes: [String], complete: Bool) -> [Entry] {
        let runs = audited.flatMap { story in [story] + schemes.map { "\(story)/\($0)" } }
        return entries.filter { entry in
            guard complete || !entry.story.contains(where: { "*?[".contains($0) }) else { return false }
            let about = runs.contains { run in (entry.story.contains("/") == run.contains("/")) && fnmatch(entry.story, run, 0) == 0 }
            return about && !findings.contains { self.entry(for: $0) == entry }
        }
    }

    /// The project's accepted violations (`audit-accepted.txt` in the resources, installed or in
    /// the source tree): what the panel and `--audit` apply unless told otherwise; none when the
    /// file is not found or cannot be read.
    package static var shipped: AuditAcceptance {
        guard let root = ResourcePaths.root, case .success(let acceptance) = read(root + "/audit-accepted.txt") else { return AuditAcceptance() }
        return acceptance
    }
}
