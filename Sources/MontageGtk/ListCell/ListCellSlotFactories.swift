import GtkKit

/// `slot(_:)` factories: place a caller-made GTK widget in a ListCell slot. The widget gets no
/// size constraint (the caller sizes it) and is made anew whenever the row is (re)built.
public typealias WidgetFactory = @MainActor () -> WidgetPointer

private func makeSlotView(_ content: @escaping WidgetFactory) -> SlotView {
    SlotView { UnsafeMutableRawPointer(content()) }
}

extension ListCell.Resource.Leading {
    /// A caller widget in the leading slot.
    public static func slot(_ content: @escaping WidgetFactory) -> Self { .slotView(makeSlotView(content)) }
}

extension ListCell.Resource.LabelTrailing {
    /// A caller widget after the label.
    public static func slot(_ content: @escaping WidgetFactory) -> Self { .slotView(makeSlotView(content)) }
}

extension ListCell.Resource.Trailing {
    /// A caller widget in the trailing slot.
    public static func slot(_ content: @escaping WidgetFactory) -> Self { .slotView(makeSlotView(content)) }
}

extension ListCell.Resource.Extra {
    /// A caller widget under the description.
    public static func slot(_ content: @escaping WidgetFactory) -> Self { .slotView(makeSlotView(content)) }
}
