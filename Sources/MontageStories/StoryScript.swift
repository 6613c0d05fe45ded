import Montage
internal import SwiftParser

/// Story files: Swift, read by the toolchain's own parser (SwiftParser) and mapped onto Montage's
/// configurations through one schema per component; and, from the same schemas, the Swift the
/// Code panel prints for a configuration.
public enum StoryScript {
    /// Parses `text` (off the main thread if need be): the tree and its syntax errors. Given the
    /// file's `previous` parse, a small edit reparses only what it touched.
    public static func parse(_ text: String, fileName: String, after previous: ParsedStoryFile? = nil) -> ParsedStoryFile {
        let start = previous.flatMap { parsed in parsed.incremental.map { (bytes: parsed.bytes, result: $0) } }
        let (source, diagnostics, result) = SyntaxCheck.parse(text, fileName: fileName, after: start)
        return ParsedStoryFile(source: source, syntaxDiagnostics: diagnostics, bytes: Array(text.utf8), incremental: result)
    }

    /// Maps a parsed file onto Montage: its stories and every diagnostic (syntax first). With a
    /// syntax error, every story counts as incomplete.
    @MainActor
    public static func interpret(_ parsed: ParsedStoryFile, context: StoryContext) -> StoryFile {
        var interpreter = StoryInterpreter(source: parsed.source, context: context)
        var (stories, plays, diagnostics) = interpreter.run()
        if !parsed.syntaxDiagnostics.isEmpty {
            stories = stories.map { story in
                var incomplete = story
                incomplete.isComplete = false
                return incomplete
            }
        }
        let all = merged(syntax: parsed.syntaxDiagnostics, read: diagnostics)
        var file = StoryFile(stories: stories, diagnostics: all)
        file.plays = plays
        return file
    }

    /// Reads `text` in one step (`parse`, then `interpret`).
    @MainActor
    public static func read(_ text: String, fileName: String, context: StoryContext) -> StoryFile {
        interpret(parse(text, fileName: fileName), context: context)
    }

    /// Reads `text` as the body of one story (what a playground's code holds: components, one
    /// per statement): the components and every diagnostic, syntax first.
    @MainActor
    public static func readBody(_ text: String, fileName: String, context: StoryContext) -> (elements: [StoryElement], diagnostics: [StoryDiagnostic]) {
        let (source, syntax, _) = SyntaxCheck.parse(text, fileName: fileName)
        var interpreter = StoryInterpreter(source: source, context: context)
        let (elements, diagnostics) = interpreter.runBody()
        return (elements, merged(syntax: syntax, read: diagnostics))
    }

    /// `text` (a story's body) with each story argument it uses declared first, with its first
    /// value (`@State private var isOn = false`), as the seed docs' TextField example does: the
    /// body then holds every value it shows, and a closure that changes one can write it back.
    @MainActor
    public static func declaringArguments(_ text: String, context: StoryContext) -> String {
        _ = readBody(text, fileName: "example.swift", context: context)
        let declarations = context.bindings.arguments.map { "@State private var \($0.name) = \($0.initialText)" }
        return declarations.isEmpty ? text : (declarations + [text]).joined(separator: "\n")
    }

    /// `text` with each `@State private var name = …` line's value replaced by the value `name`
    /// holds in `bindings` now (a closure or a typed text changed it); other lines as they are.
    @MainActor
    public static func writingValues(of bindings: StoryBindings, into text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { (line: Substring) -> String in
            let trimmed = line.drop(while: { $0 == " " })
            for prefix in ["@State private var ", "@State var "] where trimmed.hasPrefix(prefix) {
                let rest = trimmed.dropFirst(prefix.count)
                guard let equals = rest.firstRange(of: " = ") else { break }
                let name = String(rest[..<equals.lowerBound])
                guard let value = bindings.currentSwift(of: name) else { break }
                return String(line.prefix(line.count - trimmed.count)) + prefix + name + " = " + value
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The syntax errors and what the interpreter found, in file order. On a line with a syntax
    /// error, the interpreter's errors about the parser's recovery (a missing name '', an argument
    /// swallowing the next line) only repeat it: the syntax error says it.
    static func merged(syntax: [StoryDiagnostic], read: [StoryDiagnostic]) -> [StoryDiagnostic] {
        let broken = Set(syntax.map(\.line))
        let kept = read.filter { $0.severity != .error || !broken.contains($0.line) }
        return (syntax + kept).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// ListCell's options, as a playground's controls set them (from the schema the
    /// interpreter and the Code panel follow).
    @MainActor
    public static var listCellOptions: [StoryOption<ListCell>] { ListCellSchema.options }

    /// TextField's options, FormControl's included, as a playground's controls set them.
    @MainActor
    public static var textFieldOptions: [StoryOption<TextField>] { TextFieldSchema.options }

    /// The options of the embedded component `type` (Button, Avatar, Switch, …: its parameters'
    /// and modifiers'), as a Docs page's controls set them; none for another type.
    @MainActor
    public static func options<C>(of type: C.Type) -> [StoryOption<C>] { ComponentSchemas.schema(of: type)?.options ?? [] }

    /// FormControlGroup's options: its initializer's label column width and spacing (the
    /// group's own defaults when left out).
    @MainActor
    public static var formControlGroupOptions: [StoryOption<FormControlGroup>] {
        [.of("labelWidth", Double.self, optional: true, range: 0...400, get: { $0.labelWidth }) { group, width, _ in FormControlGroup(labelWidth: width, spacing: group.spacing) },
         .of("spacing", Double.self, range: 0...64, get: { $0.spacing }) { group, spacing, _ in
             FormControlGroup(labelWidth: group.labelWidth, spacing: spacing ?? FormControlGroup().spacing)
         }]
    }

    /// The controls of a story's arguments (those of a type a control holds), as a playground's
    /// options: each reads and sets its value in the story's bindings.
    @MainActor
    public static func argumentOptions(_ arguments: [StoryArgumentInfo]) -> [StoryOption<StoryBindings>] {
        arguments.compactMap { argument in
            argument.kind.map { kind in
                StoryOption(name: argument.name, kind: kind, isOptional: false, read: { $0.controlValue(of: argument) ?? .none },
                            write: { bindings, value, _ in
                                bindings.set(argument, to: value)
                                return bindings
                            })
            }
        }
    }

    /// Every diagnostic of `text`, as `--check` prints them (closures do nothing, slots are empty).
    @MainActor
    public static func check(_ text: String, fileName: String) -> [StoryDiagnostic] {
        read(text, fileName: fileName, context: StoryContext(onEvent: { _ in }, makeSlot: { _ in SlotView { fatalError("a checked story is never shown") } })).diagnostics
    }

    /// `text` as a Swift string literal (quotes, backslashes and control characters escaped).
    public static func quote(_ text: String) -> String { StoryExpr.quote(text) }

    /// The Swift for `cell`: `ListCell(label: …)` and one modifier per line for each option that
    /// differs from its default.
    @MainActor
    public static func swift(_ cell: ListCell) -> String { ListCellSchema.schema.expr(cell).text }

    /// The Swift for `field`: `TextField(text: $text…)` (and `autoCompletionDataSource:
    /// $suggestions` when it is given a source) and its modifiers.
    @MainActor
    public static func swift(_ field: TextField) -> String { TextFieldSchema.schema.expr(field).text }
}

/// A story file parsed, not yet interpreted: safe to make off the main thread.
public struct ParsedStoryFile: @unchecked Sendable {
    let source: SourceText
    let syntaxDiagnostics: [StoryDiagnostic]
    /// The text parsed, and the parse a later version can start from.
    let bytes: [UInt8]
    let incremental: IncrementalParseResult?

    /// The syntax errors, as the compiler reports them.
    public var syntaxErrors: [StoryDiagnostic] { syntaxDiagnostics }
}
