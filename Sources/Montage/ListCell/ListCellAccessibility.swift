extension ListCell {
    /// The cell's accessible name: its texts in reading order (label, label-trailing badges,
    /// description, extra texts and badges, trailing values, badges and button titles), joined
    /// by ", ". Slot views and icons add nothing.
    public var accessibleText: String {
        var parts = [label]
        for item in labelTrailingResources {
            if case .contentBadge(_, let title) = item { parts.append(title) }
        }
        if let description, !description.isEmpty { parts.append(description) }
        for item in extraResources {
            switch item {
            case .contentBadge(_, let title), .text(let title): parts.append(title)
            case .slotView: break
            }
        }
        for item in trailingResources {
            switch item {
            case .value(let text), .contentBadge(_, title: let text): parts.append(text)
            case .button(let title, _, _), .textButton(let title, _, _): parts.append(title)
            default: break
            }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
