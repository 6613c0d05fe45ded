// Seed 004's search of 100,000 names (scenario-search): typing narrows the list as it goes, in
// Latin (any case) and in Hangul, and the count follows; the rows scrolled to show the new
// result too; a name nobody has shows the empty state; clearing the field shows everyone.
Steps("scenario-search") {
    expect(.text("100,000명"), .count(1))
    expect(.cell("정원윤 · Engineer 1"), .count(1))

    // Latin, lower case: the Graces, and only them.
    type("grace", into: .field("이름 검색 (한글 또는 Latin)"))
    expect(.field("이름 검색 (한글 또는 Latin)"), .value("grace"))
    expect(.text("2,061명"), .count(1))
    expect(.cell("Grace Silva · 개발자 6"), .count(1))
    expect(.cell("Grace Martin · 디자이너 42"), .count(1))
    expect(.cell("정원윤 · Engineer 1"), .count(0))
    expect(.cell("Daniel Smith · 리서처 3"), .count(0))
    // Rows further down, bound before the search, show matches when scrolled to.
    scrollTo(.cell("Grace Tanaka · Engineer 2961"))
    expect(.cell("Grace Tanaka · Engineer 2961"), .count(1))

    // More letters refine the result.
    type(" kim")
    expect(.text("129명"), .count(1))
    expect(.cell("Grace Kim · Designer 774"), .count(1))
    expect(.cell("Grace Silva · 개발자 6"), .count(0))

    // Cleared, everyone again.
    press("Ctrl+A")
    press("BackSpace")
    expect(.field("이름 검색 (한글 또는 Latin)"), .value(""))
    expect(.text("100,000명"), .count(1))
    expect(.cell("정원윤 · Engineer 1"), .count(1))

    // Upper case finds the same names.
    type("GRACE", into: .field("이름 검색 (한글 또는 Latin)"))
    expect(.text("2,061명"), .count(1))
    expect(.cell("Grace Silva · 개발자 6"), .count(1))
    press("Ctrl+A")
    press("BackSpace")
    expect(.text("100,000명"), .count(1))

    // Hangul, through the input method: 김 narrows, 김민 further, 김민준 to five.
    type("김", into: .field("이름 검색 (한글 또는 Latin)"))
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
