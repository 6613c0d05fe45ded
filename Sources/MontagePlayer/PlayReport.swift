import FoundationEssentials
import GtkKit
import MontageCatalog

/// `report.json` of a play: every story played, each step's result, time and trace (its part,
/// the events it logged, the accessible subtree of its part, its captures), paths relative to
/// the report's folder. Versioned by `schemaVersion`.
package struct PlayReport: Codable, Equatable {
    /// The version of this layout.
    package var schemaVersion = 1
    /// The scheme the stories were played in.
    package var scheme: String
    /// Every story played, in order.
    package var stories: [StoryPlay] = []

    /// A report of no story yet, played in `scheme`.
    package init(scheme: String) {
        self.scheme = scheme
    }

    /// One story played.
    package struct StoryPlay: Codable, Equatable {
        /// Its id.
        package var id: String
        /// Its title.
        package var title: String
        /// The window as it opened, before the first step.
        package var opening: String?
        /// Why the story could not be played at all (its window never came up), if so.
        package var problem: String?
        /// Its steps, in order.
        package var steps: [StepPlay] = []

        /// Whether it played through with every step passed.
        package var passed: Bool { problem == nil && steps.allSatisfy { $0.status == .passed } }
        /// The time its steps took, in milliseconds.
        package var milliseconds: Int { steps.reduce(0) { $0 + $1.milliseconds } }
    }

    /// How a step ended.
    package enum Status: String, Codable, Equatable {
        /// Done, or its expectation held.
        case passed
        /// It could not be done, or its expectation did not hold.
        case failed
        /// Not played: an earlier step failed.
        case skipped
    }

    /// One step played.
    package struct StepPlay: Codable, Equatable {
        /// Its position in the story, from 1.
        package var index: Int
        /// Its line in its story file (0: a built-in story's).
        package var line: Int
        /// The Swift that writes it.
        package var step: String
        /// The part it addresses, as a person reads it (nil: none).
        package var locator: String?
        /// How it ended.
        package var status: Status
        /// The time it took, in milliseconds.
        package var milliseconds: Int = 0
        /// Why it failed.
        package var message: String?
        /// The events the story logged during it (`onTap`, `switch onSelect: true`).
        package var events: [String] = []
        /// The accessible subtree of its part after it, a line a node, indented by depth.
        package var part: [String] = []
        /// The window after it.
        package var after: String?
        /// The window before it (on a failure).
        package var before: String?
    }

    /// The stories that did not pass.
    package var failures: [StoryPlay] { stories.filter { !$0.passed } }

    /// The report in `file`, if it is one (at most 32 MB).
    package static func read(_ file: String) -> PlayReport? {
        guard case .success(let bytes) = Files.contents(of: file, limit: 32 << 20) else { return nil }
        return try? JSONDecoder().decode(PlayReport.self, from: Data(bytes))
    }

    /// Writes the report as `files` (its JSON, then its page) into `folder`; nil, or why not.
    @MainActor
    package func write(into folder: String, as files: [String]) -> String? {
        let json = FilePath.join(folder, files[0]), html = FilePath.join(folder, files[1])
        if let problem = Files.write(self.json(), to: json) { return "cannot write \(json): \(problem)" }
        if let problem = Files.write(PlayReportPage.html(self), to: html) { return "cannot write \(html): \(problem)" }
        return nil
    }

    /// The report as pretty JSON with sorted keys.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
