import FoundationEssentials
import MontageStories

/// What `montage-gallery --manifest FILE` writes, for tools and assistants that write story
/// files: every component's API (its initializer's parameters and its modifiers with their types,
/// values, defaults and descriptions in English and Korean, the spec's rules and its doc examples)
/// and every story
/// (its id, section, source file and line, arguments and steps). `schemaVersion` changes when a
/// field changes meaning or goes; new fields may appear within a version. docs/manifest.md
/// describes it.
package struct GalleryManifest: Codable, Equatable, Sendable {
    /// The version of this format.
    package static let currentVersion = 1

    /// The version of the format the file follows.
    package var schemaVersion: Int
    /// Every component, in the gallery's order.
    package var components: [Component]
    /// Every story, built-in and from story files, in the sidebar's order.
    package var stories: [StoryEntry]

    /// A component's API.
    package struct Component: Codable, Equatable, Sendable {
        /// The Swift name (`ListCell`).
        package var name: String
        /// The initializer as Swift declares it.
        package var signature: String
        /// What it is for.
        package var summary: Text
        /// The initializer's parameters, in order.
        package var parameters: [Row]
        /// The modifiers, in the order the Code panel prints them.
        package var modifiers: [Row]
        /// The spec's rules, each with the parameters or modifiers it concerns.
        package var rules: [Rule]
        /// Its doc examples, as its Docs page shows them.
        package var examples: [Example]
    }

    /// A doc example: a story's body, every value it uses declared first.
    package struct Example: Codable, Equatable, Sendable {
        /// What it shows.
        package var title: Text
        /// The Swift.
        package var code: String
    }

    /// A parameter or a modifier.
    package struct Row: Codable, Equatable, Sendable {
        /// The label (`_` when unlabelled) or the modifier's name.
        package var name: String
        /// The argument's type as Swift writes it.
        package var type: String
        /// The values it takes, as Swift writes them; empty for free text or a closure.
        package var values: [String]
        /// The default as Swift writes it; absent for a parameter the caller must pass.
        package var `default`: String?
        /// What it does.
        package var description: Text
    }

    /// A rule the spec states.
    package struct Rule: Codable, Equatable, Sendable {
        /// The parameters or modifiers it concerns.
        package var concerns: [String]
        /// The rule.
        package var text: Text
    }

    /// A text in English and in Korean.
    package struct Text: Codable, Equatable, Sendable {
        /// English.
        package var en: String
        /// Korean.
        package var ko: String
    }

    /// A story.
    package struct StoryEntry: Codable, Equatable, Sendable {
        /// The id `--story` takes.
        package var id: String
        /// The sidebar's title.
        package var title: String
        /// The sidebar's section.
        package var section: String
        /// Where the story is declared: a story file, or the gallery's Swift sources (relative to
        /// the repository) for a built-in one.
        package var source: Source
        /// The arguments a story file declares (`--arg NAME=VALUE` sets them).
        package var arguments: [Argument]
        /// Its steps, each as the story file writes it (`tap(.part("…"))`).
        package var steps: [String]
    }

    /// A story's source.
    package struct Source: Codable, Equatable, Sendable {
        /// The file.
        package var file: String
        /// The line its declaration starts on (1-based).
        package var line: Int
        /// Whether it is built into the gallery (else a story file given with `--stories`).
        package var builtIn: Bool
    }

    /// A story argument.
    package struct Argument: Codable, Equatable, Sendable {
        /// Its name.
        package var name: String
        /// Its type as Swift writes it.
        package var type: String
        /// Its first value as Swift writes it.
        package var initial: String
    }
}

extension GalleryManifest {
    /// The manifest of `references` and `stories`.
    @MainActor
    package init(references: [ComponentReference], stories: [StoryEntry]) {
        func text(_ doc: DocText) -> Text { Text(en: doc.en, ko: doc.ko) }
        func row(_ row: APIRow) -> Row { Row(name: row.name, type: row.type, values: row.values, default: row.defaultValue, description: text(row.text)) }
        self.init(schemaVersion: Self.currentVersion, components: references.map { reference in
            Component(name: reference.component, signature: reference.signature, summary: text(reference.summary),
                      parameters: reference.parameters.map(row), modifiers: reference.modifiers.map(row),
                      rules: reference.rules.map { Rule(concerns: $0.concerns, text: text($0.text)) },
                      examples: DocExamples.of(reference.component).map { Example(title: text($0.title), code: DocsExample.code(of: $0)) })
        }, stories: stories)
    }

    /// The manifest as pretty JSON with sorted keys (the same gallery gives the same bytes).
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
