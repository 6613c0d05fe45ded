// Seed 004's outline (behavior-outline): a folder opens with its disclosure triangle and its
// children appear, the triangle closes it again; with the keyboard, + opens the focused
// folder and − closes it.
Steps("behavior-outline") {
    expect(.button("Expand").in(.cell("디자인 시스템")), .collapsed)
    expect(.cell("컴포넌트"), .count(0))
    expect(.cell("README.md"), .count(0))
    expect(.button("Expand"), .count(2))

    // The triangle opens 디자인 시스템: its three children appear under it, closed.
    click(.button("Expand").in(.cell("디자인 시스템")))
    expect(.button("Expand").in(.cell("디자인 시스템")), .expanded)
    expect(.cell("컴포넌트"), .count(1))
    expect(.cell("토큰"), .count(1))
    expect(.cell("README.md"), .count(1))
    expect(.button("Expand").in(.cell("컴포넌트")), .collapsed)
    expect(.cell("ListCell.sketch"), .count(0))
    // Two more folders with a triangle (컴포넌트, 토큰); a file (README.md) has none.
    expect(.button("Expand"), .count(4))
    expect(.button("Expand").in(.cell("README.md")), .count(0))
    // In order under it, before 문서.
    focus(.cell("디자인 시스템"))
    press("Down")
    expect(.cell("컴포넌트"), .focused)
    press("Down")
    expect(.cell("토큰"), .focused)
    press("Down")
    expect(.cell("README.md"), .focused)
    press("Down")
    expect(.cell("문서"), .focused)
    // 컴포넌트 opens in turn: its files under it.
    click(.button("Expand").in(.cell("컴포넌트")))
    expect(.button("Expand").in(.cell("컴포넌트")), .expanded)
    expect(.cell("ListCell.sketch"), .count(1))
    expect(.cell("TextField.sketch"), .count(1))
    expect(.cell("FormControl.sketch"), .count(1))
    focus(.cell("컴포넌트"))
    press("Down")
    expect(.cell("ListCell.sketch"), .focused)

    // Again, and the children go.
    click(.button("Expand").in(.cell("디자인 시스템")))
    expect(.button("Expand").in(.cell("디자인 시스템")), .collapsed)
    expect(.cell("컴포넌트"), .count(0))
    expect(.cell("토큰"), .count(0))
    expect(.cell("README.md"), .count(0))
    expect(.cell("ListCell.sketch"), .count(0))

    // The keyboard: + opens the focused folder, − closes it, the focus staying on it.
    focus(.cell("문서"))
    press("plus")
    expect(.button("Expand").in(.cell("문서")), .expanded)
    expect(.cell("가이드라인.pdf"), .count(1))
    expect(.cell("릴리스 노트.md"), .count(1))
    expect(.cell("문서"), .focused)
    press("minus")
    expect(.button("Expand").in(.cell("문서")), .collapsed)
    expect(.cell("가이드라인.pdf"), .count(0))
    expect(.cell("릴리스 노트.md"), .count(0))
    expect(.cell("문서"), .focused)
}
