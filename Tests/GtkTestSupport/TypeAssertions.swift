import CGtk
import GtkKit
import XCTest

/// Asserts that `instance` is of `type` (a GType: a subclass or an implementation counts), naming
/// what it is instead when it is not.
public func XCTAssertIsA(_ instance: some GPointer, _ type: GType, _ message: @autoclosure () -> String = "",
                         file: StaticString = #filePath, line: UInt = #line) {
    guard !instance.isA(type) else { return }
    let expected = g_type_name(type).map { String(cString: $0) } ?? "GType \(type)"
    let context = message()
    XCTFail("\(context.isEmpty ? "" : context + ": ")a \(instance.typeName), not a \(expected)", file: file, line: line)
}
