import Montage

/// A slot's items as a playground edits them: add a sample of a case, remove one, check one.
/// Items are edited as their Swift and read back, so what an edit makes is what a story file
/// writing it would make.
@MainActor
struct ItemAccess<Config> {
    let names: @MainActor (Config) -> [String]
    let checked: @MainActor (Config) -> [Bool?]
    let adding: @MainActor (Config, String, StoryReading) -> Config
    let removing: @MainActor (Config, Int) -> Config
    let settingChecked: @MainActor (Config, Int, Bool, StoryReading) -> Config

    init<Item: StorySlotItem>(_ read: @escaping @MainActor (Config) -> [Item], _ apply: @escaping @MainActor (Config, [Item]) -> Config) {
        names = { read($0).map { $0.caseName } }
        checked = { read($0).map { $0.checkedArgument } }
        adding = { config, kind, reading in
            guard let sample = Item.sample(kind), let item = try? Item.read(sample, reading) else { return config }
            return apply(config, read(config) + [item])
        }
        removing = { config, index in
            var items = read(config)
            guard items.indices.contains(index) else { return config }
            items.remove(at: index)
            return apply(config, items)
        }
        settingChecked = { config, index, checked, reading in
            var items = read(config)
            guard items.indices.contains(index), case .call(let name, true, var arguments) = items[index].storyExpr.kind,
                  let slot = arguments.firstIndex(where: { $0.label == "checked" }) else { return config }
            arguments[slot] = StoryArgument("checked", checked.storyExpr)
            guard let item = try? Item.read(StoryExpr(.call(name, implicit: true, arguments)), reading) else { return config }
            items[index] = item
            return apply(config, items)
        }
    }
}

/// A slot's item type (`ListCell.Resource.Leading`, …): its case table, and a sample of each
/// case in the story language, which a playground adds.
@MainActor
protocol StorySlotItem: StoryConvertible {
    /// The cases.
    static var table: CaseTable<Self> { get }
    /// A sample of each case, as Swift (`.icon(.person)`), in the table's order.
    static var samples: [String] { get }
}

extension StorySlotItem {
    /// The case this item is.
    var caseName: String {
        if case .call(let name, _, _) = storyExpr.kind { return name }
        if case .member(let name, _) = storyExpr.kind { return name }
        return ""
    }

    /// Its `checked:` argument, for a checkbox, radio or switch.
    var checkedArgument: Bool? {
        guard case .call(_, _, let arguments) = storyExpr.kind, case .boolean(let on)? = arguments.first(where: { $0.label == "checked" })?.value.kind else { return nil }
        return on
    }

    /// The sample of case `kind`, read from its Swift.
    static func sample(_ kind: String) -> StoryExpr? {
        samples.lazy.compactMap { SyntaxCheck.expression($0) }.first { expr in
            if case .call(kind, true, _) = expr.kind { return true }
            if case .member(kind, _) = expr.kind { return true }
            return false
        }
    }
}
