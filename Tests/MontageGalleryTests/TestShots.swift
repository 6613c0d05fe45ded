import GalleryTestSupport

/// Writes a capture of `window` to `$MONTAGE_TEST_SHOTS/<name>.png` when that variable is set,
/// so a person can look at what a test saw; does nothing otherwise.
@MainActor
func keepShot(_ window: WidgetPointer, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["MONTAGE_TEST_SHOTS"], !folder.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? WidgetCapture.savePNG(of: window, to: "\(folder)/\(name).png")
}
