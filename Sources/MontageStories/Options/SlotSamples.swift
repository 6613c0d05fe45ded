import Montage

// A sample of every case of ListCell's slots, as a playground adds it. An image path is
// resolved by the story's context (the gallery's samples).

extension ListCell.Resource.Leading: StorySlotItem {
    static let samples = [".icon(.person)", ".largeIcon(.bell)", ".checkbox(checked: false, onSelect: { _ in })",
                          ".radio(checked: false, onSelect: { _ in })", ".avatar(\"avatar-person.png\", variant: .person)",
                          ".thumbnail(\"thumbnail-landscape.png\")", ".slot { CustomView() }"]
}

extension ListCell.Resource.LabelTrailing: StorySlotItem {
    static let samples = [".contentBadge(title: \"신규\")", ".icon(.circleCheckFill)", ".slot { CustomView() }"]
}

extension ListCell.Resource.Trailing: StorySlotItem {
    static let samples = [".button(title: \"팔로우\") {}", ".contentBadge(.outlined, title: \"배지\")", ".icon(.star)", ".iconButton(.trash) {}",
                          ".slot { CustomView() }", ".switch(checked: false, onSelect: { _ in })", ".textButton(title: \"편집\") {}", ".value(\"값\")"]
}

extension ListCell.Resource.Extra: StorySlotItem {
    static let samples = [".contentBadge(.outlined, title: \"서울\")", ".slot { CustomView() }", ".text(\"추가 텍스트\")"]
}
