// This file imports only CGtk and MontageGtk, as a downstream app's file does, while the other
// files of its target import GtkKit (and so CGtkKit): GTK's enums must be visible here whichever
// module the compiler loads first (CDeclarationOwnerTests).
import CGtk
import MontageGtk

/// GTK enum constants named through CGtk alone, each with its C value.
enum CDeclarationProbe {
    static let orientations: [(GtkOrientation, UInt32)] = [
        (GTK_ORIENTATION_HORIZONTAL, 0), (GTK_ORIENTATION_VERTICAL, 1),
    ]
    static let aligns: [(GtkAlign, UInt32)] = [(GTK_ALIGN_FILL, 0), (GTK_ALIGN_CENTER, 3)]
}
