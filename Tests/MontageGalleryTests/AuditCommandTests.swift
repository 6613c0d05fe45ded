import GalleryTestSupport
@testable import MontageAudit

/// `montage-gallery --audit`, run as CI and a user run it: every story and every story file the
/// project ships, in both schemes, against the accepted violations; and what it says of bad input.
final class AuditCommandTests: XCTestCase {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("montage-gallery")
    }

    private func run(_ arguments: [String]) -> ChildProcess.Outcome {
        ChildProcess.run(executable.path, arguments, environment: ProcessInfo.processInfo.environment, timeout: 900)
    }

    private func scratch(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("montage-audit-\(UUID().uuidString).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// The audit over everything: no violation the accepted file does not list, and no line of
    /// it that matches nothing. The JSON says the same as the exit status.
    func testEveryStoryAndShippedStoryFileKeepsTheAudit() throws {
        let outcome = run(["--audit", "--stories", "Examples/Stories", "--accepted", "resources/audit-accepted.txt", "--format", "json"])
        XCTAssertFalse(outcome.timedOut)
        let output = try JSONDecoder().decode(AuditCommand.Output.self, from: Data(outcome.stdout))
        let violations = output.findings.filter { $0.accepted == nil }
        XCTAssertEqual(violations.map(\.line), [], "violations no line of resources/audit-accepted.txt accepts")
        XCTAssertEqual(output.stale, [], "accepted violations that the audit no longer finds: take them out")
        XCTAssertEqual(outcome.status, 0, outcome.stderrText)
        XCTAssertEqual(output.violations, 0)
        let stories = MainActor.assumeIsolated { StoryRegistry.builtIn.count }
        XCTAssertGreaterThan(output.stories, stories, "the story files' stories too")
        XCTAssertEqual(Set(output.findings.map(\.scheme)), ["light", "dark"])
        XCTAssertEqual(output.rules.map(\.id), AuditRule.allCases.map(\.rawValue))
    }

    /// With an accepted file that accepts nothing, a story with known violations fails, one line
    /// each, then the summary; with one that accepts them, the same story passes.
    func testAViolationFailsUnlessAccepted() throws {
        let bare = run(["--audit", "--story", "controls-states", "--theme", "light", "--accepted", try scratch("# nothing accepted\n")])
        XCTAssertEqual(bare.status, 1, bare.stderrText)
        let lines = bare.stdoutText.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("controls-states (light) interactive-has-action: radio") }, bare.stdoutText)
        XCTAssertTrue(lines.last?.contains("violations in 1 stories, 0 accepted") == true, bare.stdoutText)
        let accepted = run(["--audit", "--story", "controls-states", "--theme", "light",
                            "--accepted", try scratch("""
                                interactive-has-action | controls-states | *GtkCheckButton* | GTK 4.8 gives GtkCheckButton no action
                                non-text-contrast | controls-states/light | * | the spec's control colors
                                text-contrast | * | * | the spec's text colors
                                """)])
        XCTAssertEqual(accepted.status, 0, accepted.stdoutText)
        XCTAssertTrue(accepted.stdoutText.hasSuffix("0 violations in 1 stories, \(lines.count - 1) accepted\n"), accepted.stdoutText)
    }

    /// Without `--accepted`, the audit applies the project's list as the panel does: the story the
    /// panel shows clean passes (its violations accepted), and the list's lines about stories not
    /// audited are not called stale.
    func testTheProjectsAcceptedListAppliesByDefault() throws {
        let outcome = run(["--audit", "--story", "controls-states", "--theme", "light"])
        XCTAssertEqual(outcome.status, 0, outcome.stdoutText)
        XCTAssertFalse(outcome.stdoutText.contains("matched nothing"), outcome.stdoutText)
        let summary = try XCTUnwrap(outcome.stdoutText.split(separator: "\n").last)
        XCTAssertTrue(summary.hasPrefix("0 violations in 1 stories, ") && !summary.hasSuffix(" 0 accepted"), String(summary))
    }

    /// An accepted line that matches nothing is stale: reported, and the run fails.
    func testAStaleAcceptedLineFails() throws {
        let outcome = run(["--audit", "--story", "listcell-basic", "--theme", "light",
                           "--accepted", try scratch("has-name | listcell-basic | *GtkNoSuchWidget | gone long ago\n")])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stdoutText.contains("accepted violation matched nothing (line 1): has-name | listcell-basic | *GtkNoSuchWidget"), outcome.stdoutText)
    }

    func testBadAuditArgumentsAreUsageErrors() throws {
        let broken = try scratch("# fine\nno-such-rule | * | * | why\n")
        let short = try scratch("has-name | * | *\n")
        for (arguments, reason) in [(["--audit", "--format", "xml"], "--format must be text or json, not 'xml'"),
                                    (["--format", "json"], "--format applies to --audit only"),
                                    (["--screenshot", "/tmp/x", "--accepted", broken], "--accepted applies to --audit only"),
                                    (["--audit", "--accepted", broken], "--accepted: \(broken): line 2: no rule is called 'no-such-rule'"),
                                    (["--audit", "--accepted", short], "--accepted: \(short): line 1: an entry is “rule | story | locator | reason”"),
                                    (["--audit", "--accepted", "/no/such/file"], "--accepted: /no/such/file: No such file or directory"),
                                    (["--audit", "--theme", "system"], "--theme system has no meaning for screenshots and audits"),
                                    (["--audit", "--list"], "--list, --screenshot")] {
            let outcome = run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments): \(outcome.stderrText)")
            XCTAssertTrue(outcome.stderrText.hasPrefix("montage-gallery: \(reason)"), "\(arguments): \(outcome.stderrText)")
            XCTAssertEqual(outcome.stdout, [], "no work before the error")
        }
    }

    func testTheAcceptedFileParsesAndMatchesByPattern() throws {
        let acceptance = try AuditAcceptance(parsing: """
            # comment

            text-contrast | listcell-* | *GtkLabel#description* | the spec's color
            has-name | tokens-colors/dark | * | only in the dark
            """)
        XCTAssertEqual(acceptance.entries.map(\.line), [3, 4])
        func finding(_ rule: AuditRule, _ story: String, _ scheme: String, _ locator: String) -> AuditFinding {
            AuditFinding(rule: rule, story: story, scheme: scheme, locator: locator, role: "label", name: "", message: "", bounds: nil)
        }
        XCTAssertEqual(acceptance.entry(for: finding(.textContrast, "listcell-basic", "light", "GtkBox > GtkLabel#description:2"))?.line, 3)
        XCTAssertNil(acceptance.entry(for: finding(.textContrast, "textfield-basic", "light", "GtkBox > GtkLabel#description:2")))
        XCTAssertNil(acceptance.entry(for: finding(.hasName, "listcell-basic", "light", "GtkBox > GtkLabel#description:2")), "another rule")
        XCTAssertEqual(acceptance.entry(for: finding(.hasName, "tokens-colors", "dark", "GtkButton"))?.line, 4)
        XCTAssertNil(acceptance.entry(for: finding(.hasName, "tokens-colors", "light", "GtkButton")), "the other scheme")
        XCTAssertThrowsError(try AuditAcceptance(parsing: "has-name | * | * |  \n"))
    }
}
