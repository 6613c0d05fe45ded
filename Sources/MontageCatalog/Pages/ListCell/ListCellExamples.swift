import MontageGtk
import GtkKit

/// One story per example of the ListCell reference doc.
@MainActor
enum ListCellExamples {
    static let section = "ListCell"

    static let stories = [
        Story(id: "listcell-basic", title: tr("Basic"), section: section, preferredSize: (480, -1)) { _ in
            ListCellStoryLayout.page(tr("Basic cell"), "ListCell(label: \"기본 셀\")", [(nil, ListCellList([ListCell(label: "기본 셀")]).widget)])
        },
        Story(id: "listcell-description", title: tr("With description"), section: section, preferredSize: (480, -1)) { _ in
            ListCellStoryLayout.page(tr("With description"), ".description(\"부가 설명 텍스트\")", [
                (nil, ListCellList([ListCell(label: "설명이 있는 셀").description("부가 설명 텍스트")]).widget),
            ])
        },
        Story(id: "listcell-custom", title: tr("Icon, selected, chevron"), section: section, preferredSize: (480, -1)) { events in
            ListCellStoryLayout.page(tr("Icon, selected and chevron"), ".leadingResources([.icon(.person)]).selected(true).chevron(true)", [
                (nil, ListCellList([
                    ListCell(label: "커스텀 셀", onTap: events.action("onTap")).leadingResources([.icon(.person)]).selected(true).chevron(true),
                ]).widget),
            ])
        },
        Story(id: "listcell-badges", title: tr("Badges and value"), section: section, preferredSize: (480, -1)) { _ in
            ListCellStoryLayout.page(tr("Badges and value"), tr("Label-trailing, extra and trailing slots"), [
                (nil, ListCellList([
                    ListCell(label: "김티드")
                        .description("iOS 개발자")
                        .labelTrailingResources([.contentBadge(title: "신규")])
                        .extraResources([.contentBadge(.outlined, title: "서울"), .contentBadge(.outlined, title: "5년차")])
                        .trailingResources([.value("값")]),
                    ListCell(label: "김티드")
                        .description("iOS 개발자")
                        .leadingResources([.avatar(ResourcePaths.sampleURL("avatar-person.png"), variant: .person)])
                        .trailingResources([.button(title: "팔로우")]),
                ]).widget),
            ])
        },
        Story(id: "listcell-switch", title: tr("Switch"), section: section, preferredSize: (480, -1), build: SwitchExample.build),
        Story(id: "listcell-variants", title: tr("Inset and full"), section: section, preferredSize: (480, -1)) { _ in
            let pressed = ListCellList([ListCell(label: "메뉴 항목").chevron(), ListCell(label: "메뉴 항목").description("눌린 상태").chevron()])
            let full = ListCellList([ListCell(label: "설정 항목").variant(.full).divider(), ListCell(label: "설정 항목").variant(.full).description("눌린 상태")], variant: .full)
            // Show the pressed background of the second cell of each list, for comparison.
            pressed.rows[1].widget.classes(["pressed"])
            full.rows[1].widget.classes(["pressed"])
            return ListCellStoryLayout.page(tr("Inset and full"), tr("Content sits at the same x; inset's background reaches 12 beyond the cell, radius 16; full's is the cell, square."), [
                (tr(".variant(.inset) — the list gives 20 margins"), pressed.widget),
                (tr(".variant(.full) — the cell pads 20 itself"), full.widget),
            ])
        },
        Story(id: "listcell-slots", title: tr("Every slot item"), section: section, preferredSize: (560, -1)) { _ in
            let avatar = ResourcePaths.sampleURL("avatar-person.png"), logo = ResourcePaths.sampleURL("logo-company.png")
            let thumbnail = ResourcePaths.sampleURL("thumbnail-landscape.png")
            return ListCellStoryLayout.page(tr("Every slot item"), tr("Each predefined item at the size ListCell gives it."), [
                (tr("Leading"), ListCellList([
                    ListCell(label: "icon · largeIcon").leadingResources([.icon(.person), .largeIcon(.bell)]),
                    ListCell(label: "checkbox · radio").leadingResources([.checkbox(checked: false), .checkbox(checked: true), .radio(checked: false), .radio(checked: true)]),
                    ListCell(label: "avatar").description("person · company · academy (placeholder)")
                        .leadingResources([.avatar(avatar, variant: .person), .avatar(logo, variant: .company), .avatar("", variant: .academy)]),
                    ListCell(label: "thumbnail").description("image · broken URL").leadingResources([.thumbnail(thumbnail), .thumbnail(ResourcePaths.sampleURL("broken-image.png"))]),
                ]).widget),
                (tr("Label trailing"), ListCellList([
                    ListCell(label: "badge · icon").labelTrailingResources([.contentBadge(title: "신규"), .contentBadge(.outlined, title: "인증"), .icon(.circleCheckFill)]),
                ]).widget),
                (tr("Trailing"), ListCellList([
                    ListCell(label: "value · icon").trailingResources([.value("값"), .icon(.star)]),
                    ListCell(label: "iconButton · textButton").trailingResources([.iconButton(.trash), .textButton(title: "편집")]),
                    ListCell(label: "button").trailingResources([.button(title: "팔로우"), .button(title: "확인", color: .primary)]),
                    ListCell(label: "badge · switch").trailingResources([.contentBadge(title: "배지"), .switch(checked: false), .switch(checked: true)]),
                ]).widget),
                (tr("Extra"), ListCellList([
                    ListCell(label: "badge · text").description("부가 설명").extraResources([.contentBadge(title: "서울"), .contentBadge(.outlined, title: "5년차"), .text("추가 텍스트")]),
                ]).widget),
            ])
        },
        Story(id: "listcell-disabled", title: tr("Disabled"), section: section, preferredSize: (480, -1)) { _ in
            let list = ListCellList([
                ListCell(label: "비활성 셀").description("부가 설명").leadingResources([.icon(.bell)]).chevron(),
                ListCell(label: "비활성 선택 셀").selected().leadingResources([.checkbox(checked: true)]),
                ListCell(label: "알림 받기").trailingResources([.switch(checked: true)]),
            ])
            list.widget.isSensitive = false
            return ListCellStoryLayout.page(tr("Disabled"), tr("A disabled container disables its cells: no tap, disabled colors."), [(nil, list.widget)])
        },
    ]
}

/// "알림 받기" with a switch whose state the story owns.
@MainActor
final class SwitchExample {
    private var isOn = true
    private var row: ListCellRow?
    private let events: StoryEvents

    private init(events: StoryEvents) { self.events = events }

    static func build(_ events: StoryEvents) -> WidgetPointer {
        let example = SwitchExample(events: events)
        let list = ListCellList()
        example.row = list.append(example.cell)
        Retention.attach(example, to: list.widget)
        return ListCellStoryLayout.page(tr("Switch"), ".trailingResources([.switch(checked: isOn, onSelect: { isOn = $0 })])", [(nil, list.widget)])
    }

    private var cell: ListCell {
        ListCell(label: "알림 받기")
            .description(isOn ? "켜짐" : "꺼짐")
            .trailingResources([.switch(checked: isOn) { [weak self] value in self?.set(value) }])
    }

    private func set(_ value: Bool) {
        events.record("switch onSelect", value: "\(value)")
        isOn = value
        row?.update(cell)
    }
}
