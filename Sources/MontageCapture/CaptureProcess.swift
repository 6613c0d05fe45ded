import Glibc
import MontageGtk
import MontageCatalog

/// What every capturing process sets before GTK starts.
package enum CaptureProcess {
    /// The cairo renderer, Pretendard and no other font whatever the machine has, and the
    /// accessible tree kept in the process (GTK's test backend: a capture's exit status depends
    /// on its own work, never on an accessibility bus it cannot reach).
    package static func prepare() {
        setenv("GSK_RENDERER", "cairo", 1)
        Fonts.useOnlyProjectFonts()
        setenv("GTK_A11Y", "test", 0)
    }
}
