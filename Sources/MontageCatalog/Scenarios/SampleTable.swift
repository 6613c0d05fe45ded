import CGtk
import GtkKit

/// The scenarios' sample data: tab-separated text files in resources/samples, a record a line,
/// blank lines and `#` comments skipped.
enum SampleTable {
    /// Each record of `path` with its line number, made by `record` (nil: a malformed line,
    /// which ends the reading with "path:line: `expected`"). Returns the records read and the
    /// problem, if any (a missing file is GLib's message).
    static func read<Record>(_ path: String, expected: String, _ record: ([String]) -> Record?) -> ([Record], String?) {
        var contents: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, nil, &error) != 0, let contents else {
            defer { g_error_free(error) }
            return ([], error.map { String(cString: $0.pointee.message) } ?? tr("cannot read %s", path))
        }
        defer { g_free(contents) }
        var records: [Record] = []
        for (number, line) in String(cString: contents).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
