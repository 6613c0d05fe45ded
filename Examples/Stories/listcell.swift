// ListCell's examples from its reference doc (seed 000), pasted in as the doc writes them: the
// names it does not declare (isChecked, isOn, profileImageURL) are story arguments, each with a
// control on its story's page. `montage-gallery --stories Examples/Stories` shows them.

Story("기본 셀", section: "ListCell examples") {
    // 기본 셀
    ListCell(label: "기본 셀")
}

Story("추가 설명이 있는 셀", section: "ListCell examples") {
    ListCell(label: "설명이 있는 셀")
        .description("부가 설명 텍스트")
}

Story("리딩 요소와 선택 상태의 셀", section: "ListCell examples") {
    ListCell(label: "커스텀 셀", onTap: {
        print("셀이 탭되었습니다")
    })
    .leadingResources([.icon(.person)])
    .selected(true)
    .chevron(true)
}

Story("콘텐츠 슬롯", section: "ListCell examples") {
    ListCell(label: "김티드")
        .description("iOS 개발자")
        .labelTrailingResources([.contentBadge(title: "신규")])
        .extraResources([.contentBadge(.outlined, title: "서울")])
        .trailingResources([.value("값")])
    ListCell(label: "커스텀")
        .trailingResources([.slot { MyCustomView() }])
}

Story("셀 형태", section: "ListCell examples") {
    // 리스트가 좌우 여백을 주는 경우 (기본값)
    ListCell(label: "메뉴 항목")
    // 셀이 리스트 폭을 채우는 경우
    ListCell(label: "설정 항목")
        .variant(.full)
}

Story("비활성화", section: "ListCell examples") {
    ListCell(label: "비활성 셀")
        .disabled(true)
}

Story("추가 요소 여러 개", section: "ListCell examples") {
    ListCell(label: "김티드")
    .description("iOS 개발자")
    .extraResources([
        .contentBadge(.outlined, title: "서울"),
        .contentBadge(.outlined, title: "5년차")
    ])
}

Story("라벨 옆 배지", section: "ListCell examples") {
    ListCell(label: "김티드")
    .labelTrailingResources([.contentBadge(title: "신규")])
}

Story("리딩 요소 여러 개", section: "ListCell examples") {
    ListCell(label: "김티드")
    .leadingResources([
        .checkbox(checked: isChecked),
        .avatar(profileImageURL, variant: .person)
    ])
}

Story("트레일링 스위치", section: "ListCell examples") {
    ListCell(label: "알림 받기")
    .trailingResources([.switch(checked: isOn, onSelect: { isOn = $0 })])
}
