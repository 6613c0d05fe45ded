/// Montage's stylesheets rewritten for one subtree: every selector put under a scope class and
/// every `@token` color replaced by its value in a scheme. GTK's named colors are global to the
/// display, so a subtree in another scheme (a side-by-side comparison) cannot refer to them;
/// with its rules one class more specific than the window's, the subtree wins wherever both match.
enum ScopedCSS {
    /// `css` with each rule's selectors under `.scope` and its `@name` colors looked up in
    /// `colors` (a name not in it is left as it is). Comments are dropped; `@define-color`
    /// statements are left out (their values are in `colors`).
    static func rewrite(_ css: String, scope: String, colors: [String: String]) -> String {
        let text = Array(withoutComments(css).unicodeScalars)
        var output = ""
        var index = 0
        while index < text.count {
            guard let open = text[index...].firstIndex(of: "{") else { break }
            var head = String(String.UnicodeScalarView(text[index..<open]))
            // Statements before the rule (`@define-color …;`) end with a semicolon.
            if let statementEnd = head.lastIndex(of: ";") { head = String(head[head.index(after: statementEnd)...]) }
            var depth = 0, close = open
            while close < text.count {
                if text[close] == "{" { depth += 1 } else if text[close] == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                close += 1
            }
            let body = String(String.UnicodeScalarView(text[(open + 1)..<min(close, text.count)]))
            let selectors = head.trimmed
            if !selectors.isEmpty, !selectors.hasPrefix("@") {
                let scoped = split(selectors).map { ".\(scope) \($0)" }.joined(separator: ", ")
                output += "\(scoped) {\(substitute(body, colors: colors))}\n"
            }
            index = close + 1
        }
        return output
    }

    /// The colors `@define-color` statements in `css` define, by name, their values resolved
    /// through the names defined before them.
    static func colors(definedIn css: String) -> [String: String] {
        var colors: [String: String] = [:]
        for statement in withoutComments(css).split(separator: ";") {
            let words = statement.trimmed.split(separator: " ", maxSplits: 2)
            guard words.count == 3, words[0] == "@define-color" else { continue }
            colors[String(words[1])] = substitute(String(words[2]), colors: colors)
        }
        return colors
    }

    /// Selectors split at top-level commas (not those inside `:not(…)`).
    private static func split(_ selectors: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in selectors {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmed)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmed)
        return parts.filter { !$0.isEmpty }
    }

    /// `text` with every `@name` found in `colors` replaced by its value.
    private static func substitute(_ text: String, colors: [String: String]) -> String {
        guard text.contains("@") else { return text }
        var output = "", name = "", inName = false
        func flush() {
            if inName { output += colors[name].map { $0 } ?? "@\(name)" }
            name = ""
            inName = false
        }
        for character in text {
            if inName, character.isLetter || character.isNumber || character == "_" || character == "-" {
                name.append(character)
                continue
            }
            flush()
            if character == "@" { inName = true } else { output.append(character) }
        }
        flush()
        return output
    }

    private static func withoutComments(_ css: String) -> String {
        var output = "", rest = Substring(css)
        while let start = rest.firstRange(of: "/*") {
            output += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstRange(of: "*/") else { return output }
            rest = rest[end.upperBound...]
        }
        return output + rest
    }
}

extension StringProtocol {
    /// The text without the white space around it.
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
