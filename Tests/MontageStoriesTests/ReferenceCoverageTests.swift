import Foundation
@testable import MontageStories
internal import SwiftParser
internal import SwiftSyntax
import XCTest

/// The API reference the Docs pages, the exported site and the manifest show is right by
/// construction: a row per parameter and modifier of every component's schema (and the schema has
/// an entry per public modifier: `SchemaCoverageTests`), every row says what it does in English
/// and in Korean, no text describes a row that does not exist, and the parameters are the public
/// initializer's as the sources declare them (labels, types and defaults read with Swift's parser).
final class ReferenceCoverageTests: XCTestCase {
    func testEveryRowHasItsTextInBothLanguages() throws {
        try onMain {
            XCTAssertEqual(ComponentReferences.all.map(\.component),
                           ["ListCell", "TextField", "FormControl", "FormControlGroup", "Button", "TextButton", "IconButton", "ContentBadge", "Avatar",
                            "Thumbnail", "Checkbox", "Radio", "Switch"])
            for reference in ComponentReferences.all {
                XCTAssertFalse(reference.summary.en.isEmpty || reference.summary.ko.isEmpty, "\(reference.component): a summary in both languages")
                for row in reference.rows {
                    XCTAssertFalse(row.text.en.trimmingCharacters(in: .whitespaces).isEmpty, "\(reference.component) \(row.call): no English text")
                    XCTAssertFalse(row.text.ko.trimmingCharacters(in: .whitespaces).isEmpty, "\(reference.component) \(row.call): no Korean text")
                    XCTAssertTrue(row.text.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(reference.component) \(row.call): the Korean text is Korean")
                    XCTAssertFalse(row.type.isEmpty, "\(reference.component) \(row.call): a type")
                    if row.kind == .modifier { XCTAssertNotNil(row.defaultValue, "\(reference.component) \(row.call): a modifier's default") }
                }
                let doc = try XCTUnwrap(ComponentDocs.all.first { $0.component == reference.component })
                XCTAssertEqual(Set(doc.parameters.keys), Set(reference.parameters.map(\.name)), "\(reference.component): texts of parameters it has")
                XCTAssertEqual(Set(doc.modifiers.keys), Set(reference.modifiers.map(\.name)), "\(reference.component): texts of modifiers it has")
                for rule in doc.rules {
                    XCTAssertFalse(rule.text.en.isEmpty || rule.text.ko.isEmpty, "\(reference.component): a rule in both languages")
                    for name in rule.concerns {
                        XCTAssertTrue(reference.rows.contains { $0.name == name }, "\(reference.component): a rule concerns '\(name)', which is not a row")
                    }
                }
            }
        }
    }

    /// The values and defaults come from the schema: ListCell's variant takes its two cases and
    /// defaults to `.inset`, a flag is `Bool` at `false`, a slot lists the items it takes.
    func testRowsCarryTheSchemasTypesValuesAndDefaults() throws {
        try onMain {
            let cell = try XCTUnwrap(ComponentReferences.reference(named: "ListCell"))
            XCTAssertEqual(cell.signature, "ListCell(label: String, onTap: Action? = nil)")
            let variant = try XCTUnwrap(cell.rows.first { $0.name == "variant" })
            XCTAssertEqual([variant.type, variant.defaultValue, variant.call], ["ListCell.Variant", ".inset", ".variant(_:)"])
            XCTAssertEqual(variant.values, [".inset", ".full"])
            let chevron = try XCTUnwrap(cell.rows.first { $0.name == "chevron" })
            XCTAssertEqual([chevron.type, chevron.defaultValue], ["Bool", "false"])
            XCTAssertEqual(chevron.values, ["true", "false"])
            let leading = try XCTUnwrap(cell.rows.first { $0.name == "leadingResources" })
            XCTAssertEqual(leading.type, "[ListCell.Resource.Leading]")
            XCTAssertTrue(leading.values.contains(".icon"), "\(leading.values)")
            let field = try XCTUnwrap(ComponentReferences.reference(named: "TextField"))
            let maxLength = try XCTUnwrap(field.rows.first { $0.name == "maxLength" })
            XCTAssertEqual([maxLength.type, maxLength.defaultValue], ["Int?", "nil"])
            XCTAssertEqual(maxLength.values, ["0…1000"])
            XCTAssertFalse(maxLength.rules.isEmpty, "maxLength's rule (it counts graphemes) sits beside it")
            let form = try XCTUnwrap(ComponentReferences.reference(named: "FormControl"))
            XCTAssertEqual(form.modifiers.map(\.name), ["size", "status", "label", "labelPlacement", "labelWidth", "message", "accessory"])
        }
    }

    /// Each component's parameter rows are its public initializer's, as the sources declare it.
    func testParametersAreThePublicInitializers() throws {
        try onMain {
            let files = ["Sources/Montage/ListCell/ListCell.swift", "Sources/Montage/TextField/TextField.swift", "Sources/Montage/FormControl/FormControl.swift",
                         "Sources/Montage/Components/Button.swift", "Sources/Montage/Components/ContentBadge.swift", "Sources/Montage/Components/Avatar.swift",
                         "Sources/Montage/Components/Thumbnail.swift", "Sources/Montage/Components/Checkbox.swift"]
            let declared = try Self.publicInitializers(in: files)
            for reference in ComponentReferences.all {
                let initializer = try XCTUnwrap(declared[reference.component], "\(reference.component): a public initializer")
                let rows = reference.parameters.map { row in
                    // A nested type is written unqualified inside its type's declaration.
                    [row.name, row.type.replacingOccurrences(of: reference.component + ".", with: ""), row.defaultValue ?? "-"]
                }
                XCTAssertEqual(rows, initializer, "\(reference.component)")
            }
        }
    }

    /// Each type's first public initializer's parameters: label, type and default ("-": none).
    private static func publicInitializers(in files: [String]) throws -> [String: [[String]]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var found: [String: [[String]]] = [:]
        for file in files {
            let tree = Parser.parse(source: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
            for initializer in tree.descendants(InitializerDeclSyntax.self) {
                guard initializer.modifiers.contains(where: { $0.name.text == "public" }), let type = initializer.enclosingStructName,
                      found[type] == nil else { continue }
                found[type] = initializer.signature.parameterClause.parameters.map { parameter in
                    [parameter.firstName.text, parameter.type.trimmedDescription, parameter.defaultValue?.value.trimmedDescription ?? "-"]
                }
            }
        }
        return found
    }
}

private extension InitializerDeclSyntax {
    /// The struct the initializer is declared in.
    var enclosingStructName: String? {
        var node = parent
        while let current = node {
            if let declaration = current.as(StructDeclSyntax.self) { return declaration.name.text }
            node = current.parent
        }
        return nil
    }
}
