import FoundationEssentials
import GtkKit

extension TextField {
    /// A caller widget at the right of the message row (a counter, a timer); it keeps its
    /// natural width and is styled by the caller.
    public func accessory(_ content: @escaping WidgetFactory) -> TextField {
        accessoryView(SlotView { UnsafeMutableRawPointer(content()) })
    }

    /// A caller widget at the end of the field's trailing area, 8 after the clear button or mark.
    public func trailingContent(_ content: @escaping WidgetFactory) -> TextField {
        trailingContentView(SlotView { UnsafeMutableRawPointer(content()) })
    }
}

extension TextField.AutoCompletionDataSource {
    /// A data source whose items, header and footer are GTK widgets made on demand.
    public init(numberOfSections: Int = 1, sectionTitleAt: (@MainActor (Int) -> String)? = nil,
                numberOfItemsInSection: @escaping @MainActor (Int) -> Int,
                cellForItemAt: @escaping @MainActor (IndexPath) -> WidgetPointer,
                headerView: WidgetFactory? = nil, footerView: WidgetFactory? = nil, maxHeight: Double = 400) {
        self.init(numberOfSections: numberOfSections, sectionTitleAt: sectionTitleAt, numberOfItemsInSection: numberOfItemsInSection,
                  cellView: { path in SlotView { UnsafeMutableRawPointer(cellForItemAt(path)) } },
                  headerView: headerView.map { make in SlotView { UnsafeMutableRawPointer(make()) } },
                  footerView: footerView.map { make in SlotView { UnsafeMutableRawPointer(make()) } },
                  maxHeight: maxHeight)
    }
}
