import MontageGtk
import GtkKit

/// A product of the card grid (seed 003): brand, name, price and the price before a sale,
/// rating out of five, review count, image, and whether it is new or sold out.
struct Product: Equatable, Sendable {
    /// A stable id (`p01`…).
    let id: String
    /// The brand, above the name.
    let brand: String
    /// The name, on one line.
    let name: String
    /// The price in won.
    let price: Int
    /// The price before the sale (nil: not on sale).
    let originalPrice: Int?
    /// The rating, 0 to 5 in halves.
    let rating: Double
    /// How many reviews.
    let reviewCount: Int
    /// The image's file name in resources/samples.
    let imageName: String
    /// Shown with a NEW badge (when not on sale).
    let isNew: Bool
    /// Sold out: no adding to the cart.
    let isSoldOut: Bool

    /// The discount in whole percent, when the original price is higher (the seed's rule).
    var discountRate: Int? {
        guard let originalPrice, originalPrice > price else { return nil }
        return Int((1 - Double(price) / Double(originalPrice)) * 100)
    }

    /// The badge over the image: SALE for a discount, else NEW for a new product, else none.
    var badge: String? { discountRate != nil ? "SALE" : (isNew ? "NEW" : nil) }

    /// `₩12,900`: won with thousands separators.
    static func won(_ amount: Int) -> String { "₩" + amount.grouped }

    /// The products of a tab-separated file (see resources/samples/products.tsv), or why not.
    static func load(from path: String) -> (products: [Product], problem: String?) {
        SampleTable.read(path, expected: tr("expected 10 tab-separated fields (id, brand, name, price, original price, rating 0–5, reviews, image, new, sold out)")) { fields in
            guard fields.count == 10, let price = Int(fields[3]), let rating = Double(fields[5]), let reviews = Int(fields[6]),
                  fields[4].isEmpty || Int(fields[4]) != nil, (0...5).contains(rating) else { return nil }
            return Product(id: fields[0], brand: fields[1], name: fields[2], price: price, originalPrice: Int(fields[4]),
                           rating: rating, reviewCount: reviews, imageName: fields[7], isNew: fields[8] == "1", isSoldOut: fields[9] == "1")
        }
    }

    /// The sample list shipped in `resources/samples/products.tsv`.
    static var samplePath: String { (ResourcePaths.root ?? "resources") + "/samples/products.tsv" }
}
