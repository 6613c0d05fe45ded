import GtkKit

/// The lines a play prints: each step as it ends, and the run's summary.
@MainActor
package enum PlaySummary {
    /// A step: `  ✓ 2 click(.button("삭제하기")) · 85 ms`, a failure's reason on the next line.
    package static func line(_ step: PlayReport.StepPlay) -> String {
        let mark = step.status == .passed ? "✓" : step.status == .failed ? "✗" : "–"
        let time = step.status == .skipped ? tr("skipped") : tr("%d ms", step.milliseconds)
        return "  \(mark) \(step.index) \(step.step) · \(time)" + (step.message.map { "\n      " + $0 } ?? "")
    }

    /// The run: `played 3 stories, 24 steps: 23 passed, 1 failed`.
    package static func line(_ report: PlayReport) -> String {
        let steps = report.stories.flatMap(\.steps)
        let passed = steps.filter { $0.status == .passed }.count, failed = steps.filter { $0.status == .failed }.count
        let stories = trn("played %d story", "played %d stories", report.stories.count, report.stories.count)
        let failedStories = report.failures.count
        return stories + ", " + trn("%d step", "%d steps", steps.count, steps.count) + ": " + tr("%1$d passed, %2$d failed", passed, failed)
            + (failedStories > 0 ? " (" + trn("%d story failed", "%d stories failed", failedStories, failedStories) + ")" : "")
    }
}
