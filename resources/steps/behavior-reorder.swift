// Seed 004's reordering (behavior-reorder): Alt+Down and Alt+Up move the focused row, the
// focus going with it, and the first row stays first; a row dragged onto another lands there.
// The order is read by walking the rows with Home and Down.
Steps("behavior-reorder") {
    // Alt+Down moves 메일 확인 one place down, the focus with it.
    focus(.cell("메일 확인"))
    press("Alt+Down")
    expect(.event("reorder key", value: "1 → 2"))
    expect(.cell("메일 확인"), .focused)
    press("Home")
    expect(.cell("출근 준비"), .focused)
    press("Down")
    expect(.cell("디자인 리뷰"), .focused)
    press("Down")
    expect(.cell("메일 확인"), .focused)

    // Alt+Up twice takes it to the top; a third changes nothing.
    press("Alt+Up")
    press("Alt+Up")
    expect(.event("reorder key", value: "1 → 0"))
    expect(.cell("메일 확인"), .focused)
    press("Alt+Up")
    expect(.cell("메일 확인"), .focused)
    press("Home")
    expect(.cell("메일 확인"), .focused)
    press("Down")
    expect(.cell("출근 준비"), .focused)
    press("Down")
    expect(.cell("디자인 리뷰"), .focused)
    press("Down")
    expect(.cell("점심 약속"), .focused)
    press("Down")
    expect(.cell("코드 리뷰"), .focused)
    press("Down")
    expect(.cell("운동"), .focused)

    // Dragged onto the fourth row, the first row (메일 확인) lands in its place.
    drag(.cell("메일 확인"), onto: .cell("점심 약속"))
    expect(.event("reorder drop", value: "0 → 3"))
    focus(.cell("코드 리뷰"))
    press("Home")
    expect(.cell("출근 준비"), .focused)
    press("Down")
    expect(.cell("디자인 리뷰"), .focused)
    press("Down")
    expect(.cell("점심 약속"), .focused)
    press("Down")
    expect(.cell("메일 확인"), .focused)
    press("Down")
    expect(.cell("코드 리뷰"), .focused)
    press("Down")
    expect(.cell("운동"), .focused)
}
