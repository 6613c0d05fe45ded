import MontageGtk
import GtkKit
import MontageCatalog

/// The inspector's card: what it reads of a part (name, size, text and background tokens,
/// typography, contrast) and, with a part pinned and another hovered, the distances between
/// them, in labels a screen reader reads. Takes no pointer input; the inspector places it.
@MainActor
final class InspectorCard {
    /// The card (named `inspector-card`), hidden until a part is inspected.
    let widget: WidgetPointer
    private let grid: WidgetPointer
    private var values: [String: WidgetPointer] = [:]
    private var measureRows: [WidgetPointer] = []
    private var rowCount: Int32 = 0

    /// The card's value labels, each named (`inspector-size`, ...) for tests.
    enum Field: String, CaseIterable, WidgetPartName {
        case part = "inspector-part", size = "inspector-size", text = "inspector-text", textAlso = "inspector-text-also"
        case background = "inspector-background", backgroundAlso = "inspector-background-also"
        case typography = "inspector-typography", contrast = "inspector-contrast"
        case measured = "inspector-measured", horizontal = "inspector-horizontal", vertical = "inspector-vertical"
        case hint = "inspector-hint"
    }

    init() {
        grid = Gtk.Grid().widget
        Gtk.Grid(grid).columnSpacing = 12
        Gtk.Grid(grid).rowSpacing = 4
        widget = Build.vbox(classes: ["inspector-card"], [grid]).named(InspectorPart.card)
        widget.canTarget = false
        widget.halign = .start
        widget.valign = .start
        widget.isVisible = false
        widget.accessibleLabel(tr("Token inspector"))
        addWide(.part, classes: ["typo-label1", "weight-bold", "inspector-part"])
        addRow(tr("Size"), .size)
        addRow(tr("Text"), .text)
        addRow(nil, .textAlso, classes: ["inspector-also"])
        addRow(tr("Background"), .background)
        addRow(nil, .backgroundAlso, classes: ["inspector-also"])
        addRow(tr("Type"), .typography)
        addRow(tr("Contrast"), .contrast)
        measureRows += addRow(tr("Distance to"), .measured)
        measureRows += addRow(tr("Horizontal"), .horizontal)
        measureRows += addRow(tr("Vertical"), .vertical)
        addWide(.hint, classes: ["typo-caption1", "weight-regular", "inspector-hint"])
    }

    /// The text of a field's label.
    func text(_ field: Field) -> String { Gtk.Label(values[field.rawValue]!).text }

    /// Whether a field's label shows.
    func shows(_ field: Field) -> Bool { (values[field.rawValue]!).isVisible }

    /// Shows `report`; with `measured` (another part's name and the distances to it) the measure
    /// rows too. `pinned` picks the hint.
    func show(_ report: PartReport, measured: (part: String, distances: PartDistances)?, pinned: Bool) {
        set(.part, report.part)
        set(.size, report.sizeText)
        set(.text, report.text.text)
        set(.textAlso, report.text.alsoText)
        set(.background, report.background?.text ?? "—")
        set(.backgroundAlso, report.background?.alsoText)
        set(.typography, report.typography?.text ?? "—")
        set(.contrast, report.contrastText)
        for row in measureRows { row.isVisible = measured != nil }
        if let measured {
            set(.measured, measured.part)
            set(.horizontal, Self.lengths(measured.distances.horizontal))
            set(.vertical, Self.lengths(measured.distances.vertical))
        }
        set(.hint, pinned ? tr("Pinned: hover another part to measure. Click or Esc to unpin.")
                          : tr("Click to pin and measure. Esc or Ctrl+Shift+M to stop."))
    }

    /// `16 px`, `12 px · 12 px` (two insets), or `0 px` for edges that line up.
    static func lengths(_ segments: [PartDistances.Segment]) -> String {
        segments.isEmpty ? "0 px" : segments.map { "\(PartReport.px($0.length)) px" }.joined(separator: " · ")
    }

    private func set(_ field: Field, _ text: String?) {
        let label = values[field.rawValue]!
        label.isVisible = text != nil
        if let text, text != Gtk.Label(label).text { Gtk.Label(label).text = text }
    }

    private func valueLabel(_ field: Field, classes: [String]) -> WidgetPointer {
        let label = Build.paragraph("", classes: classes).named(field)
        Gtk.Label(label).maxWidthChars = 38
        // Token names and selectors break between words, or anywhere, never with a hyphen.
        Gtk.Label(label).setStyles([.noHyphens])
        values[field.rawValue] = label
        return label
    }

    /// A key and its value on one row (no key: the value under the one above), the key first
    /// so a screen reader reads them in that order; returns both.
    @discardableResult
    private func addRow(_ key: String?, _ field: Field, classes: [String] = []) -> [WidgetPointer] {
        var row: [WidgetPointer] = []
        if let key {
            let keyLabel = Build.label(key, classes: ["typo-caption1", "weight-regular", "inspector-key"])
            keyLabel.valign = .start
            Gtk.Grid(grid).attach(keyLabel, 0, rowCount, 1, 1)
            row.append(keyLabel)
        }
        let value = valueLabel(field, classes: ["typo-caption1", "weight-medium", "inspector-value"] + classes)
        Gtk.Grid(grid).attach(value, 1, rowCount, 1, 1)
        row.append(value)
        rowCount += 1
        return row
    }

    private func addWide(_ field: Field, classes: [String]) {
        Gtk.Grid(grid).attach(valueLabel(field, classes: classes), 0, rowCount, 2, 1)
        rowCount += 1
    }
}
