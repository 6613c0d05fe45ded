@_spi(Testing) @_spi(Capture) import MontageGtk
import XCTest
import GtkKit

/// The maxLength rule in pure logic (spec §4.6): text over the limit becomes its first N
/// grapheme clusters, never a split cluster; a negative limit is 0; nil is unlimited.
final class TextFieldGraphemeLimitTests: XCTestCase {
    func testEveryCorpusStringAtEveryLimitIsItsFirstNGraphemes() {
        for (name, text) in TrickyText.all {
            let count = text.count
            for limit in -2...(count + 2) {
                let result = GraphemeLimit.apply(text, limit: limit)
                XCTAssertEqual(result, Graphemes.prefix(text, limit), "\(name) at \(limit)")
                XCTAssertEqual(result.count, min(max(0, limit), count), "\(name) at \(limit): grapheme count")
                XCTAssertTrue(Graphemes.isClusterPrefix(result, of: text), "\(name) at \(limit): a run of whole clusters")
                XCTAssertEqual(GraphemeLimit.exceeds(text, limit: limit), count > max(0, limit), "\(name) exceeds \(limit)")
                XCTAssertFalse(GraphemeLimit.exceeds(result, limit: limit), "\(name): the result fits \(limit)")
            }
            XCTAssertEqual(GraphemeLimit.apply(text, limit: nil), text, "\(name): nil is unlimited")
            XCTAssertFalse(GraphemeLimit.exceeds(text, limit: nil))
        }
    }

    /// A cut by size (UTF-8 bytes, Unicode scalars) keeps the whole clusters that end within it.
    func testAPrefixUpToAnyIndexKeepsWholeClusters() {
        for (name, text) in TrickyText.all {
            for bytes in 0...text.utf8.count {
                let end = text.utf8.index(text.utf8.startIndex, offsetBy: bytes)
                let prefix = GraphemeLimit.prefix(text, upTo: end)
                XCTAssertLessThanOrEqual(prefix.utf8.count, bytes, "\(name) up to byte \(bytes)")
                XCTAssertTrue(Graphemes.isClusterPrefix(String(prefix), of: text), "\(name) up to byte \(bytes): whole clusters")
                let next = text.dropFirst(prefix.count).first.map { String($0).utf8.count } ?? 0
                XCTAssertTrue(next == 0 || prefix.utf8.count + next > bytes, "\(name) up to byte \(bytes): the longest such run")
            }
        }
        XCTAssertEqual(GraphemeLimit.prefix("", upTo: "".endIndex), "")
    }

    func testAClusterIsNeverSplit() {
        // Each of these is one grapheme made of several scalars: limit 1 keeps all of it.
        let clusters = [
            TrickyText.family, "🇰🇷", TrickyText.thumbs, "한", "\u{1112}\u{1161}\u{11AB}", "\u{1100}\u{1161}\u{11A8}",
            TrickyText.combining, "Z\u{0351}\u{0352}\u{0357}\u{035B}\u{0363}\u{0364}\u{0365}\u{0366}", "\r\n",
            "👩🏽‍💻", "🏳️‍🌈", "1️⃣",
        ]
        for cluster in clusters {
            XCTAssertEqual(cluster.count, 1, "precondition: \(cluster.unicodeScalars.map { String($0.value, radix: 16) })")
            XCTAssertEqual(GraphemeLimit.apply(cluster + cluster + "x", limit: 1).unicodeScalars.count, cluster.unicodeScalars.count)
            XCTAssertEqual(GraphemeLimit.apply(cluster + "x", limit: 1), cluster)
            XCTAssertEqual(GraphemeLimit.apply("x" + cluster + "y", limit: 2), "x" + cluster)
            XCTAssertEqual(GraphemeLimit.apply(cluster, limit: 0), "")
        }
    }

    func testConcreteCuts() {
        XCTAssertEqual(GraphemeLimit.apply(TrickyText.flags, limit: 1), "🇰🇷", "regional indicators pair up")
        XCTAssertEqual(GraphemeLimit.apply("🇰🇷🇯🇵🇺", limit: 2), "🇰🇷🇯🇵")
        XCTAssertEqual(GraphemeLimit.apply(TrickyText.hangul, limit: 2), "한국")
        XCTAssertEqual(GraphemeLimit.apply(TrickyText.jamo, limit: 1), "\u{1100}\u{1161}\u{11A8}", "L V T is one syllable")
        XCTAssertEqual(GraphemeLimit.apply(TrickyText.crlf, limit: 2), "a\r\n", "CR LF is one grapheme")
        XCTAssertEqual(GraphemeLimit.apply("a\r\nb", limit: 1), "a")
        XCTAssertEqual(GraphemeLimit.apply(TrickyText.zalgo, limit: 1).unicodeScalars.count, 9, "the whole mark stack stays")
        XCTAssertEqual(GraphemeLimit.apply(TrickyText.mixed, limit: 4), "Aé한👍🏽")
        XCTAssertEqual(GraphemeLimit.apply(TrickyText.mixed, limit: 5), "Aé한👍🏽🇰🇷")
    }

    func testNegativeZeroAndNilLimits() {
        XCTAssertEqual(GraphemeLimit.apply("abc", limit: -1), "")
        XCTAssertEqual(GraphemeLimit.apply("abc", limit: Int.min), "")
        XCTAssertEqual(GraphemeLimit.apply("abc", limit: 0), "")
        XCTAssertEqual(GraphemeLimit.apply("", limit: -3), "")
        XCTAssertFalse(GraphemeLimit.exceeds("", limit: -3), "empty text fits any limit")
        XCTAssertTrue(GraphemeLimit.exceeds("a", limit: -3))
        XCTAssertEqual(GraphemeLimit.apply("abc", limit: Int.max), "abc")
        let long = String(repeating: TrickyText.family + "가", count: 10_000)
        XCTAssertEqual(GraphemeLimit.apply(long, limit: nil), long)
        XCTAssertFalse(GraphemeLimit.exceeds(long, limit: nil))
        XCTAssertFalse(GraphemeLimit.exceeds(long, limit: 20_000), "exactly at the limit fits")
        XCTAssertTrue(GraphemeLimit.exceeds(long, limit: 19_999))
    }

    func testAHugeTextIsCutWithoutWalkingAllOfIt() {
        // The cut only needs the first N clusters: a 1M-character text at limit 10 is quick.
        let huge = String(repeating: "가👍🏽", count: 500_000)
        XCTAssertEqual(GraphemeLimit.apply(huge, limit: 10), String(repeating: "가👍🏽", count: 5))
        XCTAssertTrue(GraphemeLimit.exceeds(huge, limit: 10))
    }
}
