/// Text from outside (arguments, paths) made safe to print in a one-line message: control
/// characters, line separators and bidirectional overrides are escaped (`\n`, `\t`, `\x1b`,
/// `\u202e`), a backslash is doubled, bytes that are not UTF-8 show as `\xff`, and a long value
/// is cut (its first `limit` characters, then "…"), so a message stays one readable line
/// whatever the user sent.
public enum TerminalText {
    /// How many characters of a value a message quotes.
    public static let defaultLimit = 60

    /// `value` escaped and cut after `limit` characters (nil: never cut).
    public static func quote(_ value: String, limit: Int? = defaultLimit) -> String {
        quote(bytes: Array(value.utf8), limit: limit)
    }

    /// `bytes` (UTF-8, possibly invalid) escaped and cut after `limit` characters (nil: never cut).
    public static func quote(bytes: [UInt8], limit: Int? = defaultLimit) -> String {
        var result = ""
        var count = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        // Appends `piece` (one escape or one character) unless it would pass the limit.
        func append(_ piece: String) -> Bool {
            let length = piece.unicodeScalars.count
            if let limit, count + length > limit { return false }
            result += piece
            count += length
            return true
        }
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if !append(escape(Unicode.UTF8.decode(encoded))) { break loop }
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    guard append(hex(byte)) else { break loop }
                }
                offset += length
            case .emptyInput:
                return result
            }
        }
        return result + "…"
    }

    /// One scalar as it is printed.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: break
        }
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return hex(UInt8(value)) }
        if hidden.contains(where: { $0.contains(value) }) {
            let digits = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        return String(scalar)
    }

    /// Scalars that would move or hide what follows them: C1 controls, the line and paragraph
    /// separators, and the bidirectional marks, embeddings, overrides and isolates.
    private static let hidden: [ClosedRange<UInt32>] = [0x80...0x9F, 0x061C...0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069]

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return "\\x" + (digits.count == 1 ? "0" : "") + digits
    }
}
