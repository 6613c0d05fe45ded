import MontageGtk
import GtkKit
import MontageCatalog

extension GalleryWindow {
    /// Saves the window's state in `file` when it closes; the state it has now is the one in
    /// effect at start (`GalleryStateFile.baseline`: only what the user changes from it is
    /// saved, so the command line's options are not remembered).
    func remember(in file: GalleryStateFile) {
        file.baseline = state
        stateFile = file
    }

    /// Saves what the window would remember (nothing without a state file); what went wrong,
    /// or a file moved aside, is a warning line on stderr.
    func saveState() {
        guard let stateFile else { return }
        for line in stateFile.save(state) { StandardError.write("montage-gallery: " + line) }
    }

    /// What the window would remember now.
    var state: GalleryState {
        let (width, height) = Gtk.Window(window).defaultSize
        var state = GalleryState()
        if width > 0, height > 0 { (state.width, state.height) = (width, height) }
        state.scheme = header.switcher.choice
        state.rightToLeft = header.menu.state(of: "direction") == "rtl"
        state.textScale = Int(header.menu.state(of: "text-scale") ?? "100") ?? 100
        state.story = currentStory
        // Folders opened from the window (or remembered); `--stories` ones are for this run.
        state.storyFolders = model.folders.folders.filter(\.isRemembered).map(\.path)
        return state
    }
}
