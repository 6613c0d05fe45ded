import Glibc
import MontageGtk
import GtkKit

/// Playground controls: labelled GTK widgets (switch, drop-down, entry, spin button, button)
/// that report changes to a closure. Each has an accessible name from its title.
@MainActor
package enum Controls {
    /// A titled row: title at the start, the control at the end.
    package static func row(_ title: String, _ control: WidgetPointer) -> WidgetPointer {
        // A long title gives way (ellipsized, whole in its tooltip) rather than widen a narrow window.
        let label = Build.label(title, classes: ["typo-label1", "weight-medium", "control-title"]).expand(horizontal: true)
        Gtk.Label(label).ellipsize = .end
        label.tooltip(title)
        label.valign = .center
        control.accessibleLabel(title)
        return Build.hbox(spacing: 12, classes: ["control-row"], [label, control.align(.end, .center)])
    }

    /// A switch row; the switch carries `part`'s name.
    package static func toggle(_ title: String, _ initial: Bool, part: (any WidgetPartName)? = nil, _ changed: @escaping @MainActor (Bool) -> Void) -> WidgetPointer {
        let control = Gtk.Switch().widget.classes(["montage-switch"])  // Montage's look, clear in both schemes
        if let part { control.named(part) }
        Gtk.Switch(control).isActive = initial
        Signal.connect(control, "notify::active") { changed(Gtk.Switch(control).isActive) }
        return row(title, control)
    }

    /// A drop-down row over `options`; the drop-down carries `part`'s name.
    package static func choice(_ title: String, _ options: [String], selected: Int, part: (any WidgetPartName)? = nil,
                       _ changed: @escaping @MainActor (Int) -> Void) -> WidgetPointer {
        let control = Gtk.DropDown(strings: options).widget
        if let part { control.named(part) }
        Gtk.DropDown(control).selected = selected
        // GTK names the drop-down's button by nothing (it holds a box): name it by its row.
        control.accessibleLabel(title)
        if let button = control.descendants(where: { $0.isA(Gtk.ToggleButton.gType) }).first { button.accessibleLabel(title) }
        Signal.connect(control, "notify::selected") { changed(Gtk.DropDown(control).selected ?? -1) }
        return row(title, control)
    }

    /// A text entry row; reports every change. The entry carries `part`'s name.
    package static func entry(_ title: String, text: String = "", placeholder: String, part: (any WidgetPartName)? = nil,
                      _ changed: @escaping @MainActor (String) -> Void) -> WidgetPointer {
        let control = Gtk.Entry().widget.size(width: 160)
        if let part { control.named(part) }
        Gtk.Entry(control).placeholderText = placeholder
        Gtk.Editable(control).text = text
        Signal.connect(control, "changed") { changed(Gtk.Editable(control).text) }
        return row(title, control)
    }

    /// A numeric row; the spin button carries `part`'s name.
    static func spin(_ title: String, range: ClosedRange<Double>, value: Double, part: (any WidgetPartName)? = nil,
                     _ changed: @escaping @MainActor (Double) -> Void) -> (row: WidgetPointer, control: WidgetPointer) {
        let control = Gtk.SpinButton(range: range, step: 1).widget
        if let part { control.named(part) }
        Gtk.SpinButton(control).value = value
        Signal.connect(control, "value-changed") { changed(Gtk.SpinButton(control).value) }
        return (row(title, control), control)
    }

    /// A small button, carrying `part`'s name.
    package static func button(_ title: String, part: (any WidgetPartName)? = nil, _ clicked: @escaping @MainActor () -> Void) -> WidgetPointer {
        let button = Gtk.Button(label: title).widget.classes(["control-button"])
        if let part { button.named(part) }
        Signal.connect(button, "clicked", clicked)
        return button
    }

    /// A Copy button's answer to a click: it reads "Copied" for a moment and a half (its
    /// accessible name too), then its title again.
    package static func showCopied(_ button: WidgetPointer, title: String) {
        Gtk.Button(button).label = tr("Copied")
        let weakButton = WeakObject(button)
        MainLoop.timeout(milliseconds: 1500) {
            if let button = weakButton.pointer { Gtk.Button(button).label = title }
            return false
        }
    }

    /// A section heading in the control panel.
    package static func heading(_ title: String) -> WidgetPointer {
        Build.label(title, classes: ["typo-label2", "weight-bold", "control-heading"])
    }
}

extension Array where Element == String {
    /// Calls `body` with a NULL-terminated C array of the strings.
    package func withCStringArray<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
        return array.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
