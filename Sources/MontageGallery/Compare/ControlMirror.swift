import MontageGtk
import GtkKit
import MontageCatalog

/// Keeps a playground's options the same in every panel of the compare view: a change to a
/// named control (switch, drop-down, spin button, text entry, button) in the gallery's chrome of
/// one panel (class `playground-chrome`) is made to the control of the same name in the others.
/// Controls a change rebuilds (a slot item's row) are found again after each change.
@MainActor
final class ControlMirror {
    private let panels: [WidgetPointer]
    private var watched: Set<UInt> = []
    private var mirroring = false

    /// Mirrors the controls of `panels` (story widget trees).
    init(panels: [WidgetPointer]) {
        self.panels = panels
        watchNewControls()
    }

    /// The named controls in the chrome of `panel`, by name.
    private static func controls(in panel: WidgetPointer) -> [String: WidgetPointer] {
        var found: [String: WidgetPointer] = [:]
        for chrome in panel.descendants(where: { $0.hasClass("playground-chrome") }) {
            for control in chrome.descendants(where: isControl) {
                found[control.name] = control
            }
        }
        return found
    }

    private static func isControl(_ widget: WidgetPointer) -> Bool {
        guard !widget.name.hasPrefix("Gtk") else { return false }
        return [Gtk.Switch.gType, Gtk.DropDown.gType, Gtk.SpinButton.gType, Gtk.Entry.gType, Gtk.Button.gType]
            .contains { widget.isA($0) }
    }

    /// Connects every control not yet watched.
    private func watchNewControls() {
        for panel in panels {
            for (name, control) in Self.controls(in: panel) where watched.insert(UInt(bitPattern: control)).inserted {
                let weakControl = WeakObject(control)
                Signal.connect(control, "destroy") { [weak self] () -> Void in self?.watched.remove(UInt(bitPattern: control)) }
                let signal: String
                if control.isA(Gtk.Switch.gType) { signal = "notify::active" }
                else if control.isA(Gtk.DropDown.gType) { signal = "notify::selected" }
                else if control.isA(Gtk.SpinButton.gType) { signal = "value-changed" }
                else if control.isA(Gtk.Entry.gType) { signal = "changed" }
                else { signal = "clicked" }
                Signal.connect(control, signal) { [weak self] in
                    guard let self, let source = weakControl.pointer else { return }
                    self.mirror(source, named: name)
                }
            }
        }
    }

    /// Makes `source`'s change to its counterparts, then watches the controls it brought.
    private func mirror(_ source: WidgetPointer, named name: String) {
        guard !mirroring else { return }
        mirroring = true
        defer {
            mirroring = false
            watchNewControls()
        }
        for panel in panels {
            guard let target = Self.controls(in: panel)[name], target != source else { continue }
            if source.isA(Gtk.Switch.gType) {
                Gtk.Switch(target).isActive = Gtk.Switch(source).isActive
            } else if source.isA(Gtk.DropDown.gType) {
                Gtk.DropDown(target).selected = Gtk.DropDown(source).selected
            } else if source.isA(Gtk.SpinButton.gType) {
                Gtk.SpinButton(target).value = Gtk.SpinButton(source).value
            } else if source.isA(Gtk.Entry.gType) {
                let text = Gtk.Editable(source).text
                if Gtk.Editable(target).text != text { Gtk.Editable(target).text = text }
            } else {
                Signal.emit(target, "clicked")
            }
        }
    }
}
