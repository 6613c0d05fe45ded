import GtkKit

/// The widget names of the control states page: the matrix and each control frozen in a state.
package enum StatesPart: String, CaseIterable, Sendable, WidgetPartName {
    /// The grid of controls by state.
    case matrix = "state-matrix"

    /// The control of the matrix row named `row` (`switch-on`, `button-primary`, ...) in the
    /// column of `state` (`normal`, `hover`, `pressed`, `focused`, `disabled`).
    package static func control(_ row: String, state: String) -> DerivedPartName { DerivedPartName("\(row)-\(state)") }
}
