import CXTest
import GtkKit

extension SyntheticInput {
    /// A modifier key, held while another is pressed.
    public enum Modifier: String, CaseIterable, Sendable {
        /// Control.
        case control = "Control_L"
        /// Shift.
        case shift = "Shift_L"
        /// Alt.
        case alt = "Alt_L"
        /// Super (the logo key).
        case `super` = "Super_L"
    }

    /// Presses and releases the key named `name` (an X key name: `Tab`, `Return`, `F10`; or one
    /// character: `a`, `/`) with `modifiers` held; throws when the name is no key.
    public func press(keyNamed name: String, modifiers: [Modifier] = []) throws(Unavailable) {
        let scalars = Array(name.unicodeScalars)
        let symbol = scalars.count == 1 ? Self.keysym(for: scalars[0]) : XStringToKeysym(name)
        guard symbol != 0 else { throw Unavailable(description: "\(name.prefix(40)) is not a key name") }
        guard let (code, shifted) = keycode(for: symbol) else {
            throw Unavailable(description: "no key of the keyboard types \(name.prefix(40)): type it as text")
        }
        stroke(code, modifiers: shifted && !modifiers.contains(.shift) ? modifiers + [.shift] : modifiers)
    }

    /// Types `text`, a key for each character: one on the keyboard map is pressed as it is (with
    /// Shift when it is its shifted symbol); another (Hangul, say) through a keycode with no
    /// symbols lent to it, so GTK's input method commits it as it would a typed one. A newline is
    /// Return, a tab Tab. Lent keycodes are given back once GTK has read the keys (GTK reads the
    /// keyboard map again when it changes, as it handles the keys).
    public func type(_ text: String) async {
        var pending = Array(text.unicodeScalars).map(Self.keysym(for:))
        let spare = emptyKeycodes()
        while !pending.isEmpty {
            var lent: [KeySym: UInt8] = [:]
            var batch: [KeySym] = []
            for symbol in pending {
                if keycode(for: symbol) == nil, lent[symbol] == nil {
                    guard lent.count < spare.count else { break }
                    lent[symbol] = spare[lent.count]
                }
                batch.append(symbol)
            }
            for (symbol, code) in lent { remap(code, to: symbol) }
            XSync(display, 0)
            for symbol in batch {
                if let (code, shifted) = keycode(for: symbol) {
                    stroke(code, modifiers: shifted ? [.shift] : [])
                } else if let code = lent[symbol] {
                    stroke(code, modifiers: [])
                }
            }
            pending.removeFirst(batch.count)
            XSync(display, 0)
            guard !lent.isEmpty else { continue }
            // GTK has read the keys (and the map they were typed with) before the map changes back.
            await MainLoop.pauseUntilIdle()
            for code in lent.values { remap(code, to: 0) }
            XSync(display, 0)
            await MainLoop.pauseUntilIdle()
        }
    }

    /// The X keysym of a character: Latin-1 as itself, the rest as Unicode keysyms.
    nonisolated static func keysym(for scalar: Unicode.Scalar) -> KeySym {
        switch scalar.value {
        case 0x0A, 0x0D: 0xFF0D  // Return
        case 0x09: 0xFF09  // Tab
        case 0x08: 0xFF08  // BackSpace
        case 0x20...0x7E, 0xA0...0xFF: KeySym(scalar.value)
        default: 0x0100_0000 | KeySym(scalar.value)
        }
    }

    /// The keycode that types `symbol` and whether Shift is needed; nil when the map has none.
    private func keycode(for symbol: KeySym) -> (UInt8, Bool)? {
        let code = XKeysymToKeycode(display, symbol)
        guard code != 0 else { return nil }
        if XkbKeycodeToKeysym(display, code, 0, 0) == symbol { return (code, false) }
        if XkbKeycodeToKeysym(display, code, 0, 1) == symbol { return (code, true) }
        return nil
    }

    /// Presses and releases `keycode` with `modifiers` held.
    private func stroke(_ keycode: UInt8, modifiers: [Modifier]) {
        let modifierCodes = modifiers.map { XKeysymToKeycode(display, XStringToKeysym($0.rawValue)) }.filter { $0 != 0 }
        for code in modifierCodes { XTestFakeKeyEvent(display, UInt32(code), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        for code in modifierCodes.reversed() { XTestFakeKeyEvent(display, UInt32(code), 0, 0) }
    }

    /// Maps `keycode` to `symbol` on every level (0: no symbol).
    private func remap(_ keycode: UInt8, to symbol: KeySym) {
        var perKeycode: Int32 = 0
        guard let current = XGetKeyboardMapping(display, keycode, 1, &perKeycode) else { return }
        XFree(current)
        var symbols = [KeySym](repeating: symbol, count: Int(max(perKeycode, 1)))
        XChangeKeyboardMapping(display, Int32(keycode), perKeycode, &symbols, 1)
    }

    /// The keycodes with no symbol on any level, highest first (at most 32).
    private func emptyKeycodes() -> [UInt8] {
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var perKeycode: Int32 = 0
        let count = maximum - minimum + 1
        guard count > 0, let map = XGetKeyboardMapping(display, UInt8(minimum), count, &perKeycode) else { return [] }
        defer { XFree(map) }
        var empty: [UInt8] = []
        for index in stride(from: Int(count) - 1, through: 0, by: -1) where empty.count < 32 {
            if (0..<Int(perKeycode)).allSatisfy({ map[index * Int(perKeycode) + $0] == 0 }) { empty.append(UInt8(Int(minimum) + index)) }
        }
        return empty
    }
}
