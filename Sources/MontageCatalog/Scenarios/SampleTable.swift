import GtkKit

/// The scenarios' sample data: tab-separated text files in resources/samples, a record a line,
/// blank lines and `#` comments skipped.
enum SampleTable {
    /// Each record of `path` with its line number, made by `record` (nil: a malformed line,
    /// which ends the reading with "path:line: `expected`"). Returns the records read and the
    /// problem, if any (a missing file is GLib's message).
    static func read<Record>(_ path: String, expected: String, _ record: ([String]) -> Record?) -> ([Record], String?) {
        let contents: String
        do { contents = try Files.text(of: path) } catch { return ([], error.message) }
        var records: [Record] = []
        for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingPrefix(while: \.isWhitespace)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let made = record(line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)) else {
                return (records, "\(path):\(number + 1): \(expected)")
            }
            records.append(made)
        }
        return (records, nil)
    }
}
