import CGtk

extension Gtk.Wrapper where Class == Gtk.ScrolledWindowClass {
    /// Lets the wheel and the touchpad go on to the scrolled windows around this one while it
    /// has nothing to scroll (its content whole both ways), as later GTK versions do: GTK 4.8's
    /// scrolled window keeps every scroll event over it, so a pane laid out whole inside a page
    /// that scrolls (stacked panes, a panel of the compare view) would hold the page still under
    /// the wheel. Its scroll controllers stand aside while it is whole and come back once its
    /// content outgrows it, followed as its adjustments change.
    @MainActor public func passesScrollingWhileWhole() {
        let scroller = WeakObject(widget)
        let update: @MainActor () -> Void = {
            guard let widget = scroller.pointer else { return }
            let wrapper = Gtk.ScrolledWindow(widget)
            let scrolls = [wrapper.vertical, wrapper.horizontal].contains { adjustment in
                adjustment.map { $0.upper - $0.lower - $0.pageSize > 0.5 } ?? false
            }
            Self.setTakesScrolling(scrolls, on: widget)
        }
        for adjustment in [vertical, horizontal].compactMap({ $0 }) {
            Signal.connect(adjustment, "changed") { update() }
        }
        update()
    }

    /// Whether the scrolled window's scroll controllers handle scroll events (false: they stand
    /// aside, in no phase; true: back in the phase GTK gave each).
    @MainActor private static func setTakesScrolling(_ takes: Bool, on widget: WidgetPointer) {
        let key = "gtkkit-scroll-phase"
        for controller in widget.eventControllers where controller.isA(gtk_event_controller_scroll_get_type()) {
            if takes {
                guard let stored = controller.data(forKey: key) else { continue }
                controller.phase = GtkPropagationPhase(rawValue: UInt32(Int(bitPattern: stored) - 1))
                controller.setData(nil, forKey: key)
            } else if controller.data(forKey: key) == nil {
                // Kept plus one: a phase of 0 (none) is still a stored value.
                controller.setData(UnsafeMutableRawPointer(bitPattern: Int(controller.phase.rawValue) + 1), forKey: key)
                controller.phase = .none
            }
        }
    }
}
