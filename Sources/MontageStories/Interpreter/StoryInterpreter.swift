import Montage
internal import SwiftSyntax

/// Maps a parsed story file onto Montage: each top-level `Story(…) { … }` into a `FileStory`,
/// each statement of its closure into a component through the component's schema. Everything it
/// cannot map is a diagnostic with its line and column; the rest of the file is still read.
@MainActor
struct StoryInterpreter {
    let source: SourceText
    let context: StoryContext
    private var errors: [(offset: Int, message: String)] = []
    private var warnings: [(offset: Int, message: String)] = []
    private var notes: [(offset: Int, message: String)] = []
    private var stoppedReading = false

    init(source: SourceText, context: StoryContext) {
        self.source = source
        self.context = context
    }

    /// The stories, the steps given for other stories, and the interpreter's diagnostics.
    mutating func run() -> (stories: [FileStory], plays: [StoryPlaySteps], diagnostics: [StoryDiagnostic]) {
        var stories: [FileStory] = []
        var plays: [StoryPlaySteps] = []
        for statement in source.tree.statements {
            let item = statement.item
            if item.is(ImportDeclSyntax.self) { continue }
            if tooManyErrors(at: statement) { break }
            let called = item.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text }
            guard let call = item.as(FunctionCallExprSyntax.self), called == "Story" || called == "Steps" else {
                fail(Self.topLevelMessage(item), at: item)
                continue
            }
            guard stories.count + plays.count < Self.maxStories else {
                fail("a story file holds at most \(Self.maxStories) stories; the rest are not read", at: call)
                break
            }
            if called == "Steps" {
                if let play = play(call) { plays.append(play) }
                continue
            }
            let before = errors.count
            if let story = story(call) { stories.append(story) }
            if errors.count > before, let last = stories.last, last.line == line(of: call) { stories[stories.count - 1].isComplete = false }
        }
        return (stories, plays, diagnostics)
    }

    /// `Steps("story-id") { … }`: steps for a story of another file, or a built-in one.
    private mutating func play(_ call: FunctionCallExprSyntax) -> StoryPlaySteps? {
        let reading = StoryReading(context: context, subject: "")
        var header = CallArguments("Steps(_:)", readArguments(of: call), at: offset(call))
        let id: String
        do throws(StoryError) {
            id = try header.take(nil, as: String.self, reading)
            try header.finish()
        } catch {
            record(error, at: call)
            return nil
        }
        guard let body = call.trailingClosure, call.additionalTrailingClosures.isEmpty else {
            fail("Steps names a story and lists its steps in one trailing closure: Steps(\"\(id.prefix(60))\") { click(.button(\"…\")) }", at: call)
            return nil
        }
        return StoryPlaySteps(storyID: id, steps: steps(in: body.statements, reading), line: line(of: call))
    }

    /// The errors, warnings and notes recorded.
    private var diagnostics: [StoryDiagnostic] {
        errors.map { source.diagnostic(.error, $0.message, at: AbsolutePosition(utf8Offset: $0.offset)) }
            + warnings.map { source.diagnostic(.warning, $0.message, at: AbsolutePosition(utf8Offset: $0.offset)) }
            + notes.map { source.diagnostic(.note, $0.message, at: AbsolutePosition(utf8Offset: $0.offset)) }
    }

    /// A note for each story argument: what it is, where it starts, and how to set it.
    private mutating func noteArguments(_ arguments: [StoryArgumentInfo]) {
        for argument in arguments {
            notes.append((argument.offset ?? 0, "'\(argument.name)' is a story argument of type '\(argument.typeName)', \(argument.initialText) at first: "
                + "set it on the story's page, with --arg \(argument.name)=…, or declare it: @State private var \(argument.name) = …"))
        }
    }

    /// The components the file's statements make, as a story's closure would list them (a
    /// playground's code), and the interpreter's diagnostics.
    mutating func runBody() -> (elements: [StoryElement], diagnostics: [StoryDiagnostic]) {
        var budget: StoryBudget? = StoryBudget(width: nil)
        context.bindings.beginStory()
        let elements = self.elements(in: source.tree.statements, StoryReading(context: context, subject: ""), budget: &budget)
        noteArguments(context.bindings.used)
        return (elements, diagnostics)
    }

    // MARK: stories

    private mutating func story(_ call: FunctionCallExprSyntax) -> FileStory? {
        let reading = StoryReading(context: context, subject: "")
        let arguments = readArguments(of: call)
        var header = CallArguments("Story(_:section:width:scheme:direction:)", arguments, at: offset(call))
        let title: String, section: String?, scheme: ColorScheme?, direction: StoryDirection?
        var width: Int?
        do throws(StoryError) {
            title = try header.take(nil, as: String.self, reading)
            section = try header.take("section", as: String?.self, default: .some(nil), reading)
            width = try header.take("width", as: Int?.self, default: .some(nil), reading)
            scheme = try header.take("scheme", as: ColorScheme?.self, default: .some(nil), reading)
            direction = try header.take("direction", as: StoryDirection?.self, default: .some(nil), reading)
            try header.finish()
        } catch {
            record(error, at: call)
            return nil
        }
        var headerProblem = false
        if let given = width, !(240...4096).contains(given) {
            record(StoryError("a story's width \(given) is out of range 240...4096", at: arguments.first { $0.label == "width" }?.value.offset), at: call)
            width = nil
            headerProblem = true
        }
        guard let body = call.trailingClosure else {
            fail("a story lists what it shows in a trailing closure: Story(\"\(title)\") { ListCell(label: \"…\") }", at: call)
            return nil
        }
        var budget: StoryBudget? = StoryBudget(width: width)
        context.bindings.beginStory()
        let elements = self.elements(in: body.statements, reading, budget: &budget)
        let used = context.bindings.used
        noteArguments(used)
        var story = FileStory(title: title, section: section, width: width, scheme: scheme, direction: direction, elements: elements,
                              line: line(of: call), isComplete: !headerProblem, arguments: used)
        for extra in call.additionalTrailingClosures {
            guard extra.label.text == "steps" else {
                fail("a story takes one more trailing closure, steps: { … }, not \(extra.label.text):", at: extra.label)
                continue
            }
            story.steps = steps(in: extra.closure.statements, reading)
        }
        return story
    }

    /// The steps a `steps:` closure lists, one call per statement.
    private mutating func steps(in statements: CodeBlockItemListSyntax, _ reading: StoryReading) -> [StoryStep] {
        var steps: [StoryStep] = []
        for statement in statements {
            if tooManyErrors(at: statement) { break }
            guard steps.count < Self.maxSteps else {
                fail("a story holds at most \(Self.maxSteps) steps; the rest are not read", at: statement)
                break
            }
            guard let expression = statement.item.as(ExprSyntax.self) else {
                fail("a step is a call such as click(.button(\"…\")); declarations are not steps", at: statement.item)
                continue
            }
            do throws(StoryError) {
                steps.append(try StoryStep.read(try ExpressionReader.read(expression), line: line(of: expression), reading))
            } catch {
                record(error, at: expression)
            }
        }
        return steps
    }

    /// The components `statements` make; with a `budget` (a story's page), only those within it.
    private mutating func elements(in statements: CodeBlockItemListSyntax, _ reading: StoryReading) -> [StoryElement] {
        var unbounded: StoryBudget?
        return elements(in: statements, reading, budget: &unbounded)
    }

    private mutating func elements(in statements: CodeBlockItemListSyntax, _ reading: StoryReading, budget: inout StoryBudget?) -> [StoryElement] {
        var elements: [StoryElement] = []
        for statement in statements {
            if tooManyErrors(at: statement) { break }
            if let declaration = statement.item.as(VariableDeclSyntax.self), Self.isState(declaration) {
                declare(declaration)
                continue
            }
            guard let expression = statement.item.as(ExprSyntax.self) else {
                fail(Self.topLevelMessage(statement.item, inStory: true), at: statement.item)
                continue
            }
            // A statement read without a problem before (a save changes a few) is not read again.
            let text = source.text(of: expression)
            var made = context.elementCache[text]
            if made == nil {
                let before = (errors.count, context.warnings.count, context.bindings.reads)
                made = element(expression, reading)
                for warning in context.warnings[before.1...] { warnings.append((warning.offset ?? offset(expression) ?? 0, warning.message)) }
                // A statement that reads a story value is read again each time (the value may have changed).
                if let made, errors.count == before.0, context.warnings.count == before.1, context.bindings.reads == before.2 {
                    context.remember(made, for: text)
                }
                context.warnings.removeSubrange(before.1...)
            }
            for element in made ?? [] {
                if let passed = budget?.admit(element) {
                    warnings.append((offset(expression) ?? 0, passed))
                    return elements
                }
                elements.append(element)
            }
        }
        return elements
    }

    // MARK: story values

    /// Whether `declaration` is a story's `@State` (`@State private var name = value`, and
    /// SwiftUI previews' `@Previewable @State var`).
    private static func isState(_ declaration: VariableDeclSyntax) -> Bool {
        declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
    }

    /// Declares a story value: one name, its first value (a literal, a case or an array), an
    /// optional type annotation; `$name` binds it, `name` reads it.
    private mutating func declare(_ declaration: VariableDeclSyntax) {
        guard declaration.bindingSpecifier.tokenKind == .keyword(.var), declaration.bindings.count == 1, let binding = declaration.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return fail("a story's @State declares one value: @State private var name = value", at: declaration)
        }
        guard let initializer = binding.initializer else {
            return fail("@State var \(name) needs its first value: @State private var \(name) = …", at: binding)
        }
        do throws(StoryError) {
            let initial = try ExpressionReader.read(initializer.value)
            if case .variable(let other) = initial.kind { throw StoryError("a @State's first value is a literal or a case, not another value ('\(other)')", at: initial.offset) }
            context.bindings.declare(name, initial: initial, text: source.text(of: initializer.value))
        } catch {
            record(error, at: initializer.value)
        }
    }

    // MARK: components

    /// The component an expression of a story's closure makes.
    private mutating func element(_ expression: ExprSyntax, _ reading: StoryReading) -> [StoryElement]? {
        if let (root, chain) = rootCall(expression), let name = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name == "FormControlGroup" || name == "FormControl" {
            return name == "FormControlGroup" ? formControlGroup(root, chain: chain, reading) : formControl(root, chain: chain, reading)
        }
        let expr: StoryExpr
        do { expr = try ExpressionReader.read(expression) } catch {
            record(error, at: expression)
            return nil
        }
        var chain: [(name: String, arguments: [StoryArgument], offset: Int?)] = []
        var current = expr
        while case .modifier(let base, let name, let arguments) = current.kind {
            chain.insert((name, arguments, current.offset), at: 0)
            current = base
        }
        guard case .call(let name, false, let arguments) = current.kind else {
            fail("a story shows components: \(current.kind.describedType) is not one (write ListCell(label: \"…\"), TextField(text: $text), …)", at: expression)
            return nil
        }
        var problems: [StoryError] = []
        defer { for problem in problems { record(problem, at: expression) } }
        func read<C>(_ schema: ComponentSchema<C>) -> C? { schema.read(arguments, at: current.offset, chain: chain, reading, errors: &problems) }
        switch name {
        case "ListCell": return read(ListCellSchema.schema).map { [.listCell($0)] }
        case "TextField": return read(TextFieldSchema.schema).map { [.textField($0)] }
        case "ContentBadge": return read(ComponentSchemas.contentBadge).map { [.contentBadge($0)] }
        case "Avatar": return read(ComponentSchemas.avatar).map { [.avatar($0)] }
        case "Thumbnail": return read(ComponentSchemas.thumbnail).map { [.thumbnail($0)] }
        case "Button": return read(ComponentSchemas.button).map { [.button($0)] }
        case "TextButton": return read(ComponentSchemas.textButton).map { [.textButton($0)] }
        case "IconButton": return read(ComponentSchemas.iconButton).map { [.iconButton($0)] }
        case "Checkbox": return read(ComponentSchemas.checkbox).map { [.checkbox($0)] }
        case "Radio": return read(ComponentSchemas.radio).map { [.radio($0)] }
        case "Switch": return read(ComponentSchemas.switch).map { [.switch($0)] }
        default:
            problems.append(StoryError("cannot find '\(name)' in scope\(Suggestion.didYouMean(name, among: Self.componentNames))", at: current.offset))
            return nil
        }
    }

    /// The most stories a file holds.
    static let maxStories = 200
    /// Steps read per story at most (a story is a flow a person can follow, not a script).
    static let maxSteps = 500

    /// The components a story can show, as "did you mean" offers them.
    static let componentNames = ["ListCell", "TextField", "FormControl", "FormControlGroup", "ContentBadge", "Avatar", "Thumbnail",
                                 "Button", "TextButton", "IconButton", "Checkbox", "Radio", "Switch"]

    /// `FormControlGroup(labelWidth:spacing:) { TextField(…) … }`.
    private mutating func formControlGroup(_ call: FunctionCallExprSyntax, chain: [FunctionCallExprSyntax], _ reading: StoryReading) -> [StoryElement]? {
        if let modifier = chain.first { fail("value of type 'FormControlGroup' has no modifiers; its settings are its arguments", at: modifier.calledExpression) }
        let arguments = readArguments(of: call)
        var header = CallArguments("FormControlGroup(labelWidth:spacing:)", arguments, at: offset(call))
        let group: FormControlGroup
        do throws(StoryError) {
            let labelWidth = try header.take("labelWidth", as: Double?.self, default: .some(nil), reading)
            let spacing = try header.take("spacing", as: Double.self, default: FormControlGroup().spacing, reading)
            guard spacing >= 0, (labelWidth ?? 0) >= 0 else { throw StoryError("a FormControlGroup's width and spacing cannot be negative", at: offset(call)) }
            try header.finish()
            group = FormControlGroup(labelWidth: labelWidth, spacing: spacing)
        } catch {
            record(error, at: call)
            return nil
        }
        guard let body = call.trailingClosure else {
            fail("a FormControlGroup lists its TextFields in a trailing closure", at: call)
            return nil
        }
        var fields: [TextField] = []
        for element in elements(in: body.statements, reading) {
            guard case .textField(let field) = element else {
                fail("a FormControlGroup holds TextFields only", at: body)
                continue
            }
            fields.append(field)
        }
        return [.formControlGroup(group, fields)]
    }

    /// `FormControl { TextField(…) }.label(…)…`: the same as the FormControl modifiers on the
    /// field itself (TextField always wraps itself in one).
    private mutating func formControl(_ call: FunctionCallExprSyntax, chain: [FunctionCallExprSyntax], _ reading: StoryReading) -> [StoryElement]? {
        guard call.arguments.isEmpty, let body = call.trailingClosure, body.statements.count == 1,
              let inner = body.statements.first?.item.as(ExprSyntax.self), case .textField(var field)? = element(inner, reading)?.first else {
            fail("a FormControl wraps one TextField: FormControl { TextField(text: $text) }.label(\"…\")", at: call)
            return nil
        }
        var problems: [StoryError] = []
        for modifier in chain {
            guard let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
            guard Self.formControlModifiers.contains(name), let schema = TextFieldSchema.schema.modifiers.first(where: { $0.name == name }) else {
                problems.append(StoryError("value of type 'FormControl' has no member '\(name)'\(Suggestion.didYouMean(name, among: Self.formControlModifiers))",
                                           at: offset(modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName)))
                continue
            }
            do {
                var arguments: [StoryArgument] = []
                for argument in modifier.arguments { arguments.append(StoryArgument(argument.label?.text, try ExpressionReader.read(argument.expression))) }
                if let trailing = modifier.trailingClosure { arguments.append(StoryArgument(nil, StoryExpr(.closure(try ClosureReader.read(trailing))))) }
                var call = CallArguments(".\(name)", arguments, at: offset(modifier))
                field = try schema.apply(field, &call, reading)
                try call.finish()
            } catch {
                problems.append(error)
            }
        }
        for problem in problems { record(problem, at: call) }
        return [.textField(field)]
    }

    /// FormControl's own options, which a `FormControl { … }` passes to its field.
    static let formControlModifiers = ["label", "labelPlacement", "labelWidth", "message", "size", "status", "accessory"]

    /// The call a modifier chain starts from, and the modifier calls on it in order.
    private func rootCall(_ expression: ExprSyntax) -> (FunctionCallExprSyntax, [FunctionCallExprSyntax])? {
        var chain: [FunctionCallExprSyntax] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  ExpressionReader.typePath(base) == nil else { return (call, chain) }
            chain.insert(call, at: 0)
            current = base
        }
        return nil
    }

    /// The arguments of `call` as story expressions; one that cannot be read is recorded and left out.
    private mutating func readArguments(of call: FunctionCallExprSyntax) -> [StoryArgument] {
        var arguments: [StoryArgument] = []
        for argument in call.arguments {
            do {
                arguments.append(StoryArgument(argument.label?.text, try ExpressionReader.read(argument.expression),
                                               at: argument.positionAfterSkippingLeadingTrivia.utf8Offset))
            } catch { record(error, at: argument) }
        }
        return arguments
    }

    // MARK: diagnostics

    private static func topLevelMessage(_ item: CodeBlockItemSyntax.Item, inStory: Bool = false) -> String {
        if item.is(VariableDeclSyntax.self) {
            return inStory ? "a story's values are @State: @State private var name = value ($name binds it, name reads it)"
                : "story files hold no variables outside a story: declare it in the Story's closure, @State private var name = value"
        }
        if item.is(FunctionDeclSyntax.self) { return "story files hold no functions: write each component out" }
        if item.is(ForStmtSyntax.self) || item.is(WhileStmtSyntax.self) || item.is(RepeatStmtSyntax.self) {
            return "story files hold no loops: write each component out"
        }
        if item.is(StructDeclSyntax.self) || item.is(ClassDeclSyntax.self) || item.is(EnumDeclSyntax.self) {
            return "story files hold no type declarations"
        }
        return inStory ? "a story lists components, one per line"
            : "only Story(\"…\") { … }, Steps(\"story-id\") { … } and imports can stand at the top level of a story file"
    }

    /// The most errors read in one file: the first say what is wrong, and a megabyte of wrong
    /// statements would cost a "did you mean" each.
    static let maxErrors = 100

    /// Whether reading stops before `statement`, the file having `maxErrors` errors already (the
    /// first time, a warning at the statement says so).
    private mutating func tooManyErrors(at statement: some SyntaxProtocol) -> Bool {
        guard errors.count >= Self.maxErrors else { return false }
        if !stoppedReading {
            stoppedReading = true
            warnings.append((statement.positionAfterSkippingLeadingTrivia.utf8Offset, "\(Self.maxErrors) errors: the rest of the file is not read"))
        }
        return true
    }

    private mutating func fail(_ message: String, at node: some SyntaxProtocol) {
        errors.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, message))
    }

    private mutating func record(_ error: StoryError, at node: some SyntaxProtocol) {
        errors.append((error.offset ?? node.positionAfterSkippingLeadingTrivia.utf8Offset, error.message))
    }

    private func offset(_ node: (some SyntaxProtocol)?) -> Int? { node?.positionAfterSkippingLeadingTrivia.utf8Offset }

    private func line(of node: some SyntaxProtocol) -> Int {
        source.diagnostic(.error, "", at: node.positionAfterSkippingLeadingTrivia).line
    }
}
