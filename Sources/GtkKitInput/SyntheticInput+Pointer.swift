import CXTest

extension SyntheticInput {
    /// A pointer button.
    public enum Button: UInt32, Sendable {
        /// The primary button.
        case primary = 1
        /// The middle button.
        case middle = 2
        /// The secondary button (a right click).
        case secondary = 3
    }

    /// A way the wheel turns.
    public enum WheelDirection: UInt32, Sendable {
        /// Towards the top of the content.
        case up = 4
        /// Towards its end.
        case down = 5
        /// Towards its left.
        case left = 6
        /// Towards its right.
        case right = 7
    }

    /// Moves the pointer to (`x`, `y`) on the screen.
    public func move(to x: Int, _ y: Int) {
        XTestFakeMotionEvent(display, -1, Int32(clamping: x), Int32(clamping: y), 0)
    }

    /// Presses (`down`) or releases `button` where the pointer is.
    public func button(_ button: Button, down: Bool) {
        XTestFakeButtonEvent(display, button.rawValue, down ? 1 : 0, 0)
    }

    /// Turns the wheel `notches` times towards `direction` where the pointer is.
    public func wheel(_ direction: WheelDirection, notches: Int = 1) {
        for _ in 0..<max(0, notches) {
            XTestFakeButtonEvent(display, direction.rawValue, 1, 0)
            XTestFakeButtonEvent(display, direction.rawValue, 0, 0)
        }
    }
}
