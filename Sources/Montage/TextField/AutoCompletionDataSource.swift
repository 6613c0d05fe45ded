import FoundationEssentials
import Synchronization

extension TextField {
    /// What the autocompletion popup lists: sections of items (views made by `cellForItemAt`),
    /// optional section titles, header and footer, at most `maxHeight` tall. Every instance has
    /// its own identity: two are never equal, so assigning a new one always counts as a change.
    public struct AutoCompletionDataSource: Equatable, @unchecked Sendable {
        private static let counter = Atomic<Int>(0)
        private let identity: Int
        /// How many sections the popup lists.
        public let numberOfSections: Int
        /// A section's title (nil: no titles).
        public let sectionTitleAt: (@MainActor (Int) -> String)?
        /// How many items a section has.
        public let numberOfItemsInSection: @MainActor (Int) -> Int
        /// Makes the view of an item (a `GtkWidget *` in MontageGtk).
        public let cellForItemAt: @MainActor (IndexPath) -> SlotView
        /// A view above the sections (nil: none).
        public let headerView: SlotView?
        /// A view below the sections (nil: none).
        public let footerView: SlotView?
        /// The popup's maximum height; it scrolls beyond.
        public let maxHeight: Double

        /// A data source; see MontageGtk for the initializer that takes GTK widget closures.
        public init(numberOfSections: Int = 1, sectionTitleAt: (@MainActor (Int) -> String)? = nil,
                    numberOfItemsInSection: @escaping @MainActor (Int) -> Int,
                    cellView: @escaping @MainActor (IndexPath) -> SlotView,
                    headerView: SlotView? = nil, footerView: SlotView? = nil, maxHeight: Double = 400) {
            identity = Self.counter.wrappingAdd(1, ordering: .relaxed).newValue
            self.numberOfSections = max(0, numberOfSections)
            self.sectionTitleAt = sectionTitleAt
            self.numberOfItemsInSection = numberOfItemsInSection
            self.cellForItemAt = cellView
            self.headerView = headerView
            self.footerView = footerView
            self.maxHeight = maxHeight
        }

        /// The number of items in all sections.
        @MainActor
        public var totalNumberOfItems: Int {
            (0..<numberOfSections).reduce(0) { $0 + max(0, numberOfItemsInSection($1)) }
        }

        /// Identity: equal only to itself.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    }
}
