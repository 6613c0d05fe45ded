import CGtk
import GtkKit

/// The widget names of the review window's parts (`ReviewWindow`, `ReviewPane`, `ReviewList`,
/// `ReviewCanvas`).
package enum ReviewPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The review window.
    case window = "review-window"
    /// The pane: the list of captures beside the details.
    case pane = "review-pane"
    /// The list of captures that differ.
    case list = "review-list"
    /// The scroller around the list.
    case listScroller = "review-list-scroller"
    /// The capture's heading.
    case heading = "review-heading"
    /// The capture's summary.
    case summary = "review-summary"
    /// The colors of the pixel under the pointer, golden against capture.
    case probe = "review-probe"
    /// The status line (the last decision, a problem).
    case status = "review-status"
    /// The zoom level.
    case zoom = "review-zoom"
    /// The zoom out button.
    case zoomOut = "review-zoom-out"
    /// The zoom in button.
    case zoomIn = "review-zoom-in"
    /// The overlay mode's slider.
    case split = "review-split"
    /// The switch of modes.
    case modes = "review-modes"
    /// The canvas drawing the golden and the capture.
    case canvas = "review-canvas"
    /// The scroller around the canvas.
    case canvasScroller = "review-canvas-scroller"
    /// The Undo button.
    case undoButton = "review-undo-button"
    /// The Keep button.
    case keepButton = "review-keep-button"
    /// The Accept button.
    case acceptButton = "review-accept-button"
    /// The empty state: nothing to review.
    case empty = "review-empty"
    /// Why there is nothing to review.
    case problem = "review-problem"

    /// The switch's button for `mode`.
    static func mode(_ mode: ReviewMode) -> DerivedPartName {
        DerivedPartName("review-mode-\(mode.rawValue)")
    }

    /// The list's row of the capture `file`.
    package static func entry(_ file: String) -> DerivedPartName {
        DerivedPartName("review-\(file)")
    }
}
