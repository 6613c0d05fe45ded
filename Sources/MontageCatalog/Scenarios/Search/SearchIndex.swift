import Glibc

/// A searchable list of many names: every name lowercased into one buffer of C strings (its
/// `Corpus`, shareable), searched with strstr a slice at a time (`step`), so a query over 100,000
/// names never holds a frame. A query that extends the last one searches only the last one's
/// results.
@MainActor
public final class SearchIndex {
    /// Names and their lowercased buffer: made once, read by any number of indexes.
    public final class Corpus: Sendable {
        /// Every name, in order.
        public let names: [String]
        fileprivate let buffer: [UInt8]
        fileprivate let offsets: [Int]  // names[i] is buffer[offsets[i]..<offsets[i+1]]

        /// A corpus of `names` (lowercased once, here).
        public init(_ names: [String]) {
            self.names = names
            var buffer: [UInt8] = [], offsets: [Int] = []
            offsets.reserveCapacity(names.count + 1)
            for name in names {
                offsets.append(buffer.count)
                SearchLowercase.append(name, to: &buffer)
                buffer.append(0)  // a query never spans two names
            }
            offsets.append(buffer.count)
            self.buffer = buffer
            self.offsets = offsets
        }

        /// The 100,000 sample names (`SampleNames`), made on first use and kept for the
        /// process: a page that shows them, built again, costs no second 0.4 s.
        public static let sample = Corpus(SampleNames.make())
    }

    /// The names and their buffer.
    public let corpus: Corpus
    /// Every name, in order.
    public var names: [String] { corpus.names }
    /// The query searched last.
    public private(set) var query = ""
    /// The positions of the names matching `query` found so far, in order.
    public private(set) var results: [Int]
    /// Whether the search of `query` is complete.
    public private(set) var isComplete = true

    private var candidates: [Int]? = nil  // nil: every name
    private var next = 0
    private var needle: [UInt8] = []

    /// An index over `corpus`, every name shown.
    public init(_ corpus: Corpus) {
        self.corpus = corpus
        results = Array(corpus.names.indices)
    }

    /// An index over `names` (lowercased once, here).
    public convenience init(_ names: [String]) {
        self.init(Corpus(names))
    }

    /// Starts searching `text`; `step` then finds its matches a slice at a time.
    public func setQuery(_ text: String) {
        let refines = isComplete && !query.isEmpty && text.hasPrefix(query)
        let previous = results
        query = text
        needle = []
        SearchLowercase.append(text, to: &needle)
        needle.append(0)
        next = 0
        if text.isEmpty {
            candidates = nil
            results = Array(names.indices)
            isComplete = true
            return
        }
        candidates = refines ? previous : nil
        results = []
        isComplete = false
    }

    /// Searches up to `limit` more names; returns whether the search is now complete.
    @discardableResult
    public func step(limit: Int = 20_000) -> Bool {
        guard !isComplete else { return true }
        let total = candidates?.count ?? names.count
        let end = min(total, next + limit)
        let offsets = corpus.offsets
        corpus.buffer.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { pattern in
                let base = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
                let wanted = UnsafeRawPointer(pattern.baseAddress!).assumingMemoryBound(to: CChar.self)
                for position in next..<end {
                    let index = candidates?[position] ?? position
                    if strstr(base + offsets[index], wanted) != nil { results.append(index) }
                }
            }
        }
        next = end
        isComplete = end == total
        return isComplete
    }

    /// Searches everything left at once (tests; the screen steps between frames).
    public func finish() { while !step() {} }
}

/// 100,000 names, Korean and Latin, the same on every run.
public enum SampleNames {
    /// `count` names from a fixed seed.
    public static func make(count: Int = 100_000) -> [String] {
        let surnames = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권", "황", "안", "송", "류", "홍"]
        let syllables = ["민", "서", "지", "준", "하", "윤", "도", "현", "우", "은", "수", "연", "예", "진", "원", "아", "유", "재", "승", "태",
                         "다", "소", "영", "주", "호", "시", "혜", "성", "나", "린"]
        let first = ["Alex", "Mina", "Jun", "Sora", "Daniel", "Hana", "Leo", "Yuna", "Chris", "Eun", "Noah", "Grace", "Ryan", "Jiwoo", "Olivia", "Sam"]
        let last = ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Smith", "Garcia", "Brown", "Tanaka", "Martin", "Nguyen", "Silva", "Cho"]
        let roles = ["디자이너", "개발자", "PM", "마케터", "Designer", "Engineer", "리서처", "QA"]
        var state: UInt64 = 0x4D4F_4E54_4147_45  // "MONTAGE"
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { index in
            let name = index % 3 == 2
                ? "\(first[next(first.count)]) \(last[next(last.count)])"
                : surnames[next(surnames.count)] + syllables[next(syllables.count)] + syllables[next(syllables.count)]
            return "\(name) · \(roles[next(roles.count)]) \(index + 1)"
        }
    }
}
