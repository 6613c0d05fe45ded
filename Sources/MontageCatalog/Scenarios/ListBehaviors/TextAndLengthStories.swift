import MontageGtk
import GtkKit

/// Seed 004 on long texts and long lists: file names ellipsized in the middle (both ends stay),
/// and a list limited to its most relevant rows with "더 보기" for the rest.
@MainActor
enum TextAndLengthStories {
    static let fileNames = [
        "2026_하반기_제품_로드맵_최종_수정본_v3.pdf",
        "회의록_디자인시스템_몽타주_리스트셀_검토_1130.docx",
        "screenshot_gallery_listcell_playground_dark_rtl_360.png",
        "배송목록_데이터_내보내기_2026-11-30_오후_3시.csv",
        "짧은 이름.txt",
    ]

    static let middleEllipsis = Story.listBehavior(id: "behavior-middle-ellipsis", title: tr("Middle ellipsis"), width: 360,
                                                   subtitle: tr("Long file names keep their beginning and their extension.")) { _ in
        let list = ListCellList(fileNames.map { ListCell(label: $0).leadingResources([.icon(.info)]).textEllipsis() })
        for row in list.rows { MiddleEllipsis.apply(to: row) }
        return [(nil, list.widget)]
    }

    static let showMore = Story.listBehavior(id: "behavior-show-more", title: tr("Show more"), width: 480,
                                             subtitle: tr("The five most relevant results first; 더 보기 shows the rest.")) { events in
        [(nil, ShowMoreScreen(items: RelevantItems.sample, events: events).widget)]
    }
}

/// A ListCell label that is ellipsized in the middle (ListCell's own ellipsis is at the end).
@MainActor
enum MiddleEllipsis {
    static func apply(to row: ListCellRow) {
        guard let label = row.widget.descendant(ListCellPart.label) else { return }
        Gtk.Label(label).ellipsize = .middle
        label.tooltip(Gtk.Label(label).text)
    }
}

/// Search results with a relevance score, shown most relevant first.
struct RelevantItems {
    /// (title, relevance 0–100)
    static let sample: [(String, Int)] = [
        ("ListCell 사용 가이드", 98), ("TextField 접근성 체크리스트", 91), ("몽타주 색상 토큰", 88), ("리스트 정렬 규칙", 83),
        ("FormControl 라벨 배치", 79), ("배지 컴포넌트 변경 내역", 64), ("아이콘 목록", 58), ("다크 모드 대비 점검", 51),
        ("RTL 레이아웃 메모", 47), ("타이포그래피 스케일", 42), ("버튼 크기 표", 35), ("스위치 상태 정의", 28),
    ]
}

/// How many rows show: the `limit` most relevant, or all after "더 보기".
@MainActor
final class ShowMoreList {
    /// Every item, most relevant first.
    let items: [(String, Int)]
    /// How many show before "더 보기".
    let limit: Int
    /// Whether every item shows.
    private(set) var expanded = false

    init(_ items: [(String, Int)], limit: Int = 5) {
        self.items = items.sorted { $0.1 > $1.1 }
        self.limit = limit
    }

    /// The items shown now.
    var shown: [(String, Int)] { expanded ? items : Array(items.prefix(limit)) }
    /// How many are hidden.
    var hiddenCount: Int { items.count - shown.count }
    /// Shows every item, or only the most relevant again.
    func toggle() { expanded.toggle() }
}

/// The limited list and its 더 보기 / 접기 button.
@MainActor
final class ShowMoreScreen {
    let widget: WidgetPointer
    let model: ShowMoreList
    let list = ListCellList([])
    let button: TextButtonView

    /// Where the screen's callbacks are reported.
    private let events: StoryEvents

    init(items: [(String, Int)], events: StoryEvents = .unheard()) {
        self.events = events
        model = ShowMoreList(items)
        button = TextButtonView(TextButton(title: "더 보기", color: .assistive))
        button.widget.named(ListBehaviorsPart.showMore)
        button.widget.classes(["show-more"])
        widget = Build.vbox([list.widget, button.widget])
        list.widget.accessibleLabel(tr("Show more"))
        Signal.connect(button.widget, "clicked") { [weak self] in
            guard let self else { return }
            self.model.toggle()
            self.refresh()
            events.record("show more", value: self.model.expanded ? "all" : "top \(self.model.limit)")
        }
        refresh()
        Retention.attach(self, to: widget)
    }

    private func refresh() {
        let shown = model.shown
        while list.rows.count > shown.count { list.remove(at: list.rows.count - 1) }
        for (index, item) in shown.enumerated() {
            let cell = ListCell(label: item.0).trailingResources([.value("관련도 \(item.1)")])
            if index < list.rows.count { list.rows[index].update(cell) } else { list.append(cell) }
        }
        button.update(TextButton(title: model.expanded ? "접기" : "더 보기 (\(model.hiddenCount))", color: .assistive))
    }
}
