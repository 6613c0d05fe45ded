// Seed 004's outline (behavior-outline): a folder opens with its disclosure triangle and its
// children appear, closes with it again; with the keyboard, + opens the focused folder and −
// closes it.
Steps("behavior-outline") {
    expect(.cell("디자인 시스템"), .collapsed)
    expect(.cell("컴포넌트"), .count(0))

    click(.button("Expand").in(.cell("디자인 시스템")))
    expect(.cell("디자인 시스템"), .expanded)
    expect(.cell("컴포넌트"), .count(1))
    expect(.cell("토큰"), .count(1))
    expect(.cell("README.md"), .count(1))
    expect(.cell("ListCell.sketch"), .count(0))

    click(.button("Collapse").in(.cell("디자인 시스템")))
    expect(.cell("디자인 시스템"), .collapsed)
    expect(.cell("컴포넌트"), .count(0))
    expect(.cell("README.md"), .count(0))

    focus(.cell("문서"))
    press("plus")
    expect(.cell("문서"), .expanded)
    expect(.cell("가이드라인.pdf"), .count(1))
    expect(.cell("릴리스 노트.md"), .count(1))
    expect(.cell("문서"), .focused)
    press("minus")
    expect(.cell("문서"), .collapsed)
    expect(.cell("가이드라인.pdf"), .count(0))
}
