import GtkKit
import GtkKitInput
import MontageStories

extension StoryPlayer {
    /// A point of `part` on the screen (its center, or the locator's point), once it is laid
    /// out and scrolled into view; throws when it is not on the screen.
    func screenPoint(of part: WidgetPointer, _ locator: PartLocator) async throws(Failure) -> (x: Int, y: Int) {
        var part = part
        // A list's row kept off screen (bound, not shown) comes into view as the list scrolls.
        if locator.point == nil, !part.isMapped, scroller(of: part) != nil {
            try await scroll(to: locator)
            part = try await find(locator)
        }
        // A part just built is laid out in the next frame: it is acted on once it has a size.
        let shown = part
        let laidOut = await MainLoop.pause(until: { shown.isMapped && (shown.bounds().map { $0.width > 0 && $0.height > 0 } ?? false) }, timeout: patience)
        guard laidOut else { throw Failure(description: "\(locator.description) is not shown (it has no size on the screen)") }
        await reveal(part)
        guard let bounds = part.bounds() else { throw Failure(description: "\(locator.description) is not laid out") }
        let x = locator.point?.x ?? bounds.width / 2, y = locator.point?.y ?? bounds.height / 2
        guard let point = input.screenPoint(x, y, of: locator.point == nil ? part : surface.page) else {
            throw Failure(description: "\(locator.description) is not on the screen")
        }
        return point
    }

    /// Moves the pointer onto `point` (by a pixel beside it first, so GTK sees a motion even
    /// when the pointer is already there) and waits until GTK has seen it.
    func movePointer(to point: (x: Int, y: Int)) async {
        input.move(to: point.x > 0 ? point.x - 1 : point.x + 1, point.y)
        input.move(to: point.x, point.y)
        await settle()
    }

    /// `count` clicks of the primary button on the part.
    func click(_ locator: PartLocator, count: Int) async throws(Failure) {
        let part = try await find(locator)
        await movePointer(to: try await screenPoint(of: part, locator))
        for _ in 0..<count {
            input.button(.primary, down: true)
            input.button(.primary, down: false)
        }
        await settle()
    }

    /// The primary button held on the part past GTK's long-press time, then released.
    func longPress(_ locator: PartLocator) async throws(Failure) {
        let part = try await find(locator)
        await movePointer(to: try await screenPoint(of: part, locator))
        input.button(.primary, down: true)
        await settle()
        // GtkGestureLongPress fires after gtk-long-press-time (500 ms by default).
        let held = Double(Settings.current.map { Properties.int($0, "gtk-long-press-time") } ?? 500) / 1000 + 0.2
        await MainLoop.pause(seconds: held)
        input.button(.primary, down: false)
        await settle()
    }

    /// The pointer brought over the part and left there.
    func hover(_ locator: PartLocator) async throws(Failure) {
        let part = try await find(locator)
        await movePointer(to: try await screenPoint(of: part, locator))
    }

    /// A drag from the part's center by `distance`, in steps a frame apart, as a hand moves.
    func drag(from locator: PartLocator, by distance: (x: Double, y: Double)) async throws(Failure) {
        let part = try await find(locator)
        let start = try await screenPoint(of: part, locator)
        try await drag(from: start, to: (start.x + Int(distance.x.rounded()), start.y + Int(distance.y.rounded())))
    }

    /// A drag from one part's center onto another's.
    func drag(from locator: PartLocator, onto target: PartLocator) async throws(Failure) {
        let part = try await find(locator), destination = try await find(target)
        // Both in view: the target first, then the part (which scrolls only when it must), then
        // the target where it now is.
        _ = try await screenPoint(of: destination, target)
        let start = try await screenPoint(of: part, locator)
        try await drag(from: start, to: try await screenPoint(of: destination, target))
    }

    /// Presses at `start`, moves to `end` in twelve steps (the first past GTK's drag threshold),
    /// lingers and releases.
    private func drag(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) async throws(Failure) {
        await movePointer(to: start)
        input.button(.primary, down: true)
        await settle()
        let steps = 12
        for index in 1...steps {
            let fraction = Double(index) / Double(steps)
            input.move(to: start.x + Int((Double(end.x - start.x) * fraction).rounded()), start.y + Int((Double(end.y - start.y) * fraction).rounded()))
            input.sync()
            await MainLoop.pauseUntilIdle()
            await MainLoop.pause(seconds: 0.016)
        }
        await settle()
        input.button(.primary, down: false)
        await settle()
    }

    /// The wheel turned over the part's scrolled window until the part is wholly in view; a
    /// part not there yet (a list's row not built) is looked for as the page scrolls down.
    func scroll(to locator: PartLocator) async throws(Failure) {
        let page = surface.page
        for _ in 0..<200 {
            if let part = try? PartFinder.find(locator, in: page) {
                guard let scroller = scroller(of: part) else { return }
                guard let offset = outOfView(part, in: scroller) else { return }
                try await wheel(over: scroller, offset < 0 ? .up : .down)
            } else {
                guard let scroller = page.descendants(where: { $0.isA(Gtk.ScrolledWindow.gType) }).first ?? scroller(of: page),
                      let adjustment = Gtk.ScrolledWindow(scroller).vertical,
                      adjustment.value + adjustment.pageSize < adjustment.upper else { break }
                try await wheel(over: scroller, .down)
            }
        }
        _ = try await find(locator)
        if let part = try? PartFinder.find(locator, in: page), let scroller = scroller(of: part), outOfView(part, in: scroller) != nil {
            throw Failure(description: "\(locator.description) does not come into view as its page scrolls")
        }
    }

    /// Turns the wheel once over `scroller`'s center.
    private func wheel(over scroller: WidgetPointer, _ direction: SyntheticInput.WheelDirection) async throws(Failure) {
        guard let bounds = scroller.bounds(), let point = input.screenPoint(bounds.width / 2, bounds.height / 2, of: scroller) else {
            throw Failure(description: "the page's scrolled window is not on the screen")
        }
        await movePointer(to: point)
        input.wheel(direction)
        await settle()
        // Kinetic scrolling and the adjustment's animation end within a few frames.
        await MainLoop.pause(seconds: 0.05)
    }

    /// Scrolls `part` into view at once (the adjustment moved by as much as it lies outside the
    /// view, as a person's scrolling would end), so that a pointer action lands on it.
    func reveal(_ part: WidgetPointer) async {
        guard part.isMapped, let scroller = scroller(of: part), let delta = outOfView(part, in: scroller),
              let adjustment = Gtk.ScrolledWindow(scroller).vertical else { return }
        adjustment.value = min(max(adjustment.lower, adjustment.value + delta), adjustment.upper - adjustment.pageSize)
        await settle()
    }

    /// The nearest scrolled window around `widget` that scrolls vertically.
    private func scroller(of widget: WidgetPointer) -> WidgetPointer? {
        var current = widget.parent
        while let candidate = current {
            if candidate.isA(Gtk.ScrolledWindow.gType), let adjustment = Gtk.ScrolledWindow(candidate).vertical,
               adjustment.upper > adjustment.pageSize { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// How far `part` lies outside `scroller`'s view: negative above, positive below (its top
    /// kept in view); nil in view. A part not shown (a list's row kept off screen) lies below,
    /// or above once the view is at its end.
    private func outOfView(_ part: WidgetPointer, in scroller: WidgetPointer) -> Double? {
        guard part.isMapped, let bounds = part.bounds(in: scroller), let view = scroller.bounds() else {
            guard let adjustment = Gtk.ScrolledWindow(scroller).vertical else { return nil }
            return adjustment.value + adjustment.pageSize >= adjustment.upper ? -1 : 1
        }
        if bounds.minY < 0 { return bounds.minY }
        if bounds.maxY > view.height { return min(bounds.maxY - view.height, max(bounds.minY, 1)) }
        return nil
    }
}
