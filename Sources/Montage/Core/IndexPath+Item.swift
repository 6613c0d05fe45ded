import FoundationEssentials

extension IndexPath {
    /// An index path of an item in a section (UIKit's initializer, absent from Foundation on Linux).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a two-index path.
    public var section: Int { self[0] }

    /// The item of a two-index path.
    public var item: Int { self[1] }
}
