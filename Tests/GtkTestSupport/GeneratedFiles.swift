import CGtk
import Foundation
import GtkKit
import XCTest

/// The check behind every test that keeps a `Generated/` folder current (in every test target):
/// the generator runs into a temporary folder and what it writes must equal the committed files
/// byte for byte.
public enum GeneratedFiles {
    /// The repository's root.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `python3 <generator> --out <temporary folder>` and compares what it
    /// writes into `folder` (a path from the repository's root) with the files committed there:
    /// fails naming each stale, missing or stray file and the command that regenerates them.
    public static func assertCurrent(generator: String, folder: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let command = "python3 \(generator)"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("montage-generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = ChildProcess.run("python3", [repository.appendingPathComponent(generator).path, "--out", scratch.path],
                                   mergingStandardError: true, timeout: 300)
        guard run.succeeded else {
            return XCTFail("`\(command)` failed (\(run.ending)): \(run.output)", file: file, line: line)
        }
        let generated = scratch.appendingPathComponent(folder), committed = repository.appendingPathComponent(folder)
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? []).sorted()
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: committed.path)) ?? []).sorted()
        XCTAssertFalse(written.isEmpty, "\(generator) wrote nothing into \(folder)", file: file, line: line)
        for name in written {
            let path = "\(folder)/\(name)"
            guard let old = FileManager.default.contents(atPath: committed.appendingPathComponent(name).path) else {
                XCTFail("\(path) is missing: \(generator) writes it. Regenerate with `\(command)`.", file: file, line: line)
                continue
            }
            let new = try Data(contentsOf: generated.appendingPathComponent(name))
            if old != new {
                XCTFail("\(path) is stale: it differs from what \(generator) writes now, from line \(firstDifferingLine(old, new)). "
                        + "Regenerate it with `\(command)` (do not edit it by hand).", file: file, line: line)
            }
        }
        for name in present where !written.contains(name) {
            XCTFail("\(folder)/\(name) is not written by \(generator): a Generated/ folder holds only its generator's output "
                    + "(move hand-written code out, delete a file the generator no longer writes).", file: file, line: line)
        }
    }

    /// Asserts that the resource at `path` in the registered GResources holds the bytes of `source`,
    /// naming `regenerate`, the command that rebuilds the bundle, when it does not.
    public static func assertBundled(_ path: String, is source: URL, regenerate: String,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = try XCTUnwrap(g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil), "no resource \(path)", file: file, line: line)
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let bundled = Data(bytes: g_bytes_get_data(bytes, &size)!, count: Int(size))
        XCTAssertEqual(bundled, try Data(contentsOf: source), "\(source.lastPathComponent) is out of date: rerun \(regenerate)",
                       file: file, line: line)
    }

    /// The first line (from 1) where two texts differ.
    private static func firstDifferingLine(_ a: Data, _ b: Data) -> Int {
        let same = zip(a, b).prefix { $0 == $1 }.count
        return a.prefix(same).filter { $0 == UInt8(ascii: "\n") }.count + 1
    }
}
