import MontageGtk
import GtkKit

/// Seed 004's grouped style: sections of ListCells, each under a header and over a footer, with
/// room between the groups (iOS Settings' grouped lists).
@MainActor
enum GroupedStory {
    /// (header, rows, footer)
    static let groups: [(String, [String], String)] = [
        ("계정", ["프로필", "비밀번호 변경", "연결된 기기"], "다른 기기에서 로그아웃하려면 연결된 기기에서 선택하세요."),
        ("알림", ["푸시 알림", "이메일 알림"], "방해 금지 시간에는 푸시 알림이 오지 않아요."),
        ("정보", ["버전 3.2.1", "오픈소스 라이선스"], "몽타주 갤러리"),
    ]

    static let story = Story.scenario(id: "behavior-grouped", title: tr("Grouped list"), section: tr("Lists and tables"), width: 480,
                                      stylesheet: ("list-behaviors", ListBehaviorsCSS.rules),
                                      subtitle: tr("Sections with a header and a footer, space between the groups.")) { events in
        groups.enumerated().map { index, group in
            let header = Build.label(group.0, classes: ["typo-label2", "weight-bold", "group-header"]).named(ListBehaviorsPart.groupHeader(index))
            let list = ListCellList(group.1.map { ListCell(label: $0, onTap: events.action("grouped \($0)")).chevron() })
            let footer = Build.paragraph(group.2, classes: ["typo-caption1", "weight-regular", "group-footer"]).named(ListBehaviorsPart.groupFooter(index))
            list.widget.accessibleLabel(group.0)
            return Build.vbox(classes: ["story-card"], [header, list.widget, footer]).named(ListBehaviorsPart.group(index))
        }
    }
}
