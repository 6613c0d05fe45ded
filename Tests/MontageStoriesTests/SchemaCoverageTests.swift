import Foundation
@testable import MontageStories
internal import SwiftParser
internal import SwiftSyntax
import XCTest

/// Every public modifier of a component's configuration has its entry in the component's
/// schema (so it is in the interpreter, the Code panel and the playgrounds alike): the
/// modifiers are read from the sources with Swift's parser.
final class SchemaCoverageTests: XCTestCase {
    /// The methods a type's declarations in `files` make public and return `Self` or the type.
    private static func publicModifiers(of type: String, in files: [String]) throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var names: Set<String> = []
        for file in files {
            let tree = Parser.parse(source: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
            for function in tree.descendants(FunctionDeclSyntax.self) {
                guard function.modifiers.contains(where: { $0.name.text == "public" }),
                      let returned = function.signature.returnClause?.type.trimmedDescription, returned == type || returned == "Self",
                      function.enclosingTypeName == type else { continue }
                names.insert(function.name.text)
            }
        }
        return names
    }

    func testEveryPublicModifierHasAnEntry() throws {
        try onMain {
            let cases: [(String, [String], [String], [String: String])] = [
                ("ListCell", ["Sources/Montage/ListCell/ListCell.swift"], ListCellSchema.schema.modifierNames, [:]),
                ("TextField", ["Sources/Montage/TextField/TextField.swift", "Sources/MontageGtk/TextField/TextFieldFactories.swift"],
                 TextFieldSchema.schema.modifierNames, ["accessoryView": "accessory", "trailingContentView": "trailingContent"]),
                ("Button", ["Sources/Montage/Components/Button.swift"], ComponentSchemas.button.modifierNames, [:]),
                ("TextButton", ["Sources/Montage/Components/Button.swift"], ComponentSchemas.textButton.modifierNames, [:]),
                ("IconButton", ["Sources/Montage/Components/Button.swift"], ComponentSchemas.iconButton.modifierNames, [:]),
                ("ContentBadge", ["Sources/Montage/Components/ContentBadge.swift"], ComponentSchemas.contentBadge.modifierNames, [:]),
                ("Avatar", ["Sources/Montage/Components/Avatar.swift"], ComponentSchemas.avatar.modifierNames, [:]),
            ]
            for (type, files, schema, aliases) in cases {
                let modifiers = Set(try Self.publicModifiers(of: type, in: files).map { aliases[$0] ?? $0 })
                XCTAssertFalse(modifiers.isEmpty, "\(type): the scan found its modifiers")
                XCTAssertEqual(modifiers.subtracting(schema).sorted(), [], "\(type): public modifiers without a schema entry")
                XCTAssertEqual(Set(schema).subtracting(modifiers).sorted(), [], "\(type): schema entries without a public modifier")
            }
        }
    }
}

private extension FunctionDeclSyntax {
    /// The type (struct or extension) the function is declared in.
    var enclosingTypeName: String? {
        var node = parent
        while let current = node {
            if let declaration = current.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedDescription }
            node = current.parent
        }
        return nil
    }
}
