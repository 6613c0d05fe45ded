import Foundation
import Montage
import XCTest

final class ColorTokenTests: XCTestCase {
    func testThePaletteAndSemanticTokensAreComplete() {
        XCTAssertEqual(Color.Atomic.allCases.count, 192)
        XCTAssertEqual(Color.Semantic.allCases.count, 75)
    }

    func testSpotValuesFromTheTokenTables() {
        XCTAssertEqual(Color.Atomic.blue50.rgba, RGBA(red: 0x00, green: 0x66, blue: 0xFF))
        XCTAssertEqual(Color.Atomic.purple100.rgba.hexString, "#FEFFFF", "the spec's odd purple100")
        XCTAssertEqual(Color.Atomic.coolNeutral25.hex, 0x37383C)
        XCTAssertEqual(Color.Atomic.redOrange48.hex, 0xF55A00)
        XCTAssertEqual(Color.Semantic.foregroundNeutralPrimary.resolved(in: .light).hexString, "#171719")
        XCTAssertEqual(Color.Semantic.foregroundNeutralPrimary.resolved(in: .dark).hexString, "#F7F7F8")
        XCTAssertEqual(Color.Semantic.foregroundNeutralTertiary.resolved(in: .light).hexString, "#37383C9C")
        XCTAssertEqual(Color.Semantic.foregroundDisablePrimary.resolved(in: .dark).hexString, "#989BA229")
        XCTAssertEqual(Color.Semantic.surfaceNegativeStrong.resolved(in: .dark).hexString, "#FF636338")
        XCTAssertEqual(Color.Semantic.effectDimmerPrimary.resolved(in: .dark).hexString, "#171719BD")
        XCTAssertEqual(Color.Semantic.lineNeutralPrimary.reference(in: .light), Color.Reference(.coolNeutral50, alpha: 0.22))
        XCTAssertEqual(Color.Semantic.foregroundNeutralTertiary.formerName, "labelAlternative")
        XCTAssertNil(Color.Semantic.foregroundBrandPrimary.formerName)
    }

    func testAtomicColorsDoNotChangeWithTheScheme() {
        for atomic in Color.Atomic.allCases {
            XCTAssertEqual(atomic.resolved(in: .light), atomic.resolved(in: .dark), atomic.rawValue)
            XCTAssertEqual(atomic.rgba.alpha, 1)
        }
    }

    func testEverySemanticAlphaIsAnOpacityToken() {
        let scale = Set(Opacity.allCases.map(\.rawValue))
        for token in Color.Semantic.allCases {
            for scheme in ColorScheme.allCases {
                XCTAssertTrue(scale.contains(token.reference(in: scheme).alpha), "\(token) \(scheme)")
            }
        }
    }

    func testAlphaCompositionRules() {
        // "× a" multiplies, "alpha := a" replaces (tokens §2).
        let line = Color.Semantic.lineNeutralPrimary.resolved(in: .light)
        XCTAssertEqual(line.multipliedAlpha(0.43).alpha, 0.0946, accuracy: 1e-9)
        XCTAssertEqual(Color.Semantic.lineNeutralSecondary.resolved(in: .dark).withAlpha(0.16).hexString, "#70737C29")
        XCTAssertEqual(RGBA(hex: 0x0066FF).withAlpha(0.12).css, "rgba(0,102,255,0.12)")
    }

    /// Every value of the spec's tables, parsed from docs/spec/montage-tokens.md.
    func testEveryValueMatchesTheSpecTables() throws {
        let specURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/spec/montage-tokens.md").standardized
        guard let spec = try? String(contentsOf: specURL, encoding: .utf8) else {
            throw XCTSkip("spec not found at \(specURL.path)")
        }
        var atomicRows = 0, semanticRows = 0
        for line in spec.split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
            if cells.count == 2, let atomic = Color.Atomic(rawValue: cells[0]), cells[1].hasPrefix("#") {
                XCTAssertEqual(atomic.rgba.hexString, cells[1], atomic.rawValue)
                atomicRows += 1
            }
            if cells.count == 6, let token = Color.Semantic(rawValue: cells[0]) {
                XCTAssertEqual(token.formerName ?? "–", cells[1], "\(token) former name")
                for (scheme, cell, resolved) in [(ColorScheme.light, cells[2], cells[3]), (.dark, cells[4], cells[5])] {
                    let reference = token.reference(in: scheme)
                    XCTAssertEqual("\(reference.atomic.rawValue) × \(String(format: "%.2f", reference.alpha))", cell, "\(token) \(scheme)")
                    let expected = String(resolved.split(separator: "→").last!.trimmingCharacters(in: .whitespaces))
                    let rgba = token.resolved(in: scheme)
                    XCTAssertEqual(rgba.hexString.count == 7 ? rgba.hexString + "FF" : rgba.hexString, expected, "\(token) \(scheme)")
                }
                semanticRows += 1
            }
        }
        XCTAssertEqual(atomicRows, 192)
        XCTAssertEqual(semanticRows, 75)
    }
}
