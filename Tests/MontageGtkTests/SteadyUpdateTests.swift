import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// A view given the configuration it already shows changes nothing GTK has to lay out again,
/// and a changed one does: a page that updates every component when one changed (a story
/// file's save, a list rebinding the same item) then measures only what changed.
final class SteadyUpdateTests: MontageTestCase, @unchecked Sendable {
    /// The frame-clock layouts of `widget`'s window while `update` runs and the loop settles.
    @MainActor
    private func layouts(of widget: WidgetPointer, during update: () -> Void) -> Int {
        let clock = gtk_widget_get_frame_clock(widget)!
        var count = 0
        let counting = Signal.connect(clock, "layout") { count += 1 }
        defer { counting.disconnect() }
        update()
        MainLoop.run(until: { false }, timeout: 0.1)
        return count
    }

    /// Shows `widget`, then checks that `same` lays nothing out and `changed` does.
    @MainActor
    private func check(_ name: String, _ widget: WidgetPointer, views: [AnyObject] = [], same: () -> Void, changed: () -> Void,
                       file: StaticString = #filePath, line: UInt = #line) {
        if gtk_widget_get_root(widget) == nil {
            // In a box of its own: the window sets its child's width request.
            let holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            Gtk.Box(holder).append(widget)
            present(holder, width: 360, views: views)
        }
        // No focus: a focused field's cursor blinks, and each blink lays the window out.
        gtk_root_set_focus(gtk_widget_get_root(widget), nil)
        MainLoop.run(until: { ImageLoader.pending == 0 }, timeout: 5)
        try? WidgetCapture.waitForPaint(widget)
        // Settled: 100 ms without a layout (an image that cannot load shows its glyph on idle).
        var quiet = false
        for _ in 0..<20 where !quiet { quiet = layouts(of: widget, during: {}) == 0 }
        XCTAssertTrue(quiet, "\(name): the window never stops laying out", file: file, line: line)
        XCTAssertEqual(layouts(of: widget, during: same), 0, "\(name): the same configuration lays out again", file: file, line: line)
        XCTAssertGreaterThan(layouts(of: widget, during: changed), 0, "\(name): a changed configuration lays out", file: file, line: line)
    }

    func testListCellRows() {
        onMain {
            Theme.install(colorScheme: .light)
            let cells: [(String, ListCell)] = [
                ("plain", ListCell(label: "항목", onTap: {})),
                ("described", ListCell(label: "항목 1", onTap: {}).description("설명").leadingResources([.icon(.person)])
                    .trailingResources([.value("값"), .contentBadge(title: "신규")]).chevron()),
                ("highlighted", ListCell(label: "김티드 iOS", onTap: {}).highlight("티드").description("iOS 개발자 티드").textEllipsis(true)),
                ("controls", ListCell(label: "알림").leadingResources([.checkbox(checked: true)]).trailingResources([.switch(checked: false)])),
                ("label trailing", ListCell(label: "새 소식").labelTrailingResources([.contentBadge(title: "N"), .icon(.circleCheckFill)])
                    .extraResources([.text("추가")]).selected(true).divider(true)),
                ("avatar", ListCell(label: "프로필").leadingResources([.avatar("", variant: .person)]).trailingResources([.textButton(title: "편집")])),
            ]
            for (name, cell) in cells {
                let harness = ListCellHarness([cell], in: self)
                check(name, harness.row.widget, same: { harness.row.update(cell) },
                      changed: { harness.row.update(cell.description((cell.description ?? "") + " 바뀜")) })
            }
        }
    }

    func testTextFields() {
        onMain {
            Theme.install(colorScheme: .light)
            let fields: [(String, TextField)] = [
                ("plain", TextField(text: .constant("kimtide"))),
                ("labelled", TextField(text: .constant("")).label("이름", required: true).placeholder("이름을 입력하세요").message("도움말")),
                ("negative", TextField(text: .constant("kimtide")).label("이름").status(.negative).message("이미 사용 중인 이름입니다.").icon(.person)),
                ("leading label", TextField(text: .constant("")).label("이메일").labelPlacement(.leading).labelWidth(80).maxLength(20)),
            ]
            for (name, field) in fields {
                let view = TextFieldView(field)
                check(name, view.widget, views: [view], same: { view.update(field) }, changed: { view.update(field.message("바뀐 메시지")) })
            }
        }
    }

    func testSmallComponents() {
        onMain {
            Theme.install(colorScheme: .light)
            let badge = ContentBadge(title: "신규"), badgeView = ContentBadgeView(badge)
            check("badge", badgeView.widget, views: [badgeView], same: { badgeView.update(badge) }, changed: { badgeView.update(ContentBadge(title: "신규 소식")) })
            let button = Button(title: "확인"), buttonView = ButtonView(button)
            check("button", buttonView.widget, views: [buttonView], same: { buttonView.update(button) }, changed: { buttonView.update(Button(title: "확인하기")) })
            let text = TextButton(title: "편집"), textView = TextButtonView(text)
            check("text button", textView.widget, views: [textView], same: { textView.update(text) }, changed: { textView.update(TextButton(title: "편집하기")) })
            let avatar = Avatar("", variant: .person), avatarView = AvatarView(avatar)
            check("avatar", avatarView.widget, views: [avatarView], same: { avatarView.update(avatar) }, changed: { avatarView.update(avatar.size(.large)) })
        }
    }
}
