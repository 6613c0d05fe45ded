import Glibc
import GtkKit
import MontageGtk
import MontageStories

/// Reads untrusted story text in a worker process first (`StoryReaderWorker`, the same
/// executable, kept running): only a text the worker read within `timeLimit`, without dying, is
/// read by the gallery itself. A text that crashes the reader, hangs it or runs it out of memory
/// gets one diagnostic for the whole file, and the gallery, its other stories and the user's
/// state stay up. The worker is started on first use and again after it was lost; callers on any
/// thread are served one at a time.
package final class StoryVetting: @unchecked Sendable {
    /// The one reader of the process.
    package static let shared = StoryVetting()

    /// How long the reader may take over one text (a megabyte story file reads in about a second).
    static let defaultTimeLimit: Double = 2

    /// How long this reader may take over one text.
    let timeLimit: Double

    /// What reading a text in the worker came to.
    package enum Verdict: Equatable {
        /// Read: the gallery may read it too.
        case readable
        /// Not read, and why (a sentence for the file's one diagnostic).
        case refused(String)
    }

    /// What the worker reads a text as.
    package enum Kind: UInt8 {
        /// A story file.
        case file = 0x66
        /// A story's body (a playground's code).
        case body = 0x62
    }

    private var lock = pthread_mutex_t()
    private var process: pid_t = 0
    private var socket: Int32 = -1

    /// A reader of its own (the process's is `shared`), with its own worker.
    package init(timeLimit: Double = StoryVetting.defaultTimeLimit) {
        self.timeLimit = timeLimit
        pthread_mutex_init(&lock, nil)
    }

    deinit {
        stop()
        pthread_mutex_destroy(&lock)
    }

    /// Reads `text` (as the file `name`, or a body) in the worker. Where no worker can be started
    /// (no executable beside this one), the text is readable: the parser's own bounds still hold.
    package func vet(_ text: String, name: String, as kind: Kind = .file) -> Verdict {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard socket >= 0 || start() else { return .readable }
        let request = Request(kind: kind, name: name, text: Array(text.utf8))
        guard Self.writeAll(request.bytes, to: socket) else {
            stop()
            // The worker was lost between two texts (a crash on the last one was reported): once more.
            guard start(), Self.writeAll(request.bytes, to: socket) else { return .readable }
            return answer()
        }
        return answer()
    }

    /// The worker's answer to the request just sent, within the time limit.
    private func answer() -> Verdict {
        let deadline = Self.now() + timeLimit
        var received: [UInt8] = []
        while !received.contains(0x0A) {
            let left = deadline - Self.now()
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&poller, 1, Int32(left * 1_000) + 1) > 0 else {
                stop()
                return .refused(tr("reading this file took more than %d s: it is not shown", Int(timeLimit)))
            }
            var chunk = [UInt8](repeating: 0, count: 64)
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else {
                let reason = stop()
                return .refused(tr("reading this file stopped the story reader (%s): it is not shown", reason))
            }
            received += chunk[0..<count]
        }
        return .readable
    }

    /// Stops the worker, if one runs (the next text starts another, with the environment then).
    func restart() {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        stop()
    }

    /// Starts the worker; false when it cannot be.
    private func start() -> Bool {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let executable = GalleryExecutable.path
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup(StoryReaderWorker.flag), nil]
        defer { arguments.forEach { free($0) } }
        // Its environment, without the Swift runtime's backtracer: a crash ends the worker at once
        // instead of after seconds of symbolication (which also reports the crash as exit 0).
        var environment: [UnsafeMutablePointer<CChar>?] = [strdup("SWIFT_BACKTRACE=enable=no")]
        var index = 0
        while let entry = environ[index] {
            if strncmp(entry, "SWIFT_BACKTRACE=", 16) != 0 { environment.append(strdup(entry)) }
            index += 1
        }
        environment.append(nil)
        defer { environment.forEach { free($0) } }
        var child: pid_t = 0
        let made = posix_spawn(&child, executable, &actions, nil, arguments, environment)
        close(pair[1])
        guard made == 0 else {
            close(pair[0])
            return false
        }
        process = child
        socket = pair[0]
        return true
    }

    /// Stops the worker (it is started again for the next text); how it ended, in a few words.
    @discardableResult
    private func stop() -> String {
        if socket >= 0 { close(socket) }
        socket = -1
        guard process > 0 else { return "?" }
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
        process = 0
        let signal = status & 0x7F
        return signal == SIGKILL ? tr("stopped") : signal != 0 ? tr("signal %d", signal) : tr("exit status %d", (status >> 8) & 0xFF)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Writes all of `bytes` to `descriptor` (a socket: no SIGPIPE when the other end is gone); false on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            var count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == ENOTSOCK { count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }  // a pipe, by hand
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// One request: its kind, the file's name and its text, as a header line (`f 12 3456`) and
    /// the name's and the text's bytes.
    struct Request {
        var kind: Kind
        var name: String
        var text: [UInt8]

        /// The most text a request carries (a story file's limit, with room to spare).
        static let maxText = 2 << 20

        var bytes: [UInt8] {
            let nameBytes = Array(name.utf8)
            return Array("\(Character(Unicode.Scalar(kind.rawValue))) \(nameBytes.count) \(text.count)\n".utf8) + nameBytes + text
        }

        /// The next request on `descriptor`, nil at its end or on a malformed one.
        static func read(from descriptor: Int32) -> Request? {
            var header: [UInt8] = []
            while header.last != 0x0A {
                guard header.count < 64, let byte = readExactly(1, from: descriptor)?.first else { return nil }
                header.append(byte)
            }
            let fields = String(decoding: header.dropLast(), as: UTF8.self).split(separator: " ")
            guard fields.count == 3, let kind = fields[0].utf8.first.flatMap(Kind.init(rawValue:)), let nameCount = Int(fields[1]),
                  let textCount = Int(fields[2]), (0...4_096).contains(nameCount), (0...maxText).contains(textCount),
                  let name = readExactly(nameCount, from: descriptor), let text = readExactly(textCount, from: descriptor) else { return nil }
            return Request(kind: kind, name: String(decoding: name, as: UTF8.self), text: text)
        }

        private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = bytes[done...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return nil }
                done += got
            }
            return bytes
        }
    }
}
