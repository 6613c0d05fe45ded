/// What a story file's text is checked for before the parser sees it, by one pass over its
/// bytes: brackets nested more than `maxNesting` deep, square brackets more than `maxSquare`
/// deep (at each `[` the parser looks ahead for a type, `[[a<…`, `[(a,…`, `[a&…`, and its time
/// doubles with every level: 22 levels take seconds), conditional compilation nested more
/// than `maxDirectives` deep (the parser skips `#if` blocks by recursion, a frame chain a level),
/// runs of prefix keywords longer than `maxPrefixRun` (`try await try await …` recurses a level
/// each: 300,000 overflow any stack) and generic arguments nested more than `maxGenerics` deep
/// (`Array<Array<…` parses in time quadratic in its depth), and runs of more than `maxPounds`
/// `#` (a raw string's delimiter: the lexer's time grows with the square of an unclosed one's).
enum SourceBounds {
    /// How deep brackets, parentheses and braces may nest (a story needs a handful).
    static let maxNesting = 64
    /// How deep square brackets may nest (a story's slot array is one level; 8 take milliseconds).
    static let maxSquare = 8
    /// How deep `#if` blocks may nest (a story has no use for one; a pasted file may have a few).
    static let maxDirectives = 16
    /// The longest run of prefix keywords (`try await x` is a run of 2).
    static let maxPrefixRun = 16
    /// How deep generic arguments may nest (a `<` right after a name opens one, a `>` closes it).
    static let maxGenerics = 16
    /// The longest run of `#` (a raw string's delimiter needs one or two).
    static let maxPounds = 16

    /// The keywords that prefix an expression or a type, and recurse in the parser.
    static let prefixKeywords: Set<String> = ["try", "await", "consume", "copy", "each", "repeat", "some", "any", "inout", "borrowing",
                                              "consuming", "unsafe", "_move", "_borrow", "sending", "isolated", "_const", "discard"]

    /// The first bound `text` passes: where (a UTF-8 offset) and a sentence saying which.
    static func firstProblem(_ text: String) -> (offset: Int, message: String)? {
        var openers: [UInt8] = [], directives = 0, inString = false, escaped = false, lineComment = false, blockComments = 0
        var prefixRun = 0, generics = 0, afterName = false, afterKeyword = false, pounds = 0
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index], next = index + 1 < bytes.count ? bytes[index + 1] : 0
            defer { index += 1 }
            if lineComment { if byte == 0x0A { lineComment = false }; continue }
            if blockComments > 0 {
                if byte == 0x2A, next == 0x2F { blockComments -= 1; index += 1 } else if byte == 0x2F, next == 0x2A { blockComments += 1; index += 1 }
                continue
            }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 || byte == 0x0A { inString = false }
                continue
            }
            if Self.isNameByte(byte), !(0x30...0x39).contains(byte) {
                var end = index + 1
                while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
                let isPrefix = end - index <= 10 && prefixKeywords.contains(String(decoding: bytes[index..<end], as: UTF8.self))
                prefixRun = isPrefix ? prefixRun + 1 : 0
                if prefixRun > maxPrefixRun { return (index, "more than \(maxPrefixRun) prefix keywords in a row here") }
                afterName = !isPrefix
                afterKeyword = isPrefix
                pounds = 0
                index = end - 1
                continue
            }
            pounds = byte == 0x23 ? pounds + 1 : 0
            if pounds > maxPounds { return (index - maxPounds, "more than \(maxPounds) # in a row here") }
            let wasAfterName = afterName, wasAfterKeyword = afterKeyword
            afterName = false
            afterKeyword = false
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue  // whitespace keeps a run of keywords
            case 0x21 where wasAfterKeyword, 0x3F where wasAfterKeyword: afterKeyword = true; continue  // try! and try?
            case 0x3C where wasAfterName:
                generics += 1
                if generics > maxGenerics { return (index, "generic arguments nest more than \(maxGenerics) deep here") }
            case 0x3E: generics = max(0, generics - 1)
            default: break
            }
            prefixRun = 0
            switch byte {
            case 0x22: inString = true
            case 0x2F where next == 0x2F: lineComment = true
            case 0x2F where next == 0x2A: blockComments += 1; index += 1
            case 0x28, 0x5B, 0x7B:
                openers.append(byte)
                if openers.count > maxNesting { return (index, "brackets nest more than \(maxNesting) deep here") }
                if byte == 0x5B, openers.count(where: { $0 == 0x5B }) > maxSquare { return (index, "square brackets nest more than \(maxSquare) deep here") }
            case 0x29, 0x5D, 0x7D: _ = openers.popLast()
            case 0x23:
                if directive("if", at: index + 1, in: bytes) {
                    directives += 1
                    if directives > maxDirectives { return (index, "#if blocks nest more than \(maxDirectives) deep here") }
                } else if directive("endif", at: index + 1, in: bytes) {
                    directives = max(0, directives - 1)
                }
            default: break
            }
        }
        return nil
    }

    /// Whether `byte` can be part of a name (ASCII letters, digits, `_`, or any non-ASCII byte).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == 0x5F || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (0x30...0x39).contains(byte) || byte >= 0x80
    }

    /// Whether `bytes` hold the directive `word` at `index`, ending there (not `#iffy`).
    private static func directive(_ word: String, at index: Int, in bytes: [UInt8]) -> Bool {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else { return false }
        guard index + word.count < bytes.count else { return true }
        return !isNameByte(bytes[index + word.count])
    }
}
