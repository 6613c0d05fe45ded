import MontageGtk
import GtkKit

/// One parcel of the delivery list (seed 001): what it is, who carries it, its tracking
/// number, where it is and when it arrives.
struct Delivery: Equatable, Sendable {
    /// A stable id (`d01`…).
    let id: String
    /// The package's name (배송 물품), its carrier (택배사), its tracking number (운송장 번호),
    /// where it is (배송준비중, 배송중, 배송완료, …) and when it arrives or arrived.
    let packageName, carrier, trackingNumber, state, arrival: String

    /// Whether `query` appears in the name, the carrier, the tracking number or the state
    /// (case-insensitive, as the highlight finds it); an empty query matches everything.
    func matches(_ query: String) -> Bool {
        query.isEmpty || [packageName, carrier, trackingNumber, state].contains { TextHighlight.firstMatch(of: query, in: $0) != nil }
    }

    /// The deliveries of a tab-separated file: one per line (id, name, carrier, tracking
    /// number, state, arrival), `#` lines skipped. Returns them, or why the file cannot be used.
    static func load(from path: String) -> (deliveries: [Delivery], problem: String?) {
        SampleTable.read(path, expected: tr("expected 6 tab-separated fields")) { fields in
            guard fields.count == 6, !fields[0].isEmpty, !fields[1].isEmpty else { return nil }
            return Delivery(id: fields[0], packageName: fields[1], carrier: fields[2], trackingNumber: fields[3], state: fields[4], arrival: fields[5])
        }
    }

    /// The sample list shipped in `resources/samples/deliveries.tsv`.
    static var samplePath: String { (ResourcePaths.root ?? "resources") + "/samples/deliveries.tsv" }
}
