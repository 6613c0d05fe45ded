import MontageGtk
import GtkKit
import MontageStories

/// A playground's controls, derived from a component's options (its schema): a switch, entry,
/// drop-down or spin button per option, and for a slot its add buttons and items, in titled
/// sections. A change sets the option on the playground's configuration; `show` puts a
/// configuration's values back in every control without reporting them (the code's edits).
/// An option no section names still gets its control, under "More".
@MainActor
final class OptionControls<Config> {
    /// A titled group of options, by name.
    struct Section {
        let title: String
        let names: [String]
    }

    /// The controls, headings first in each section.
    private(set) var widgets: [WidgetPointer] = []
    /// Each option's controls, by its name (a Docs page puts them in the option's row).
    private(set) var byName: [String: [WidgetPointer]] = [:]
    private var updates: [@MainActor (Config) -> Void] = []
    private var syncing = false
    private let context: StoryContext
    private let get: @MainActor () -> Config
    private let set: @MainActor (Config) -> Void

    /// Controls for `options`, grouped by `sections` (under their headings unless `headings` is
    /// false) and titled by `titles` (else the option's Swift name); `extras` adds widgets at the
    /// end of the section of that title. Each change sets its option on `get()` (closures it
    /// makes log through `context`) and gives the result to `set`.
    init(options: [StoryOption<Config>], sections: [Section], titles: [String: String], extras: [String: [WidgetPointer]] = [:],
         headings: Bool = true, context: StoryContext, get: @escaping @MainActor () -> Config, set: @escaping @MainActor (Config) -> Void) {
        self.context = context
        self.get = get
        self.set = set
        // Making the controls shows the configuration's values; nothing is a change yet.
        syncing = true
        defer { syncing = false }
        let named = Set(sections.flatMap(\.names))
        let rest = options.filter { !named.contains($0.name) }.map(\.name)
        for section in sections + (rest.isEmpty ? [] : [Section(title: tr("More"), names: rest)]) {
            if headings { widgets.append(Controls.heading(section.title)) }
            for name in section.names {
                guard let option = options.first(where: { $0.name == name }) else { continue }
                let made = controls(for: option, title: titles[name] ?? name)
                byName[name] = made
                widgets += made
            }
            widgets += extras[section.title] ?? []
        }
    }

    /// Shows `config`'s value in every control, reporting nothing.
    func show(_ config: Config) {
        syncing = true
        defer { syncing = false }
        for update in updates { update(config) }
    }

    private func change(_ option: StoryOption<Config>, _ value: StoryOptionValue) {
        guard !syncing else { return }
        set(option.setting(value, in: get(), context: context))
    }

    private func edit(_ body: (Config) -> Config) {
        guard !syncing else { return }
        set(body(get()))
    }

    private func controls(for option: StoryOption<Config>, title: String) -> [WidgetPointer] {
        let part = PlaygroundPart.control(option.name)
        let value = option.value(in: get())
        switch option.kind {
        case .toggle:
            let row = Controls.toggle(title, value == .bool(true), part: part) { [weak self] on in self?.change(option, .bool(on)) }
            let control = row.descendant(part)!
            updates.append { config in Gtk.Switch(control).isActive = option.value(in: config) == .bool(true) }
            return [row]
        case .text:
            // A sample image by its name, as code writes it (it reads back to the same file).
            let text = { (value: StoryOptionValue) -> String in if case .text(let text) = value { PlaygroundContext.sampleName(text) } else { "" } }
            let row = Controls.entry(title, text: text(value), placeholder: option.isOptional ? tr("none") : "", part: part) { [weak self] typed in
                self?.change(option, .text(typed))
            }
            let control = row.descendant(part)!
            updates.append { config in
                let shown = text(option.value(in: config))
                if Gtk.Editable(control).text != shown { Gtk.Editable(control).text = shown }
            }
            return [row]
        case .choice(let cases, let custom):
            return choice(option, title: title, cases: cases, custom: custom)
        case .number(let range):
            return number(option, title: title, range: range)
        case .items(let kinds):
            return items(option, title: title, kinds: kinds)
        }
    }

    private func choice(_ option: StoryOption<Config>, title: String, cases: [String], custom: ClosedRange<Double>?) -> [WidgetPointer] {
        let part = PlaygroundPart.control(option.name)
        // Cases show as Swift writes them (`.full`), apart from "none" for an option left out.
        let entries = (option.isOptional ? [tr("none")] : []) + cases.map { "." + $0 }
        var rows: [WidgetPointer] = []
        var madeSpin: WidgetPointer?, spinRow: WidgetPointer?
        if let custom {
            let made = Controls.spin(tr("%s, custom", title), range: custom, value: custom.lowerBound, part: PlaygroundPart.customNumber(option.name)) { [weak self] number in
                self?.change(option, .number(number))
            }
            (madeSpin, spinRow) = (made.control, made.row)
            rows.append(made.row)
        }
        let spin = madeSpin
        let row = Controls.choice(title, entries, selected: 0, part: part) { [weak self] index in
            guard index >= 0, index < entries.count else { return }
            if option.isOptional, index == 0 { self?.change(option, .none) }
            else if custom != nil, index == entries.count - 1, let spin { self?.change(option, .number(Gtk.SpinButton(spin).value)) }
            else { self?.change(option, .choice(String(entries[index].dropFirst()))) }
        }
        let control = row.descendant(part)!
        rows.insert(row, at: 0)
        let update: @MainActor (Config) -> Void = { config in
            let index: Int
            switch option.value(in: config) {
            case .choice(let chosen): index = entries.firstIndex(of: "." + chosen) ?? -1
            case .number(let number):
                index = entries.count - 1
                if let spin { Gtk.SpinButton(spin).value = number }
            default: index = option.isOptional ? 0 : -1
            }
            let position = index < 0 ? nil : index
            if Gtk.DropDown(control).selected != position { Gtk.DropDown(control).selected = position }
            // The custom number's row (title and spin button) is dimmed until `custom` is chosen.
            if let spinRow { spinRow.isSensitive = index == entries.count - 1 }
        }
        update(get())
        updates.append(update)
        return rows
    }

    private func number(_ option: StoryOption<Config>, title: String, range: ClosedRange<Double>) -> [WidgetPointer] {
        let part = PlaygroundPart.control(option.name)
        let initial = { (value: StoryOptionValue) -> Double? in if case .number(let number) = value { number } else { nil } }
        let spin = Controls.spin(title, range: range, value: initial(option.value(in: get())) ?? range.lowerBound, part: part) { [weak self] number in
            self?.change(option, .number(number))
        }
        guard option.isOptional else {
            updates.append { config in
                if let number = initial(option.value(in: config)), Gtk.SpinButton(spin.control).value != number { Gtk.SpinButton(spin.control).value = number }
            }
            return [spin.row]
        }
        // An optional number: a switch says whether it is set, the spin button holds it.
        let toggle = Controls.toggle(tr("Set %s", title), initial(option.value(in: get())) != nil, part: PlaygroundPart.numberSet(option.name)) { [weak self] on in
            guard let self else { return }
            spin.control.isSensitive = on
            self.change(option, on ? .number(Gtk.SpinButton(spin.control).value) : .none)
        }
        let control = toggle.descendant(PlaygroundPart.numberSet(option.name))!
        let update: @MainActor (Config) -> Void = { config in
            let number = initial(option.value(in: config))
            Gtk.Switch(control).isActive = number != nil
            spin.control.isSensitive = number != nil
            if let number, Gtk.SpinButton(spin.control).value != number { Gtk.SpinButton(spin.control).value = number }
        }
        update(get())
        updates.append(update)
        return [toggle, spin.row]
    }

    private func items(_ option: StoryOption<Config>, title: String, kinds: [String]) -> [WidgetPointer] {
        let list = Build.vbox(spacing: 4).named(PlaygroundPart.items(option.name))
        let buttons = kinds.map { kind in
            Controls.button("+ \(kind)", part: PlaygroundPart.add(option.name, kind: kind)) { [weak self] in
                guard let self else { return }
                self.edit { option.addingItem(kind, to: $0, context: self.context) }
            }
        }
        let update: @MainActor (Config) -> Void = { [weak self] config in
            guard let self else { return }
            for child in list.children { Gtk.Box(list).remove(child) }
            for (index, (kind, checked)) in zip(option.itemNames(in: config), option.itemsChecked(in: config)).enumerated() {
                let remove = Controls.button(tr("Remove"), part: PlaygroundPart.remove(option.name, index: index)) { [weak self] in
                    self?.edit { option.removingItem(at: index, from: $0) }
                }
                remove.accessibleLabel(tr("Remove %s", kind))
                let shown = checked.map { $0 ? tr("%s (on)", kind) : tr("%s (off)", kind) } ?? kind
                Gtk.Box(list).append(Controls.row(shown, remove))
            }
        }
        update(get())
        updates.append(update)
        for button in buttons { button.tooltip(tr("Add a sample %s to %s", kinds[buttons.firstIndex(of: button)!], title)) }
        return [WrapRow(spacing: 4, buttons).widget, list]
    }
}
