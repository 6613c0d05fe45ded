import MontageGtk
import GtkKit
import MontageStories

/// The ListCell playground: a live cell in a list with 20px margins (and a plain neighbour for
/// comparison), a control for every option, slot items to add and remove, and an event log.
@MainActor
final class ListCellPlayground {
    static let story = Story(id: "listcell-playground", title: tr("Playground"), section: ListCellExamples.section,
                             preferredSize: (1000, -1), fillsHeight: true) { ListCellPlayground().widget }

    let widget: WidgetPointer
    private var model = ListCellPlaygroundModel()
    private let list = ListCellList()
    private var row: ListCellRow!
    private var neighbour: ListCellRow!
    private var layout: PlaygroundLayout!
    private var slotLists: [String: WidgetPointer] = [:]
    private var customSpin: WidgetPointer!

    init() {
        row = list.append(ListCell(label: ""))
        neighbour = list.append(Self.neighbourCell)
        layout = PlaygroundLayout(title: tr("ListCell playground"),
                                  subtitle: tr("Every option of ListCell, live. Checkbox, radio and switch items keep their own state."),
                                  preview: Build.vbox(classes: ["story-card"], [list.widget]), controls: [])
        widget = layout.widget
        layout.setControls(makeControls())
        layout.onReset = { [weak self] in
            guard let self else { return }
            self.model = ListCellPlaygroundModel()
            self.layout.setControls(self.makeControls())
            self.render()
            self.layout.record("reset")
        }
        Retention.attach(self, to: widget)
        render()
    }

    /// The plain cell under the live one, for comparison; it follows the variant (the list's
    /// margins go in full, where each cell pads its own content).
    private static let neighbourCell = ListCell(label: "이웃 셀").description("비교용 기본 셀")

    // MARK: Model -> cell

    private func render() {
        let cell = makeCell()
        row.update(cell)
        layout.code.code = StoryScript.swift(cell)
        list.setVariant(model.variant)
        neighbour.update(Self.neighbourCell.variant(model.variant))
        gtk_widget_set_sensitive(customSpin, model.padding == 4 ? 1 : 0)
        for (slot, kinds) in [("leading", model.leading), ("labelTrailing", model.labelTrailing), ("trailing", model.trailing), ("extra", model.extra)] {
            renderItemList(slot, kinds)
        }
    }

    private func makeCell() -> ListCell {
        let label = model.longText ? ListCellPlaygroundModel.longLabel : "플레이그라운드 셀"
        var onTap: Action?
        if model.tappable {
            onTap = { [weak self] in
                self?.layout.record("onTap")
            }
        }
        var cell = ListCell(label: label, onTap: onTap)
        if model.description {
            cell = cell.description(model.longText ? ListCellPlaygroundModel.longDescription : "부가 설명 텍스트")
        }
        cell = cell.chevron(model.chevron).selected(model.selected).divider(model.divider)
        cell = cell.textEllipsis(model.textEllipsis).disabled(model.disabled).variant(model.variant)
        cell = cell.verticalPadding(model.verticalPadding).verticalAlign(model.align).highlight(model.highlight)
        cell = cell.leadingResources(model.leading.map(leading))
        cell = cell.labelTrailingResources(model.labelTrailing.map(labelTrailing))
        cell = cell.trailingResources(model.trailing.map(trailing))
        return cell.extraResources(model.extra.map(extra))
    }

    private func toggled(_ slot: WritableKeyPath<ListCellPlaygroundModel, [ListCellPlaygroundModel.Item]>, _ id: Int, _ kind: String) -> SelectAction {
        { [weak self] value in
            guard let self, let index = self.model[keyPath: slot].firstIndex(where: { $0.id == id }) else { return }
            self.model[keyPath: slot][index].checked = value
            self.layout.record("\(kind) → \(value)")
            self.render()
        }
    }

    private func leading(_ item: ListCellPlaygroundModel.Item) -> ListCell.Resource.Leading {
        switch item.kind {
        case "largeIcon": .largeIcon(.bell)
        case "checkbox": .checkbox(checked: item.checked, onSelect: toggled(\.leading, item.id, "checkbox"))
        case "radio": .radio(checked: item.checked, onSelect: toggled(\.leading, item.id, "radio"))
        case "avatar": .avatar(ResourcePaths.sampleURL("avatar-person.png"), variant: .person)
        case "thumbnail": .thumbnail(ResourcePaths.sampleURL("thumbnail-landscape.png"))
        case "slot": .slot { PlaygroundSlot.make(tr("leading slot")) }
        default: .icon(.person)
        }
    }

    private func labelTrailing(_ item: ListCellPlaygroundModel.Item) -> ListCell.Resource.LabelTrailing {
        switch item.kind {
        case "icon": .icon(.circleCheckFill)
        case "slot": .slot { PlaygroundSlot.make(tr("label trailing slot")) }
        default: .contentBadge(title: "신규")
        }
    }

    private func trailing(_ item: ListCellPlaygroundModel.Item) -> ListCell.Resource.Trailing {
        switch item.kind {
        case "icon": .icon(.star)
        case "iconButton": .iconButton(.trash) { [weak self] () -> Void in self?.layout.record("iconButton tapped") }
        case "textButton": .textButton(title: "편집") { [weak self] () -> Void in self?.layout.record("textButton tapped") }
        case "button": .button(title: "팔로우") { [weak self] () -> Void in self?.layout.record("button tapped") }
        case "contentBadge": .contentBadge(.outlined, title: "배지")
        case "switch": .switch(checked: item.checked, onSelect: toggled(\.trailing, item.id, "switch"))
        case "slot": .slot { PlaygroundSlot.make(tr("trailing slot")) }
        default: .value("값")
        }
    }

    private func extra(_ item: ListCellPlaygroundModel.Item) -> ListCell.Resource.Extra {
        switch item.kind {
        case "text": .text("추가 텍스트")
        case "slot": .slot { PlaygroundSlot.make(tr("extra slot")) }
        default: .contentBadge(.outlined, title: "서울")
        }
    }

    // MARK: Controls

    private func change(_ body: (inout ListCellPlaygroundModel) -> Void) {
        body(&model)
        render()
    }

    /// The controls, made afresh (Reset replaces them all), with the slots' item lists.
    private func makeControls() -> [WidgetPointer] {
        slotLists = Dictionary(uniqueKeysWithValues: ["leading", "labelTrailing", "trailing", "extra"].map {
            ($0, Build.vbox(spacing: 4).named("items-\($0)"))
        })
        let spin = Controls.spin(tr("Custom padding"), range: -4...40, value: model.customPadding, name: "control-custom-padding") { [weak self] v in
            self?.change { $0.customPadding = v }
        }
        customSpin = spin.row
        var controls: [WidgetPointer] = [
            Controls.heading(tr("Text")),
            Controls.toggle(tr("Description"), model.description, name: "control-description") { [weak self] v in self?.change { $0.description = v } },
            Controls.toggle(tr("Long text"), model.longText, name: "control-long-text") { [weak self] v in self?.change { $0.longText = v } },
            Controls.toggle(tr("Text ellipsis"), model.textEllipsis, name: "control-ellipsis") { [weak self] v in self?.change { $0.textEllipsis = v } },
            Controls.entry(tr("Highlight"), placeholder: tr("e.g. 셀"), name: "control-highlight") { [weak self] v in self?.change { $0.highlight = v } },
            Controls.heading(tr("State")),
            Controls.toggle(tr("Selected"), model.selected, name: "control-selected") { [weak self] v in self?.change { $0.selected = v } },
            Controls.toggle(tr("Chevron"), model.chevron, name: "control-chevron") { [weak self] v in self?.change { $0.chevron = v } },
            Controls.toggle(tr("Divider"), model.divider, name: "control-divider") { [weak self] v in self?.change { $0.divider = v } },
            Controls.toggle(tr("Disabled"), model.disabled, name: "control-disabled") { [weak self] v in self?.change { $0.disabled = v } },
            Controls.toggle("onTap", model.tappable, name: "control-tappable") { [weak self] v in self?.change { $0.tappable = v } },
            Controls.heading(tr("Layout")),
            Controls.choice(tr("Variant"), ["inset", "full"], selected: 0, name: "control-variant") { [weak self] i in
                self?.change { $0.variant = i == 0 ? .inset : .full }
            },
            Controls.choice(tr("Vertical padding"), ["none (0)", "small (8)", "medium (12)", "large (16)", "custom"], selected: model.padding,
                            name: "control-padding") { [weak self] i in self?.change { $0.padding = i } },
            spin.row,
            Controls.choice(tr("Vertical align"), ["top", "center"], selected: 0, name: "control-align") { [weak self] i in
                self?.change { $0.align = i == 0 ? .top : .center }
            },
        ]
        for (title, slot, kinds) in [(tr("Leading"), "leading", ListCellPlaygroundModel.leadingKinds),
                                     (tr("Label trailing"), "labelTrailing", ListCellPlaygroundModel.labelTrailingKinds),
                                     (tr("Trailing"), "trailing", ListCellPlaygroundModel.trailingKinds),
                                     (tr("Extra"), "extra", ListCellPlaygroundModel.extraKinds)] {
            controls.append(Controls.heading(title))
            let buttons = kinds.map { kind in
                Controls.button("+ \(kind)", name: "add-\(slot)-\(kind)") { [weak self] in self?.change { $0.add(kind, to: Self.keyPath(slot)) } }
            }
            controls.append(WrapRow(spacing: 4, buttons).widget)
            controls.append(slotLists[slot]!)
        }
        return controls
    }

    static func keyPath(_ slot: String) -> WritableKeyPath<ListCellPlaygroundModel, [ListCellPlaygroundModel.Item]> {
        switch slot {
        case "leading": \.leading
        case "labelTrailing": \.labelTrailing
        case "trailing": \.trailing
        default: \.extra
        }
    }

    private func renderItemList(_ slot: String, _ items: [ListCellPlaygroundModel.Item]) {
        let box = slotLists[slot]!
        for child in box.children { Gtk.Box(box).remove(child) }
        for item in items {
            let remove = Controls.button(tr("Remove"), name: "remove-\(slot)-\(item.id)") { [weak self] in
                self?.change { $0[keyPath: Self.keyPath(slot)].removeAll { $0.id == item.id } }
            }
            let title = ["checkbox", "radio", "switch"].contains(item.kind) ? (item.checked ? tr("%s (on)", item.kind) : tr("%s (off)", item.kind)) : item.kind
            Gtk.Box(box).append(Controls.row(title, remove))
        }
    }
}

/// A caller-made widget for the playground's slot items: a small tinted box with a caption.
@MainActor
enum PlaygroundSlot {
    static func make(_ caption: String) -> WidgetPointer {
        Build.hbox(classes: ["playground-slot"], [Build.label(caption, classes: ["typo-caption1", "weight-medium"])])
            .align(GTK_ALIGN_START, GTK_ALIGN_CENTER)
    }
}
