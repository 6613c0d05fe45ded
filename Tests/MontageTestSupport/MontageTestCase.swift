import GtkTestSupport
@_spi(Testing) @_spi(Capture) import MontageGtk
import GtkKit

/// A GtkTestCase for Montage components: every test starts in the light scheme and leaves it
/// installed, whatever scheme it switched to.
open class MontageTestCase: GtkTestCase, @unchecked Sendable {
    override open func setUp() {
        super.setUp()
        onMain { Theme.install(colorScheme: .light) }
    }

    override open func tearDown() {
        onMain { Theme.install(colorScheme: .light) }
        super.tearDown()
    }

    /// Runs `body` on the main actor once for each color scheme, with that scheme installed.
    public func inEachScheme(_ body: @MainActor (ColorScheme) throws -> Void) rethrows {
        try onMain {
            for scheme in ColorScheme.allCases {
                Theme.install(colorScheme: scheme)
                try body(scheme)
            }
        }
    }
}
