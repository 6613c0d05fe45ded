import GtkKit

/// The widget names of the Interactions panel's parts (`InteractionsPanel`).
///
/// Its parts: `panel` the panel; `play` the button playing every step from a fresh page; `step`
/// the button playing the next step; `restart` the button building the page afresh; `record` the
/// toggle recording what is done on the page as steps; `save` the button writing the steps into
/// the story's file; `expectations` the menu of a right-clicked part's expectations; `status` the
/// line saying what was played; `steps` the list of steps; `failure` the failed step's message,
/// part and capture; `failureCapture` the window as the failed step left it.
package enum InteractionsPart: String, CaseIterable, Sendable, WidgetPartName {
    case panel = "interactions-panel", play = "interactions-play", step = "interactions-step",
         restart = "interactions-restart", record = "interactions-record", save = "interactions-save",
         expectations = "interactions-expectations", status = "interactions-status", steps = "interactions-steps",
         failure = "interactions-failure", failureCapture = "interactions-failure-capture"

    /// The menu button offering the other locators of the recorded step at `index` (from 1).
    package static func alternatives(_ index: Int) -> DerivedPartName { DerivedPartName("interactions-alternatives-\(index)") }

    /// The row of the step at `index` (from 1).
    package static func row(_ index: Int) -> DerivedPartName { DerivedPartName("interactions-row-\(index)") }
}
