import GtkKit

/// The widget names of the review window's parts (`ReviewWindow`, `ReviewPane`, `ReviewList`,
/// `ReviewCanvas`).
///
/// Its parts: `window` the review window; `pane` the pane: the list of captures beside the details;
/// `list` the list of captures that differ; `listScroller` the scroller around the list; `heading`
/// the capture's heading; `summary` the capture's summary; `probe` the colors of the pixel under
/// the pointer, golden against capture; `status` the status line (the last decision, a problem);
/// `zoom` the zoom level; `zoomOut` the zoom out button; `zoomIn` the zoom in button; `split` the
/// overlay mode's slider; `modes` the switch of modes; `canvas` the canvas drawing the golden and
/// the capture; `canvasScroller` the scroller around the canvas; `undoButton` the Undo button;
/// `keepButton` the Keep button; `acceptButton` the Accept button; `progress` how many captures
/// have a decision; `empty` the empty state: nothing to review; `emptyTitle` the empty state's
/// title; `problem` why there is nothing to review; `chooseFolder` the empty state's button choosing
/// another folder.
package enum ReviewPart: String, CaseIterable, Sendable, WidgetPartName {
    case window = "review-window", pane = "review-pane", list = "review-list",
         listScroller = "review-list-scroller", heading = "review-heading", summary = "review-summary",
         probe = "review-probe", status = "review-status", zoom = "review-zoom",
         zoomOut = "review-zoom-out", zoomIn = "review-zoom-in", split = "review-split",
         modes = "review-modes", canvas = "review-canvas", canvasScroller = "review-canvas-scroller",
         undoButton = "review-undo-button", keepButton = "review-keep-button",
         acceptButton = "review-accept-button", progress = "review-progress", empty = "review-empty",
         emptyTitle = "review-empty-title", problem = "review-problem", chooseFolder = "review-choose-folder"

    /// The switch's button for `mode`.
    static func mode(_ mode: ReviewMode) -> DerivedPartName { DerivedPartName("review-mode-\(mode.rawValue)") }

    /// The list's row of the capture `file`.
    package static func entry(_ file: String) -> DerivedPartName { DerivedPartName("review-\(file)") }
}
