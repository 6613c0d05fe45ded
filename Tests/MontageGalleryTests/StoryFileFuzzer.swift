import GalleryTestSupport

/// Story files for the fuzzer, from a seed: generated from the story language's grammar (stories,
/// components, modifiers, values, closures) and mutated (ranges cut, repeated, swapped, bytes
/// flipped), with long and deep forms of every construct spliced in: modifier and member chains,
/// operators and prefix operators, nested directives, closures, interpolations, raw strings,
/// arrays, huge literals, long identifiers, invalid UTF-8, NUL, CR and CRLF line ends, a BOM.
struct StoryFileFuzzer {
    private var random: SplitMix64
    /// The most bytes a case holds (a story file's limit).
    static let maxBytes = StoryFileText.maxBytes

    /// How many long forms the catalogue has; the first cases are each at its longest, alone.
    private(set) var formCount = 0
    private var casesMade = 0

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
        formCount = longForms(1 << 20).count
    }

    /// The next case: its bytes, and a few words saying what it is (for a failure's message).
    /// The first `2 × formCount` cases are the long forms at their longest, each in a story: as
    /// long as a story file may be, then as long as one could be before the bounds (1 MiB, which
    /// `StoryFileText` now refuses unread; an older build crashed on several).
    mutating func next() -> (bytes: [UInt8], about: String) {
        defer { casesMade += 1 }
        if casesMade < 2 * formCount {
            let (name, make) = longForms(1 << 20)[casesMade % formCount]
            let limit = casesMade < formCount ? Self.maxBytes : 1 << 20
            let text = "Story(\"a\") {\n    " + make() + "\n}\n"
            return (Array(text.utf8.prefix(limit)), "long form \(name) at its longest, \(limit >> 10) KiB")
        }
        switch random.int(10) {
        case 0, 1, 2: return (Array(file().utf8), "generated")
        case 3, 4, 5:
            var bytes = Array(file().utf8)
            let steps = 1 + random.int(6)
            for _ in 0..<steps { mutate(&bytes) }
            return (bytes, "mutated \(steps)×")
        default:
            let (form, name) = longForm()
            var bytes = Array(file().utf8)
            let at = random.int(bytes.count + 1)
            bytes.insert(contentsOf: form, at: at)
            return (Array(bytes.prefix(Self.maxBytes)), "long form \(name) at \(at)")
        }
    }

    // MARK: grammar

    private static let components = ["ListCell(label: \"셀\")", "ListCell(label: \"탭\", onTap: { print(\"탭\") })", "TextField(text: $text)",
                                     "TextField(text: \"값\")", "ContentBadge(title: \"신규\")", "Avatar(variant: .person)", "Checkbox(checked: true)",
                                     "Switch(checked: false)", "Radio(checked: true)", "Button(title: \"확인\")", "TextButton(title: \"더보기\")",
                                     "IconButton(icon: .person)", "Thumbnail(\"sample.png\")"]
    private static let modifiers = [".description(\"설명\")", ".chevron()", ".chevron(true)", ".selected(true)", ".disabled(true)", ".divider()",
                                    ".variant(.full)", ".variant(.inset)", ".verticalPadding(.small)", ".labelVariant(.body1)", ".highlight(\"셀\")",
                                    ".leadingResources([.icon(.person)])", ".trailingResources([.switch(checked: true, onSelect: { print(\"\\($0)\") })])",
                                    ".labelTrailingResources([.contentBadge(title: \"신규\")])", ".extraResources([.text(\"서울\")])",
                                    ".trailingResources([.slot { MyCustomView() }])", ".label(\"이름\", required: true)", ".status(.negative)",
                                    ".message(\"오류\")", ".placeholder(\"입력\")", ".maxLength(10)", ".secured(true)", ".size(.large)",
                                    ".labelColor(.semantic(.primaryNormal))", ".paddingTop(.custom(20))", ".descripton(\"오타\")", ".chevron(1)"]
    private static let values = ["\"글\"", "1", "-2.5", "true", "nil", ".full", "ListCell.Variant.full", "[.icon(.person)]", "$text", ".constant(\"a\")",
                                 ".semantic(.primaryNormal)", ".rgba(RGBA(hex: 0xFF4242))", "{ print(\"a\") }", "isOn", "profileImageURL"]

    private mutating func file() -> String {
        var text = random.oneIn(3) ? "import SwiftUI\nimport Montage\n\n" : ""
        for index in 0..<(1 + random.int(4)) {
            let header = random.pick(["Story(\"이야기 \(index)\")", "Story(\"s\(index)\", section: \"Fuzz\")", "Story(\"w\", width: \(random.int(5_000)))",
                                      "Story(\"d\", scheme: .dark, direction: .rightToLeft)", "Story()", "Story(\"x\", section: 1)"])
            text += header + " {\n"
            for _ in 0..<random.int(6) { text += "    " + component() + "\n" }
            text += "}\n"
        }
        return text
    }

    private mutating func component() -> String {
        if random.oneIn(8) { return "FormControlGroup(labelWidth: 80) {\n        \(component())\n    }" }
        if random.oneIn(10) { return "FormControl { TextField(text: $t) }.label(\"라벨\")" }
        if random.oneIn(12) { return random.pick(["@State private var isOn = false", "let x = 1", "for i in 0..<3 { }", "if true { }", "func f() {}"]) }
        var text = random.pick(Self.components)
        for _ in 0..<random.int(5) { text += random.oneIn(6) ? ".\(random.pick(["chevron", "variant", "label"]))(\(random.pick(Self.values)))" : random.pick(Self.modifiers) }
        return text
    }

    // MARK: mutation

    private mutating func mutate(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let start = random.int(bytes.count), end = min(bytes.count, start + 1 + random.int(64))
        switch random.int(7) {
        case 0: bytes.removeSubrange(start..<end)
        case 1:
            let times = random.pick([2, 10, 1_000, 20_000])
            let slice = Array(bytes[start..<end])
            bytes.insert(contentsOf: Array([[UInt8]](repeating: slice, count: times).joined().prefix(Self.maxBytes / 2)), at: start)
        case 2: bytes[start] ^= UInt8(1 << random.int(8))
        case 3: bytes.insert(random.pick(Array("()[]{}\"\\#$.:,;@`'/*\n\r\u{0}".utf8)), at: start)
        case 4:
            let other = random.int(bytes.count)
            bytes.swapAt(start, other)
        case 5: bytes.insert(contentsOf: Array(random.pick(["#if A\n", "#endif\n", "\"\"\"\n", "/*", "*/", "\\(", "#\"", "\"#", "{ $0 in ", "in",
                                                             "\u{FEFF}", "\r\n", "\r", "\u{0}", "\u{200B}", "김"]).utf8), at: start)
        default: bytes.insert(contentsOf: [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80][0..<(1 + random.int(6))], at: start)
        }
        if bytes.count > Self.maxBytes { bytes.removeLast(bytes.count - Self.maxBytes) }
    }

    // MARK: long and deep forms

    /// A long or deep form of one construct, up to the file limit.
    private mutating func longForm() -> ([UInt8], String) {
        let n = random.pick([10, 100, 1_000, 10_000, 70_000, 150_000])
        let (name, make) = random.pick(longForms(n))
        var bytes = Array(make().utf8)
        if name == "NUL" || random.oneIn(20) { bytes.insert(contentsOf: [0xC3, 0x28], at: random.int(bytes.count + 1)) }  // invalid UTF-8
        return (Array(bytes.prefix(Self.maxBytes)), "\(name) ×\(n)")
    }

    /// Every long form, `n` long (each bounded by the file limit), by name.
    private func longForms(_ n: Int) -> [(String, () -> String)] {
        func repeated(_ open: String, _ middle: String, _ close: String, _ count: Int) -> String {
            let count = min(count, Self.maxBytes / max(1, open.utf8.count + close.utf8.count))
            return String(repeating: open, count: count) + middle + String(repeating: close, count: count)
        }
        return [
            ("modifier chain", { "ListCell(label: \"a\")" + String(repeating: ".chevron(true)", count: min(n, 70_000)) }),
            ("member chain", { "ListCell(label: \"a\").variant(.full" + String(repeating: ".full", count: min(n, 200_000)) + ")" }),
            ("call chain", { "f" + String(repeating: "()", count: min(n, 400_000)) }),
            ("subscript chain", { "a" + String(repeating: "[0]", count: min(n, 300_000)) }),
            ("optional chain", { "a" + String(repeating: "?.b", count: min(n, 300_000)) }),
            ("operators", { "1" + String(repeating: " + 1", count: min(n, 250_000)) }),
            ("mixed operators", { "1" + String(repeating: " * 2 ?? 3 as! Int", count: min(n, 50_000)) }),
            ("prefix operators", { String(repeating: "- ", count: min(n, 400_000)) + "1" }),
            ("prefix run", { String(repeating: "!", count: min(n, 900_000)) + "a" }),
            ("try await", { String(repeating: "try await ", count: min(n, 90_000)) + "a" }),
            ("ternaries", { String(repeating: "a ? b : ", count: min(n, 100_000)) + "c" }),
            ("nested directives", { repeated("#if A\n", "ListCell(label: \"a\")\n", "#endif\n", n) }),
            ("else directives", { "#if A\n" + String(repeating: "#elseif B\nListCell(label: \"a\")\n", count: min(n, 30_000)) + "#endif\n" }),
            ("nested closures", { repeated("{ ", "print(\"a\")", " }", n) }),
            ("closure chain", { String(repeating: "{ }", count: min(n, 300_000)) }),
            ("nested interpolations", { repeated("\"\\(", "1", ")\"", n) }),
            ("raw string", { let hashes = String(repeating: "#", count: min(n, 400_000)); return hashes + "\"raw\"" + hashes }),
            ("unterminated raw string", { String(repeating: "#", count: min(n, 900_000)) + "\"" }),
            ("multi-line strings", { String(repeating: "\"\"\"\n\\(\n", count: min(n, 100_000)) }),
            ("nested arrays", { repeated("[", "1", "]", n) }),
            ("typed arrays", { repeated("[a<", "b", ">]", n) }),
            ("tuple types", { repeated("[(a, ", "b", ")]", n) }),
            ("nested parentheses", { repeated("(", "1", ")", n) }),
            ("long array", { "[" + String(repeating: ".icon(.person), ", count: min(n, 60_000)) + "]" }),
            ("many arguments", { "ListCell(" + String(repeating: "label: \"a\", ", count: min(n, 80_000)) + ")" }),
            ("many statements", { String(repeating: "ListCell(label: \"a\")\n", count: min(n, 45_000)) }),
            ("many stories", { String(repeating: "Story(\"a\") { ListCell(label: \"a\") }\n", count: min(n, 25_000)) }),
            ("huge integer", { String(repeating: "9", count: min(n, 900_000)) }),
            ("huge float", { "1" + String(repeating: "0", count: min(n, 900_000)) + ".5e999999" }),
            ("hex literal", { "0x" + String(repeating: "F", count: min(n, 900_000)) }),
            ("long string", { "\"" + String(repeating: "가", count: min(n, 300_000)) + "\"" }),
            ("long identifier", { String(repeating: "a", count: min(n, 900_000)) }),
            ("long label", { "ListCell(label: \"" + String(repeating: "a", count: min(n, 900_000)) + "\")" }),
            ("attributes", { String(repeating: "@State ", count: min(n, 120_000)) + "var a = 1" }),
            ("generic nesting", { repeated("Array<", "Int", ">", n) }),
            ("keypaths", { "\\" + String(repeating: ".a", count: min(n, 400_000)) }),
            ("comments", { repeated("/*", " ", "*/", n) }),
            ("line comments", { String(repeating: "// 주석\n", count: min(n, 100_000)) }),
            ("line ends", { String(repeating: "ListCell(label: \"a\")\r\n\r", count: min(n, 40_000)) }),
            ("NUL", { String(repeating: "\u{0}", count: min(n, 100_000)) }),
            ("BOM", { String(repeating: "\u{FEFF}", count: min(n, 100_000)) }),
            ("backticks", { String(repeating: "`a`.", count: min(n, 200_000)) + "b" }),
            ("dollar names", { String(repeating: "$a.", count: min(n, 200_000)) + "b" }),
            ("pound keywords", { String(repeating: "#file #line #column ", count: min(n, 40_000)) }),
            ("regex literals", { String(repeating: "/a/.", count: min(n, 200_000)) + "b" }),
        ]
    }
}
