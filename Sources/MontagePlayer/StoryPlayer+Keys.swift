import GtkKit
import GtkKitInput
import MontageStories

extension StoryPlayer {
    /// Types `text` as keys, into the part (clicked first, unless it has the focus) or where the
    /// focus is.
    func type(_ text: String, into locator: PartLocator?) async throws(Failure) {
        if let locator {
            let part = try await find(locator)
            if part.focusInRoot.map({ $0.isInside(part) }) != true { try await click(locator, count: 1) }
        }
        await input.type(text)
        await settle()
    }

    /// Presses a key or a shortcut (a letter with Ctrl, Alt or Super is its lower-case key, as
    /// a shortcut is pressed).
    func press(_ keys: KeyCombination) async throws(Failure) {
        let modifiers = keys.modifiers.map { modifier -> SyntheticInput.Modifier in
            switch modifier {
            case .ctrl: .control
            case .shift: .shift
            case .alt: .alt
            case .super: .super
            }
        }
        let key = keys.key.count == 1 && !modifiers.isEmpty && !modifiers.contains(.shift) ? keys.key.lowercased() : keys.key
        do { try input.press(keyNamed: key, modifiers: modifiers) } catch { throw Failure(description: error.description) }
        await settle()
    }
}
