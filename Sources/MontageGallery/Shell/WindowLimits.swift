/// The sizes a gallery window (and a capture of it) may take.
package enum WindowLimits {
    /// The smallest window (the gallery's narrowest layout).
    package static let minimumSize: (width: Int32, height: Int32) = (360, 400)
    /// The most device pixels a window or capture may have on each side (its size times its
    /// scale): 4096, so a capture's texture stays under 64 MB.
    package static let maximumDevicePixels: Int32 = 4_096
}
