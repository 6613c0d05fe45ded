import CGtk
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
    /// The widget has more device pixels than a capture may (`WidgetCapture.maximumPixels`).
    case tooLarge(width: Int, height: Int)

    /// The description under the label (nil: none).
    public var description: String {
        switch self {
        case .notRealized: tr("the widget is not in a realized window")
        case .noPaint(let s): tr("the window did not paint within %s s", s)
        case .empty: tr("the widget has zero size")
        case .render: tr("the renderer produced no texture")
        case .write(let path): tr("cannot write %s", path)
        case .tooLarge(let width, let height):
            tr("%1$dx%2$d device pixels is more than a capture may have (%3$d million pixels, %4$d wide, %5$d high)", width, height,
               WidgetCapture.maximumPixels / 1_000_000, WidgetCapture.maximumWidth, WidgetCapture.maximumSide)
        }
    }
}
