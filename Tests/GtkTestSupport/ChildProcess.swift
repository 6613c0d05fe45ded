import Glibc

/// The one way a test starts a program: `posix_spawn` through `/usr/bin/env`, so arguments are
/// bytes (they need not be UTF-8, unlike `Process`'s), with a chosen working folder and
/// environment, no standard input, stdout and stderr read separately (or merged, in order), and a
/// timeout after which the program is killed.
///
/// `run` waits for the program's end. `start` leaves it running (a server, a window the test drives
/// from outside) until `wait` or `stop`; its output is read whenever the test asks (`isRunning`,
/// `wait`, `stop`), so a program printing more than a pipe holds (64 KiB) meanwhile waits for that.
/// A child still running when its `ChildProcess` goes away is killed.
public final class ChildProcess {
    /// How the program ended and what it printed.
    public struct Outcome: Sendable {
        /// Its exit status, or nil when a signal ended it.
        public var status: Int32?
        /// The signal that ended it, or nil when it exited.
        public var signal: Int32?
        /// Whether it was killed for outliving the timeout.
        public var timedOut: Bool
        /// Its standard output (with its standard error, in order, when they were merged).
        public var stdout: [UInt8]
        /// Its standard error (empty when merged into stdout).
        public var stderr: [UInt8]
        /// Standard output as text (invalid UTF-8 repaired).
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        /// Standard error as text (invalid UTF-8 repaired).
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
        /// Everything it printed as text, stdout then stderr (for failure messages).
        public var output: String { String(decoding: stdout + stderr, as: UTF8.self) }
        /// Whether it exited with status 0 in time.
        public var succeeded: Bool { status == 0 && !timedOut }
        /// How it ended, for failure messages: "exit 0", "signal 9", "timed out (killed)".
        public var ending: String {
            if timedOut { return "timed out (killed)" }
            if let status { return "exit \(status)" }
            return "signal \(signal ?? 0)"
        }
    }

    /// The child's process id.
    public let pid: pid_t
    private var pipes: [Int32: Bool]  // read ends, and whether each is still open
    private let stdoutFD: Int32
    private var outcome = Outcome(status: nil, signal: nil, timedOut: false, stdout: [], stderr: [])
    private var reaped = false

    // MARK: Running to the end

    /// Runs `executable` with `arguments` (no program name) to its end: see `run(_:bytes:…)`.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           directory: String? = nil, mergingStandardError: Bool = false, timeout: Double, grace: Double = 0) -> Outcome {
        run(executable, bytes: arguments.map { Array($0.utf8) }, environment: environment, directory: directory,
            mergingStandardError: mergingStandardError, timeout: timeout, grace: grace)
    }

    /// Runs `executable` (a path, or a name `env` finds on PATH) with `arguments` as bytes, in
    /// `directory` (through `env -C`), with `environment` (nil: this process's) and no standard input;
    /// returns when it has ended and closed its output. After `timeout` seconds it is killed:
    /// SIGKILL, or with a `grace`, SIGTERM and SIGKILL `grace` seconds later (see `wait`).
    /// `mergingStandardError` sends its stderr into the stdout pipe, so the two stay in order.
    public static func run(_ executable: String, bytes arguments: [[UInt8]], environment: [String: String]? = nil,
                           directory: String? = nil, mergingStandardError: Bool = false, timeout: Double, grace: Double = 0) -> Outcome {
        start(executable, bytes: arguments, environment: environment, directory: directory,
              mergingStandardError: mergingStandardError).wait(timeout: timeout, grace: grace)
    }

    // MARK: Running alongside the test

    /// Starts `executable` with `arguments` and returns at once: see `start(_:bytes:…)`.
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                             directory: String? = nil, mergingStandardError: Bool = false) -> ChildProcess {
        start(executable, bytes: arguments.map { Array($0.utf8) }, environment: environment, directory: directory,
              mergingStandardError: mergingStandardError)
    }

    /// Starts `executable` as `run` does and returns at once; the test then `wait`s for its end or
    /// `stop`s it.
    public static func start(_ executable: String, bytes arguments: [[UInt8]], environment: [String: String]? = nil,
                             directory: String? = nil, mergingStandardError: Bool = false) -> ChildProcess {
        var argv: [[UInt8]] = [Array("/usr/bin/env".utf8)]
        if let directory { argv += [Array("-C".utf8), Array(directory.utf8)] }
        argv += [Array("--".utf8), Array(executable.utf8)] + arguments
        let env: [[UInt8]]? = environment.map { $0.map { Array("\($0.key)=\($0.value)".utf8) } }
        let cArgv = cStrings(argv), cEnv = env.map(cStrings)
        defer {
            cArgv.forEach { free($0) }
            cEnv?.forEach { free($0) }
        }
        var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard pipe(&out) == 0, pipe(&err) == 0 else { fatalError("pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, mergingStandardError ? out[1] : err[1], 2)
        for fd in [out[0], out[1], err[0], err[1]] { posix_spawn_file_actions_addclose(&actions, fd) }
        var pid: pid_t = 0
        let spawned = cArgv.withUnsafeBufferPointer { args in
            if let cEnv {
                return cEnv.withUnsafeBufferPointer { envp in
                    posix_spawn(&pid, "/usr/bin/env", &actions, nil, UnsafeMutablePointer(mutating: args.baseAddress!),
                                UnsafeMutablePointer(mutating: envp.baseAddress!))
                }
            }
            return posix_spawn(&pid, "/usr/bin/env", &actions, nil, UnsafeMutablePointer(mutating: args.baseAddress!), environ)
        }
        close(out[1])
        close(err[1])
        guard spawned == 0 else { fatalError("posix_spawn: \(String(cString: strerror(spawned)))") }
        return ChildProcess(pid: pid, stdout: out[0], stderr: err[0])
    }

    private init(pid: pid_t, stdout: Int32, stderr: Int32) {
        self.pid = pid
        stdoutFD = stdout
        pipes = [stdout: true, stderr: true]
    }

    deinit {
        if !reaped {
            kill(pid, SIGKILL)
            reap(blocking: true)
        }
        for (fd, open) in pipes where open { close(fd) }
    }

    /// Whether the child is still running (reads what it printed meanwhile; never blocks).
    public var isRunning: Bool {
        read(waitingAtMost: 0)
        if !reaped { reap(blocking: false) }
        return !reaped
    }

    /// Waits until the child has ended and closed its output, killing it (SIGKILL, or SIGTERM
    /// first and SIGKILL `grace` seconds later) when that takes more than `timeout` seconds.
    @discardableResult
    public func wait(timeout: Double, grace: Double = 0) -> Outcome {
        let deadline = Self.now() + timeout
        while true {
            read(waitingAtMost: 0)
            if !reaped { reap(blocking: false) }
            if reaped && !pipes.values.contains(true) { return outcome }
            let remaining = deadline - Self.now()
            if remaining <= 0 {
                outcome.timedOut = true
                return stop(grace: grace)
            }
            if pipes.values.contains(true) {
                read(waitingAtMost: min(remaining, 0.2))
            } else {
                usleep(useconds_t(min(remaining, 0.01) * 1_000_000))
            }
        }
    }

    /// Ends the child: `signal` (SIGTERM), then SIGKILL if it has not ended `grace` seconds later;
    /// returns how it ended and what it printed until then.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, grace: Double = 10) -> Outcome {
        if !reaped {
            kill(pid, grace > 0 ? signal : SIGKILL)
            let deadline = Self.now() + grace
            while !reaped && Self.now() < deadline {
                read(waitingAtMost: 0.02)
                reap(blocking: false)
            }
            if !reaped {
                kill(pid, SIGKILL)
                reap(blocking: true)
            }
        }
        // What it printed before it ended; a descendant that keeps the pipes open is not waited for.
        read(waitingAtMost: 0)
        for (fd, open) in pipes where open {
            close(fd)
            pipes[fd] = false
        }
        return outcome
    }

    // MARK: Plumbing

    /// Reads what the open pipes hold, waiting at most `seconds` for the first of it.
    private func read(waitingAtMost seconds: Double) {
        var waiting = seconds
        // A bounded number of rounds, so a child that never stops printing cannot hold the test here.
        for _ in 0..<64 {
            var fds = pipes.filter(\.value).map { pollfd(fd: $0.key, events: Int16(POLLIN), revents: 0) }
            guard !fds.isEmpty, poll(&fds, nfds_t(fds.count), Int32(waiting * 1000)) > 0 else { return }
            for entry in fds where entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = Glibc.read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    close(entry.fd)
                    pipes[entry.fd] = false
                } else if entry.fd == stdoutFD {
                    outcome.stdout += buffer[..<count]
                } else {
                    outcome.stderr += buffer[..<count]
                }
            }
            waiting = 0  // then only what is already there
        }
    }

    private func reap(blocking: Bool) {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, blocking ? 0 : WNOHANG) } while result < 0 && errno == EINTR
        guard result == pid else { return }
        reaped = true
        if status & 0x7F == 0 {
            outcome.status = (status >> 8) & 0xFF
        } else {
            outcome.signal = status & 0x7F
        }
    }

    private static func cStrings(_ strings: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { bytes in
            let pointer = malloc(bytes.count + 1)!.assumingMemoryBound(to: CChar.self)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        } + [nil]
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
