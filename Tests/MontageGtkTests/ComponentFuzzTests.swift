import MontageTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk

/// Seeded fuzzing of both components (`make test`): random configurations over Montage's
/// public API, in update sequences (a view built from one configuration, then updated to the
/// next, with a user's edits in between for a TextField), 50 sequences side by side in a
/// presented window, so one frame brings all their updates up to date. After every update: no
/// crash, no GTK warning or critical, and "update equals fresh": the updated view's tree has the
/// signature (`WidgetSignature`: shown parts by widget name, texts, CSS classes, sizes from
/// `gtk_widget_measure`, accessible names, colors) of a view built fresh from the same
/// configuration. A TextField also keeps its rules: the binding holds the field's text, within
/// its limit.
///
/// The seed is fixed, so every run checks the same configurations; `MONTAGE_FUZZ_SEED=<n>`
/// runs others (and `MONTAGE_FUZZ_SEQUENCES=<n>` more or fewer sequences than 1,000 per
/// component: `make test` checks 10,000 configurations). A failure names the seed, the sequence
/// and the update, and writes both trees' signatures to `test-artifacts/fuzz/`.
final class ComponentFuzzTests: MontageTestCase, @unchecked Sendable {
    /// The default seed, or `MONTAGE_FUZZ_SEED`.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["MONTAGE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_201
    }
    /// Sequences per component, and updates per sequence: 5,000 checked configurations each.
    static let sequences = ProcessInfo.processInfo.environment["MONTAGE_FUZZ_SEQUENCES"].flatMap { Int($0) } ?? 1_000, updates = 5
    /// Sequences run side by side in one window, so one frame brings all their updates up to
    /// date (a style is computed, and a widget resized for it, only by a window's frame).
    static let lanes = 50

    /// Animations off while fuzzing, as for captures: an updated switch would otherwise be
    /// compared mid-transition (its colors and slider width) with a fresh one that has none.
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { Properties.set(gtk_settings_get_default()!, "gtk-enable-animations", false) }
    }

    override func tearDown() {
        MainActor.assumeIsolated { Properties.set(gtk_settings_get_default()!, "gtk-enable-animations", true) }
        super.tearDown()
    }

    /// A presented window 400 wide whose scrolling content is `column`: everything in it is laid
    /// out at every frame, only what is in view is painted. (Trees that are never allocated
    /// cannot be compared: a widget never allocated keeps its first resize queued, and so its
    /// old sizes; and allocation sets state of its own, an overlay child's position class.) The
    /// pointer is moved off it, so no hover comes and goes as rows change under it.
    @MainActor
    private func window(for column: WidgetPointer) -> WidgetPointer {
        XDoTool.move(x: 1279, y: 1023)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(scroller), column)
        return present(Build.vbox([scroller.expand(vertical: true)]), width: 400, height: 300)
    }

    /// Waits for background image loads (empty URLs answer on idle) and deferred text reports,
    /// then for a frame (its layout brings styles up to date and lays every tree out at its
    /// width), then drops every tree's sizes (see `WidgetSignature.resizeAll`) for the
    /// comparison to measure afresh.
    @MainActor
    private func settle(_ window: WidgetPointer, _ trees: [WidgetPointer]) {
        MainLoop.drain()
        if ImageLoader.pending > 0 { MainLoop.run(until: { ImageLoader.pending == 0 }, timeout: 5) }
        try? WidgetCapture.waitForPaint(window)
        for tree in trees { WidgetSignature.resizeAll(tree) }
    }

    /// Compares an updated tree with a fresh one (measured at the updated one's width); on a
    /// difference writes both whole signatures to `test-artifacts/fuzz/` and returns the failure.
    @MainActor
    private func compare(_ updated: WidgetPointer, _ fresh: WidgetPointer, _ context: String) -> String? {
        let width = gtk_widget_get_width(updated)
        let lhs = WidgetSignature.measured(updated, width: width), rhs = WidgetSignature.measured(fresh, width: width)
        guard lhs.height != rhs.height || lhs.nodes != rhs.nodes else { return nil }
        let difference = (lhs.height == rhs.height ? "" : "\n  height for \(width): updated \(lhs.height), fresh \(rhs.height)")
            + (WidgetSignature.difference(lhs.nodes, rhs.nodes) ?? "")
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("test-artifacts/fuzz")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(updated.typeName + "-" + context.replacingOccurrences(of: ", ", with: "-").replacingOccurrences(of: " ", with: "") + ".txt")
        let text = ["updated: height for \(width) \(lhs.height)"] + lhs.nodes.map(\.description) + ["", "fresh: height for \(width) \(rhs.height)"] + rhs.nodes.map(\.description)
        try? text.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return "\(context): the updated tree differs from a fresh one (both in \(file.path)):\(difference)"
    }

    /// GLib warnings or criticals since the last call, as one failure message (nil: none).
    private func warnings(_ context: String) -> String? {
        let messages = LogCapture.drain()
        return messages.isEmpty ? nil : "\(context): GTK warned:\n" + messages.joined(separator: "\n")
    }

    func testListCellUpdatesEqualFreshBuilds() {
        onMain {
            let seed = Self.seed
            print("ListCell fuzz: seed \(seed) (MONTAGE_FUZZ_SEED=\(seed) replays it)")
            var random = SplitMix64(state: seed)
            let updatedList = gtk_list_box_new()!, freshList = gtk_list_box_new()!
            let window = window(for: Build.vbox([updatedList, freshList]))
            var checked = 0
            rounds: for round in 0..<(Self.sequences / Self.lanes) {
                let rows = (0..<Self.lanes).map { _ in ListCellRow(RandomConfigurations.cell(&random)) }
                for row in rows { gtk_list_box_append(cast(updatedList), row.widget) }
                defer { for row in rows { gtk_list_box_remove(cast(updatedList), row.widget) } }
                for step in 1...Self.updates {
                    let fresh = rows.map { row in
                        let cell = RandomConfigurations.cell(&random)
                        row.update(cell)
                        return ListCellRow(cell)
                    }
                    for row in fresh { gtk_list_box_append(cast(freshList), row.widget) }
                    defer { for row in fresh { gtk_list_box_remove(cast(freshList), row.widget) } }
                    settle(window, rows.map(\.widget) + fresh.map(\.widget))
                    for (lane, (row, built)) in zip(rows, fresh).enumerated() {
                        let context = "seed \(seed), sequence \(round * Self.lanes + lane), update \(step)"
                        checked += 1
                        if let failure = compare(row.widget, built.widget, context) {
                            XCTFail(failure)
                            break rounds
                        }
                    }
                    if let warned = warnings("seed \(seed), sequences \(round * Self.lanes)..<\((round + 1) * Self.lanes), update \(step)") {
                        XCTFail(warned)
                        break rounds
                    }
                }
            }
            XCTAssertEqual(checked, Self.sequences * Self.updates)
        }
    }

    /// A bound value, as a caller keeps it.
    @MainActor
    private final class Value {
        var text: String
        init(_ text: String) { self.text = text }
        var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
    }

    /// One sequence of a TextField: the view, its bound value and its configuration.
    @MainActor
    private final class FieldLane {
        var value: Value
        var field: TextField
        let view: TextFieldView
        init(_ random: inout SplitMix64) {
            value = Value(RandomConfigurations.fieldText(&random))
            field = RandomConfigurations.field(&random, binding: value.binding)
            view = TextFieldView(field)
        }
    }

    /// A user's edit of what `view`'s entry shows: an insertion, a deletion or a replacement.
    @MainActor
    private func edit(_ view: TextFieldView, _ random: inout SplitMix64) {
        let editable: OpaquePointer = cast(view.entry)
        let length = String(cString: gtk_editable_get_text(editable)).unicodeScalars.count
        switch random.int(4) {
        case 0, 1:
            var at = Int32(random.int(length + 1))
            gtk_editable_insert_text(editable, RandomConfigurations.text(&random), -1, &at)
        case 2:
            let from = random.int(length + 1)
            gtk_editable_delete_text(editable, Int32(from), random.oneIn(4) ? -1 : Int32(from + random.int(4)))
        default:
            gtk_editable_set_text(editable, RandomConfigurations.text(&random))
        }
    }

    /// The TextField rules after any change: the binding holds the field's text, within the limit.
    @MainActor
    private func rulesHold(_ lane: FieldLane) -> String? {
        let text = lane.view.text
        if text != lane.value.text { return "the binding holds \(lane.value.text.prefix(40).debugDescription), the field \(text.prefix(40).debugDescription)" }
        if GraphemeLimit.exceeds(text, limit: lane.field.maxLength) { return "\(text.count) characters over maxLength \(lane.field.maxLength ?? 0)" }
        return nil
    }

    func testTextFieldUpdatesEqualFreshBuilds() {
        onMain {
            let seed = Self.seed
            print("TextField fuzz: seed \(seed) (MONTAGE_FUZZ_SEED=\(seed) replays it)")
            var random = SplitMix64(state: seed &+ 1)
            let column = Build.vbox()
            let window = window(for: column)
            var checked = 0
            rounds: for round in 0..<(Self.sequences / Self.lanes) {
                let lanes = (0..<Self.lanes).map { _ in FieldLane(&random) }
                for lane in lanes { gtk_box_append(cast(column), lane.view.widget) }
                defer { for lane in lanes { gtk_box_remove(cast(column), lane.view.widget) } }
                for step in 1...Self.updates {
                    // A user's edits first (reported once the loop has run: a deletion is
                    // reported from an idle), then the next configurations.
                    let edited = lanes.indices.filter { _ in random.bool() }
                    for index in edited { edit(lanes[index].view, &random) }
                    MainLoop.drain()
                    for index in edited {
                        if let broken = rulesHold(lanes[index]) {
                            XCTFail("seed \(seed), sequence \(round * Self.lanes + index), update \(step), after an edit: \(broken)")
                            break rounds
                        }
                    }
                    var fresh: [TextFieldView] = []
                    for lane in lanes {
                        if random.bool() { lane.value = Value(RandomConfigurations.fieldText(&random)) }
                        lane.field = RandomConfigurations.field(&random, binding: lane.value.binding)
                        lane.view.update(lane.field)
                        fresh.append(TextFieldView(lane.field))
                    }
                    for view in fresh { gtk_box_append(cast(column), view.widget) }
                    defer { for view in fresh { gtk_box_remove(cast(column), view.widget) } }
                    settle(window, lanes.map(\.view.widget) + fresh.map(\.widget))
                    for (index, (lane, built)) in zip(lanes, fresh).enumerated() {
                        let context = "seed \(seed), sequence \(round * Self.lanes + index), update \(step)"
                        checked += 1
                        if let failure = compare(lane.view.widget, built.widget, context) {
                            XCTFail(failure)
                            break rounds
                        }
                        if let broken = rulesHold(lane) ?? (built.text == lane.view.text ? nil : "a fresh field shows another text") {
                            XCTFail("\(context): \(broken)")
                            break rounds
                        }
                    }
                    if let warned = warnings("seed \(seed), sequences \(round * Self.lanes)..<\((round + 1) * Self.lanes), update \(step)") {
                        XCTFail(warned)
                        break rounds
                    }
                }
            }
            XCTAssertEqual(checked, Self.sequences * Self.updates)
        }
    }
}
