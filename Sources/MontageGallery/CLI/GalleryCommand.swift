import Glibc
import MontageGtk
import GtkKit

/// The executable's logic: parse, validate before any work, then list, capture or open the
/// window. Exit status 0 on success, 1 on a runtime failure, 2 on a usage error.
@MainActor
public enum GalleryCommand {
    /// Runs the gallery with `arguments` (without the program name).
    public static func main(_ arguments: [String]) -> Int32 {
        // The user's language for everything printed and shown (before GTK starts).
        Localization.setUp()
        let options: GalleryOptions
        do {
            options = try GalleryOptions.parse(arguments)
        } catch {
            return usageError(error.message)
        }
        switch options.mode {
        case .help:
            print(GalleryOptions.usage)
            return 0
        case .list:
            StoryRegistry.ids.forEach { print($0) }
            return 0
        case .window, .screenshot, .windowScreenshot:
            break
        }
        for id in options.stories where StoryRegistry.story(id: id) == nil {
            return usageError(tr("unknown story '%s' (montage-gallery --list prints the ids)", id))
        }
        if case .screenshot(let directory) = options.mode, let problem = prepare(directory: directory) {
            return usageError(problem)
        }
        if case .windowScreenshot(let file) = options.mode,
           let problem = prepare(directory: FilePath.parent(file).isEmpty ? "." : FilePath.parent(file)) {
            return usageError(problem)
        }
        // Captures are at scale 1 unless asked; the window keeps the desktop's scale unless asked.
        if let scale = options.scale ?? (options.mode == .window ? nil : 1) { setenv("GDK_SCALE", String(scale), 1) }
        if options.mode != .window {
            setenv("GSK_RENDERER", "cairo", 1)
            // Captures see Pretendard and no other font, whatever the machine has.
            Fonts.useOnlyProjectFonts()
        }
        LogCapture.install()
        guard GtkRuntime.initialize() else {
            printError(GtkRuntime.displayHint)
            return 1
        }
        // What GTK said while starting (about the environment, say) was printed; a capture
        // fails only on warnings of its own.
        _ = LogCapture.drain()
        if options.rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
        switch options.mode {
        case .screenshot(let directory):
            return screenshots(options, directory: directory)
        case .windowScreenshot(let file):
            return windowScreenshot(options, file: file)
        default:
            return GalleryApp.run(options)
        }
    }

    private static func screenshots(_ options: GalleryOptions, directory: String) -> Int32 {
        let stories = options.stories.isEmpty ? StoryRegistry.all : options.stories.compactMap(StoryRegistry.story(id:))
        do {
            try ScreenshotRunner.run(stories: stories, schemes: options.screenshotSchemes, directory: directory) { path in
                print(tr("wrote %s", path))
            }
            if options.contactSheet {
                let path = FilePath.join(directory, "index.html")
                if let problem = Files.write(ContactSheet.html(stories: stories, schemes: options.screenshotSchemes), to: path) {
                    printError(tr("cannot write the contact sheet: %s", problem))
                    return 1
                }
                print(tr("wrote %s", path))
            }
        } catch {
            printError(tr("screenshot failed: %s", error.description))
            return 1
        }
        let problems = LogCapture.drain()
        if !problems.isEmpty {
            printError(trn("GTK reported %d warning while capturing: %s", "GTK reported %d warnings while capturing; first: %s", problems.count, problems.count, problems[0]))
            return 1
        }
        return 0
    }

    private static func windowScreenshot(_ options: GalleryOptions, file: String) -> Int32 {
        let scheme: ColorScheme = options.theme == .dark ? .dark : .light
        do {
            try ScreenshotRunner.captureWindow(story: options.stories.first, scheme: scheme, size: options.windowSize).savePNG(to: file)
        } catch {
            printError(tr("window screenshot failed: %s", "\(error)"))
            return 1
        }
        print(tr("wrote %s", file))
        return 0
    }

    /// Creates `directory` if needed; returns why it cannot be written, or nil.
    static func prepare(directory: String) -> String? {
        if !Files.isFolder(directory) {
            if g_file_test(directory, G_FILE_TEST_EXISTS) != 0 { return tr("--screenshot %s: not a folder", directory) }
            if let problem = Files.makeFolder(directory) { return tr("--screenshot %1$s: cannot create the folder (%2$s)", directory, problem) }
        }
        return access(directory, W_OK) == 0 ? nil : tr("--screenshot %s: folder is not writable", directory)
    }

    /// A usage error is one line on stderr (with a pointer to --help) and status 2.
    private static func usageError(_ message: String) -> Int32 {
        printError(tr("%s (see montage-gallery --help)", message))
        return 2
    }

    private static func printError(_ message: String) {
        StandardError.write("montage-gallery: \(message)")
    }
}
