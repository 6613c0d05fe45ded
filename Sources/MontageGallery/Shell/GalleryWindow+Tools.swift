import MontageGtk
import GtkKit
import MontageCatalog
import MontagePlayer
import MontageStories

extension GalleryWindow {
    /// The header's tool toggles and their actions (`win.code`, `win.events`, `win.compare`, `win.interactions`,
    /// `win.inspect`, with their shortcuts), and the story folders' and review's actions.
    func connectTools() {
        for (name, accelerator, toggle) in [("code", "<Control><Shift>c", header.codeToggle), ("events", "<Control><Shift>e", header.eventsToggle),
                                            ("compare", "<Control><Shift>d", header.compareToggle),
                                            ("interactions", "<Control><Shift>p", header.interactionsToggle)] {
            header.menu.addAction(name, accelerator: accelerator) { Gtk.ToggleButton(toggle).isActive = !Gtk.ToggleButton(toggle).isActive }
        }
        Signal.connect(header.codeToggle, "toggled") { [weak self] in
            guard let self else { return }
            self.panels.showCode(Gtk.ToggleButton(self.header.codeToggle).isActive) { [weak self] in self?.shownPage }
        }
        Signal.connect(header.eventsToggle, "toggled") { [weak self] in
            guard let self else { return }
            self.panels.showEvents(Gtk.ToggleButton(self.header.eventsToggle).isActive)
        }
        Signal.connect(header.interactionsToggle, "toggled") { [weak self] in
            guard let self else { return }
            let shown = Gtk.ToggleButton(self.header.interactionsToggle).isActive
            self.panels.interactions.widget.isVisible = shown
            if shown { self.panels.interactions.show(self.shownPage.map { self.model.playable($0.story) }) }
        }
        panels.interactions.restartPage = { [weak self] story in self?.rebuildPage(story) }
        panels.interactions.saveSteps = { [weak self] story, steps, done in self?.saveSteps(story, steps, then: done) }
        Signal.connect(header.compareToggle, "toggled") { [weak self] in
            guard let self else { return }
            self.pages.setComparing(Gtk.ToggleButton(self.header.compareToggle).isActive, story: self.shownPage?.story)
            if self.panels.accessibility.isShown { self.panels.accessibility.auditSoon() }
        }
        header.menu.addAction("inspect", accelerator: "<Control><Shift>m") { [weak self] in self?.panels.inspector.toggleActive() }
        header.menu.addAction("open-stories", accelerator: "<Control>o") { [weak self] in self?.chooseStoryFolder() }
        header.menu.addAction("close-stories") { [weak self] in self?.closeStoryFolders() }
        header.menu.setEnabled("close-stories", !model.folders.folders.isEmpty)
        header.menu.addAction("review-captures", accelerator: "<Control><Shift>r") { [weak self] in self?.chooseReviewFolder() }
    }

    /// Builds `story`'s page afresh (the one on screen) for the Interactions panel to play.
    private func rebuildPage(_ story: Story) -> PlaySurface? {
        guard story.id == currentStory else { return nil }
        // A file story's values (texts typed into its bindings, states) start again too.
        model.folders.source(of: story.id)?.startAfresh()
        pages.drop(story.id)
        pages.show(story, from: model)
        guard let page = pages.page(of: story.id) else { return nil }
        panels.refreshCode(shownPage)
        return PlaySurface(story: story, window: window, page: page, view: page)
    }

    /// Writes `steps` where `story`'s come from: its own file's `steps:`, or the `Steps("id")` of
    /// the file that gives them; a built-in story's into a step file the person chooses (in the
    /// first story folder, where it is played from at once). `done` says what happened.
    private func saveSteps(_ story: Story, _ steps: [StoryStep], then done: @escaping @MainActor (String) -> Void) {
        let title: String
        let source: StorySource
        if let own = model.folders.source(of: story.id) {
            (source, title) = (own, story.title)
        } else if let giving = model.folders.stepSource(for: story.id) {
            (source, title) = (giving, story.id)
        } else {
            let chooser = FileChooser(title: tr("Save Steps"), purpose: .save, parent: window, accept: tr("Save"), cancel: tr("Cancel"))
            chooser.setCurrentName(story.id + "-steps.swift")
            if let folder = model.folders.folders.first?.path { chooser.setCurrentFolder(path: folder) }
            chooser.show { path in
                let problem = Files.write(StoryScript.stepFile(for: story.id, steps: steps), to: path)
                done(problem.map { tr("Could not save %1$s: %2$s", path, $0) } ?? tr("Saved the steps in %s", path))
            }
            return
        }
        guard case .success(let text) = StoryFileText.read(source.path),
              let saved = StoryScript.replacingSteps(in: text, story: title, with: steps) else {
            return done(tr("Could not save the steps: %s has a syntax error, or no longer holds the story", source.fileName))
        }
        done(Files.write(saved, to: source.path).map { tr("Could not save %1$s: %2$s", source.path, $0) } ?? tr("Saved the steps in %s", source.fileName))
    }

    /// Whether the compare view shows in place of the page.
    var isComparing: Bool { pages.isComparing }
}
