import Montage
import MontageGtk
import GtkKit
import MontageCatalog

extension GalleryWindow {
    /// The accessibility panel's toggle, action (`win.accessibility`, Ctrl+Shift+A) and page;
    /// the vision simulator's action (`win.vision`, a `VisionDeficiency`'s raw value). The
    /// panel audits again when the story, the scheme or the text size changes while it is shown.
    func connectAccessibility() {
        let toggle = header.accessibilityToggle, accessibility = panels.accessibility
        header.menu.addAction("accessibility", accelerator: "<Control><Shift>a") { Gtk.ToggleButton(toggle).isActive = !Gtk.ToggleButton(toggle).isActive }
        Signal.connect(toggle, "toggled") { [weak self] in
            let shown = Gtk.ToggleButton(toggle).isActive
            accessibility.setShown(shown)
            // The panel's simulation ends with the panel (the main menu's goes on, and says so over the page).
            if !shown { self?.window.activateAction("win.vision", argument: VisionDeficiency.none.rawValue) }
        }
        header.menu.addStateful("vision", initial: VisionDeficiency.none.rawValue) { [weak self] value in
            guard let self, let deficiency = VisionDeficiency(rawValue: value) else { return false }
            VisionFilter.set(deficiency, on: self.panels.visionFilter)
            self.panels.accessibility.showVision(deficiency)
            self.panels.visionBanner.show(deficiency)
            return true
        }
        panels.visionBanner.onTurnOff = { [weak self] in self?.window.activateAction("win.vision", argument: VisionDeficiency.none.rawValue) }
        accessibility.onVision = { [weak self] deficiency in
            guard let self else { return }
            self.window.activateAction("win.vision", argument: deficiency.rawValue)
        }
        accessibility.page = { [weak self] in
            guard let self, let id = self.currentStory, let page = self.page(of: id) else {
                return .failure(AccessibilityPanel.AuditUnavailable(reason: tr("No story is shown.")))
            }
            if self.isComparing {
                return .failure(AccessibilityPanel.AuditUnavailable(reason: tr("Compare shows the story in variants: leave Compare to audit its page.")))
            }
            // The story's surface: the page itself, or what its scrolled window's viewport holds.
            var surface = page
            if page.isA(Gtk.ScrolledWindow.gType), let viewport = Gtk.ScrolledWindow(page).child,
               viewport.isA(Gtk.Viewport.gType), let child = viewport.firstChild {
                surface = child
            }
            return .success((self.window, surface, id, Theme.colorScheme))
        }
        themeObservation = Theme.observe { [weak self] _ in
            guard let self, self.panels.accessibility.isShown else { return }
            self.panels.accessibility.auditSoon()
        }
    }
}
