import MontageGtk
import GtkKit
import MontageCatalog

extension GalleryWindow {
    /// Takes in what changed in the story folders: a re-read file (`source`) updates its
    /// stories' pages in place; stories that came or went change the sidebar.
    package func storyFilesChanged(_ source: StorySource?) {
        header.menu.setEnabled("close-stories", !model.folders.folders.isEmpty)
        let stories = model.stories
        let current = currentStory
        if sidebar.show(stories) {
            let gone = current.flatMap { id in sidebar.storyList.rows[id] == nil ? pages.story(of: id) : nil }
            for id in pages.builtIDs where sidebar.storyList.rows[id] == nil { pages.drop(id) }
            if let current, sidebar.storyList.rows[current] != nil { select(storyID: current) } else if let first = stories.first { select(storyID: first.id) }
            // The story shown went with its file: the window says so where the page was.
            if let gone { panels.notice.show(tr("“%s” is gone: its story file was deleted, renamed or closed.", Self.fullTitle(gone)), over: currentStory) }
        }
        markStoryProblems()
        guard let source else { return }
        for id in pages.builtIDs where model.folders.source(of: id) === source {
            // The page takes the file's new version in place (its scroll position and focus stay).
            if let page = pages.page(of: id), let view = FileStoryPage.of(page) { view.refresh() } else { pages.drop(id) }
        }
    }

    /// Closes every story folder: their stories leave the sidebar and the window forgets them
    /// (the page goes to the first built-in story when one of theirs was shown).
    func closeStoryFolders() {
        model.folders.closeAll()
        storyFilesChanged(nil)
    }

    /// Marks each file story's row by whether its part of its file has an error.
    func markStoryProblems() {
        for story in sidebar.storyList.listed {
            guard let file = model.folders.source(of: story.id) else { continue }
            sidebar.storyList.markProblem(story.id, file.diagnostics(of: story.title).contains { $0.severity == .error })
        }
    }

    /// Asks for a folder of story files (a folder chooser), then opens it.
    func chooseStoryFolder() {
        chooseFolder(title: tr("Open Story Folder")) { [weak self] path in self?.openStories(at: path) }
    }

    /// Asks for the folder of a comparison run (`--compare`'s output), then opens its review.
    func chooseReviewFolder() {
        chooseFolder(title: tr("Review Captures")) { [weak self] path in
            guard let self else { return }
            ReviewWindow.open(folder: path, from: self.window)
        }
    }

    /// A modal folder chooser titled `title`; `chosen` gets the folder's path.
    private func chooseFolder(title: String, _ chosen: @escaping @MainActor (String) -> Void) {
        FileChooser(title: title, purpose: .openFolder, parent: window, accept: tr("Open"), cancel: tr("Cancel")).show(chosen)
    }

    /// Adds the story folder at `path` (watched, remembered with the window) and shows its first
    /// story.
    func openStories(at path: String) {
        let folder = model.folders.add(folder: path, remembered: true)
        folder.watch()
        storyFilesChanged(nil)
        let first = model.stories.first { model.folders.source(of: $0.id).map { source in folder.sources.contains { $0 === source } } ?? false }
        if let first { select(storyID: first.id) }
    }
}
