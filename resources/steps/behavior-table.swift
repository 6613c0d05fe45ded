// Seed 004's sortable table (behavior-table): a click on a column heading sorts by it (the
// first row changes), a second click reverses; Enter and Space on a focused heading do the
// same. Which row is first (and last) is read by taking the focus to it with Home (and End).
Steps("behavior-table") {
    // Unsorted at first: the files in their own order.
    focus(.cell("색상 토큰.json"))
    press("Home")
    expect(.cell("리스트셀 가이드.pdf"), .focused)
    press("End")
    expect(.cell("디자인 리뷰.key"), .focused)

    // A click on 크기 sorts by size: the smallest file first, the largest last.
    click(.part("크기"))
    focus(.cell("색상 토큰.json"))
    press("Home")
    expect(.cell("README.md"), .focused)
    press("Down")
    expect(.cell("배송 목록.csv"), .focused)
    press("Down")
    expect(.cell("색상 토큰.json"), .focused)
    press("Down")
    expect(.cell("회의록.docx"), .focused)
    press("Down")
    expect(.cell("스크린샷.png"), .focused)
    press("Down")
    expect(.cell("리스트셀 가이드.pdf"), .focused)
    press("Down")
    expect(.cell("아이콘 세트.zip"), .focused)
    press("Down")
    expect(.cell("디자인 리뷰.key"), .focused)

    // A second click reverses: the largest first.
    click(.part("크기"))
    focus(.cell("색상 토큰.json"))
    press("Home")
    expect(.cell("디자인 리뷰.key"), .focused)
    press("Down")
    expect(.cell("아이콘 세트.zip"), .focused)
    press("End")
    expect(.cell("README.md"), .focused)

    // The keyboard: Enter on the focused 이름 sorts by name, Space again reverses; the heading
    // keeps the focus.
    focus(.part("이름"))
    press("Return")
    expect(.part("이름"), .focused)
    focus(.cell("색상 토큰.json"))
    press("Home")
    expect(.cell("README.md"), .focused)
    press("Down")
    expect(.cell("디자인 리뷰.key"), .focused)
    press("End")
    expect(.cell("회의록.docx"), .focused)
    focus(.part("이름"))
    press("space")
    expect(.part("이름"), .focused)
    focus(.cell("색상 토큰.json"))
    press("Home")
    expect(.cell("회의록.docx"), .focused)
    press("End")
    expect(.cell("README.md"), .focused)
}
