import Glibc

/// The process's standard input and output as bytes, read and written straight through their
/// file descriptors (no Foundation file handles: a program that needs only these need not load
/// Foundation's whole library and its ICU data).
public enum StandardStreams {
    /// Everything standard input holds until its end (an interrupted read is retried).
    public static func readInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }

    /// Writes `bytes` whole to standard output (short writes continued, interruptions retried).
    public static func writeOutput(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 {
                offset += written
            } else if errno != EINTR {
                return
            }
        }
    }
}
