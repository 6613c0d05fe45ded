/// Why a widget could not be captured.
public enum CaptureError: Error, CustomStringConvertible, Equatable {
    /// The widget is not in a realized window.
    case notRealized
    /// The window did not paint within the timeout.
    case noPaint(seconds: Double)
    /// The widget has no size to render.
    case empty
    /// The renderer produced no texture.
    case render
    /// The PNG could not be written to this path.
    case write(String)

    /// The description under the label (nil: none).
    public var description: String {
        switch self {
        case .notRealized: tr("the widget is not in a realized window")
        case .noPaint(let s): tr("the window did not paint within %s s", s)
        case .empty: tr("the widget has zero size")
        case .render: tr("the renderer produced no texture")
        case .write(let path): tr("cannot write %s", path)
        }
    }
}
