// Seed 004's search of 100,000 names (scenario-search): typing narrows the list as it goes, in
// Latin (any case) and in Hangul, and the count follows; the rows further down show the new
// result once scrolled to; a name nobody has shows the empty state; clearing the field shows
// everyone again.
//
// The names expected are on the screen, or far from it before the search: the rows GtkListView
// keeps bound off screen show the result before until they come on screen
// (ListCellListView.reloadShownRows), and the player, as a screen reader, reads them.
Steps("scenario-search") {
    expect(.text("100,000명"), .count(1))
    expect(.cell("정원윤 · Engineer 1"), .count(1))

    // Latin, lower case: the Graces, and only them.
    type("grace", into: .field("이름 검색 (한글 또는 Latin)"))
    expect(.field("이름 검색 (한글 또는 Latin)"), .value("grace"))
    expect(.text("2,061명"), .count(1))
    expect(.cell("Grace Silva · 개발자 6"), .count(1))
    expect(.cell("Grace Brown · 디자이너 330"), .count(1))
    expect(.cell("정원윤 · Engineer 1"), .count(0))
    expect(.cell("Daniel Smith · 리서처 3"), .count(0))

    // More letters refine the result; deleting them widens it again.
    type(" kim")
    expect(.field("이름 검색 (한글 또는 Latin)"), .value("grace kim"))
    expect(.text("129명"), .count(1))
    expect(.cell("Grace Kim · Designer 774"), .count(1))
    expect(.cell("Grace Silva · 개발자 6"), .count(0))
    press("BackSpace")
    press("BackSpace")
    press("BackSpace")
    press("BackSpace")
    expect(.field("이름 검색 (한글 또는 Latin)"), .value("grace"))
    expect(.text("2,061명"), .count(1))
    expect(.cell("Grace Silva · 개발자 6"), .count(1))

    // Three screens down, the 30th Grace; the rows passed on the way show Graces too (the
    // 12th name, bound off screen before the search, is gone).
    scrollTo(.cell("Grace Jung · 개발자 1473"))
    // (On the screen, not only bound off it: scrollTo takes a row bound off screen as in view.)
    hover(.cell("Grace Jung · 개발자 1473"))
    expect(.cell("Grace Kang · 리서처 993"), .count(1))
    expect(.cell("Jun Kang · Engineer 12"), .count(0))
    // Home in the list goes back to the first; the field takes the keyboard again.
    focus(.cell("Grace Jung · 개발자 1473"))
    press("Home")
    expect(.cell("Grace Silva · 개발자 6"), .focused)
    focus(.field("이름 검색 (한글 또는 Latin)"))

    // Cleared, everyone again.
    press("Ctrl+A")
    press("BackSpace")
    expect(.field("이름 검색 (한글 또는 Latin)"), .value(""))
    expect(.text("100,000명"), .count(1))
    expect(.cell("정원윤 · Engineer 1"), .count(1))

    // Upper case finds the same names.
    type("GRACE")
    expect(.text("2,061명"), .count(1))
    expect(.cell("Grace Silva · 개발자 6"), .count(1))
    press("Ctrl+A")
    press("BackSpace")
    expect(.text("100,000명"), .count(1))

    // Hangul, through the input method: 김 narrows, 김민 further, 김민준 to five; BackSpace
    // widens again.
    type("김")
    expect(.field("이름 검색 (한글 또는 Latin)"), .value("김"))
    expect(.text("3,346명"), .count(1))
    type("민")
    expect(.field("이름 검색 (한글 또는 Latin)"), .value("김민"))
    expect(.text("110명"), .count(1))
    expect(.cell("김민예 · 개발자 425"), .count(1))
    type("준")
    expect(.text("5명"), .count(1))
    expect(.cell("김민준 · PM 8984"), .count(1))
    expect(.cell("김민예 · 개발자 425"), .count(0))
    press("BackSpace")
    expect(.field("이름 검색 (한글 또는 Latin)"), .value("김민"))
    expect(.text("110명"), .count(1))
    expect(.cell("김민예 · 개발자 425"), .count(1))

    // Nobody: the empty state says so, in place of the count and the list.
    press("Ctrl+A")
    type("zzzq")
    expect(.text("No results"), .count(1))
    expect(.text("No name contains “zzzq”."), .count(1))
    expect(.list("Search results"), .count(0))
    press("Ctrl+A")
    press("BackSpace")
    expect(.text("100,000명"), .count(1))
    expect(.text("No results"), .count(0))
    expect(.cell("정원윤 · Engineer 1"), .count(1))
}
