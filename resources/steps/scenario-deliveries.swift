// Seed 001's delivery list (scenario-deliveries): the search narrows the rows (the state
// badges count them: one a row); a row dragged sideways opens on its 삭제하기, which deletes
// it, and the toast's 실행 취소 puts it back in its place; a short drag springs back, and
// Escape, a click elsewhere or another row opening closes an open row; a clicked row has the
// focus and Delete deletes it, as the menu (Shift+F10) does; Ctrl+Z undoes, last deletion
// first, and F6 reaches the toast.
Steps("scenario-deliveries") {
    // 30 deliveries.
    expect(.text("배송중"), .count(9))
    expect(.text("배송출발"), .count(5))
    expect(.text("집화완료"), .count(4))
    expect(.text("배송완료"), .count(7))
    expect(.text("배송준비중"), .count(5))

    // CJ: the eight CJ대한통운 parcels.
    type("CJ", into: .field("검색"))
    expect(.field("검색"), .value("CJ"))
    expect(.text("배송중"), .count(4))
    expect(.text("배송출발"), .count(0))
    expect(.text("집화완료"), .count(2))
    expect(.text("배송완료"), .count(1))
    expect(.text("배송준비중"), .count(1))
    expect(.cell("무선 노이즈캔슬링 이어폰"), .count(1))
    expect(.cell("실내 자전거 안장 커버"), .count(1))
    expect(.cell("겨울 구스다운 패딩 점퍼"), .count(0))
    // 패딩, in a package's name: one.
    press("Ctrl+A")
    type("패딩")
    expect(.field("검색"), .value("패딩"))
    expect(.cell("겨울 구스다운 패딩 점퍼"), .count(1))
    expect(.text("배송출발"), .count(1))
    expect(.text("배송중"), .count(0))
    expect(.cell("무선 노이즈캔슬링 이어폰"), .count(0))
    // Nothing matching: the empty state says what was looked for.
    press("Ctrl+A")
    type("없는 택배")
    expect(.text("‘없는 택배’와 일치하는 배송이 없어요."), .count(1))
    expect(.text("배송출발"), .count(0))
    // Cleared, all 30 again.
    press("Ctrl+A")
    press("BackSpace")
    expect(.field("검색"), .value(""))
    expect(.text("‘없는 택배’와 일치하는 배송이 없어요."), .count(0))
    expect(.text("배송중"), .count(9))
    expect(.text("배송출발"), .count(5))
    expect(.text("집화완료"), .count(4))
    expect(.text("배송완료"), .count(7))
    expect(.text("배송준비중"), .count(5))

    // A drag of about 120 px to the left opens 겨울 구스다운 패딩 점퍼 on its 삭제하기: one
    // fewer row; the toast says which.
    drag(.cell("겨울 구스다운 패딩 점퍼"), x: -120)
    click(.button("겨울 구스다운 패딩 점퍼 삭제하기"))
    expect(.event("delivery delete", value: "겨울 구스다운 패딩 점퍼"))
    expect(.cell("겨울 구스다운 패딩 점퍼"), .count(0))
    expect(.text("배송출발"), .count(4))
    expect(.text("‘겨울 구스다운 패딩 점퍼’ 배송을 삭제했어요"), .count(1))
    focus(.cell("무선 노이즈캔슬링 이어폰"))
    press("Down")
    expect(.cell("캠핑용 접이식 의자 2개"), .focused)
    // The toast's 실행 취소 puts it back in its place, and the toast goes.
    click(.button("실행 취소"))
    expect(.event("delivery undo", value: "겨울 구스다운 패딩 점퍼"))
    expect(.cell("겨울 구스다운 패딩 점퍼"), .count(1))
    expect(.text("배송출발"), .count(5))
    expect(.text("‘겨울 구스다운 패딩 점퍼’ 배송을 삭제했어요"), .count(0))
    focus(.cell("무선 노이즈캔슬링 이어폰"))
    press("Down")
    expect(.cell("겨울 구스다운 패딩 점퍼"), .focused)
    press("Down")
    expect(.cell("캠핑용 접이식 의자 2개"), .focused)

    // A short drag springs back: a click then taps the row (an open row's would only close it).
    drag(.cell("거실용 LED 스탠드"), x: -12)
    click(.cell("거실용 LED 스탠드"))
    expect(.event("delivery onTap", value: "거실용 LED 스탠드"))
    // Escape closes an open row: a click then taps it.
    drag(.cell("어린이 그림책 세트"), x: -120)
    press("Escape")
    click(.cell("어린이 그림책 세트"))
    expect(.event("delivery onTap", value: "어린이 그림책 세트"))
    // So does a click elsewhere (the search field).
    drag(.cell("원두커피 1kg 과테말라"), x: -120)
    click(.field("검색"))
    click(.cell("원두커피 1kg 과테말라"))
    expect(.event("delivery onTap", value: "원두커피 1kg 과테말라"))
    // Opening another row closes the first: its 삭제하기 deletes the second only, and a click
    // taps the first.
    drag(.cell("러닝화 270mm"), x: -120)
    drag(.cell("무릎 담요 체크무늬"), x: -120)
    click(.button("무릎 담요 체크무늬 삭제하기"))
    expect(.event("delivery delete", value: "무릎 담요 체크무늬"))
    expect(.cell("무릎 담요 체크무늬"), .count(0))
    expect(.cell("러닝화 270mm"), .count(1))
    click(.cell("러닝화 270mm"))
    expect(.event("delivery onTap", value: "러닝화 270mm"))
    press("Ctrl+Z")
    expect(.event("delivery undo", value: "무릎 담요 체크무늬"))
    expect(.cell("무릎 담요 체크무늬"), .count(1))
    // A click on an open row closes it and deletes nothing.
    drag(.cell("USB-C 멀티 허브"), x: -120)
    click(.cell("USB-C 멀티 허브"))
    expect(.cell("USB-C 멀티 허브"), .count(1))
    click(.cell("USB-C 멀티 허브"))
    expect(.event("delivery onTap", value: "USB-C 멀티 허브"))

    // A clicked row has the focus: Delete deletes it, the focus going to the next row.
    click(.cell("캠핑용 접이식 의자 2개"))
    expect(.event("delivery onTap", value: "캠핑용 접이식 의자 2개"))
    expect(.cell("캠핑용 접이식 의자 2개"), .focused)
    press("Delete")
    expect(.event("delivery delete", value: "캠핑용 접이식 의자 2개"))
    expect(.cell("캠핑용 접이식 의자 2개"), .count(0))
    expect(.text("‘캠핑용 접이식 의자 2개’ 배송을 삭제했어요"), .count(1))
    expect(.text("집화완료"), .count(3))
    expect(.cell("유기농 제주 감귤 5kg"), .focused)
    press("Delete")
    expect(.event("delivery delete", value: "유기농 제주 감귤 5kg"))
    expect(.cell("유기농 제주 감귤 5kg"), .count(0))
    expect(.text("배송중"), .count(8))
    expect(.cell("스테인리스 텀블러 500ml"), .focused)
    // Ctrl+Z undoes the last deletion first, then the one before, each in its place.
    press("Ctrl+Z")
    expect(.event("delivery undo", value: "유기농 제주 감귤 5kg"))
    expect(.cell("유기농 제주 감귤 5kg"), .count(1))
    expect(.cell("캠핑용 접이식 의자 2개"), .count(0))
    press("Ctrl+Z")
    expect(.event("delivery undo", value: "캠핑용 접이식 의자 2개"))
    expect(.cell("캠핑용 접이식 의자 2개"), .count(1))
    expect(.text("‘캠핑용 접이식 의자 2개’ 배송을 삭제했어요"), .count(0))
    expect(.text("배송중"), .count(9))
    expect(.text("집화완료"), .count(4))
    // A Ctrl+Z too many changes nothing.
    press("Ctrl+Z")
    expect(.text("배송중"), .count(9))
    expect(.text("배송출발"), .count(5))
    expect(.text("집화완료"), .count(4))
    expect(.text("배송완료"), .count(7))
    expect(.text("배송준비중"), .count(5))
    focus(.cell("겨울 구스다운 패딩 점퍼"))
    press("Down")
    expect(.cell("캠핑용 접이식 의자 2개"), .focused)
    press("Down")
    expect(.cell("유기농 제주 감귤 5kg"), .focused)
    press("Down")
    expect(.cell("스테인리스 텀블러 500ml"), .focused)

    // The menu (Shift+F10) of the focused row: Escape closes it and the focus is back on the
    // row; its 삭제하기 deletes the row.
    focus(.cell("기계식 키보드 갈축"))
    press("Shift+F10")
    expect(.button("삭제하기"), .focused)
    press("Escape")
    expect(.button("삭제하기"), .count(0))
    expect(.cell("기계식 키보드 갈축"), .focused)
    expect(.cell("기계식 키보드 갈축"), .count(1))
    press("Shift+F10")
    press("Return")
    expect(.event("delivery delete", value: "기계식 키보드 갈축"))
    expect(.cell("기계식 키보드 갈축"), .count(0))
    // F6 reaches the toast's 실행 취소, F6 again goes back to the row, and Enter on 실행 취소
    // undoes, the focus going to the row put back.
    press("F6")
    expect(.button("실행 취소"), .focused)
    press("F6")
    expect(.cell("어린이 그림책 세트"), .focused)
    press("F6")
    press("Return")
    expect(.event("delivery undo", value: "기계식 키보드 갈축"))
    expect(.cell("기계식 키보드 갈축"), .focused)
    expect(.button("실행 취소"), .count(0))
}
