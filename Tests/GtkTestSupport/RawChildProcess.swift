import Glibc

/// A program run from a test with arguments given as bytes (which need not be UTF-8, unlike
/// `Process`'s), in a chosen folder, killed if it outlives a timeout.
public enum RawChildProcess {
    /// How the program ended and what it printed.
    public struct Outcome: Sendable {
        /// Its exit status, or nil when a signal ended it.
        public var status: Int32?
        /// The signal that ended it, or nil when it exited.
        public var signal: Int32?
        /// Whether it was killed for outliving the timeout.
        public var timedOut: Bool
        /// Its standard output.
        public var stdout: [UInt8]
        /// Its standard error.
        public var stderr: [UInt8]
        /// Standard error as text (invalid UTF-8 repaired).
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
        /// Standard output as text (invalid UTF-8 repaired).
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` (no program name) in `directory` (through
    /// `env -C`), with `environment` (nil: this process's) and no standard input; kills it
    /// (SIGKILL) after `timeout` seconds.
    public static func run(_ executable: String, _ arguments: [[UInt8]], environment: [String: String]? = nil,
                           directory: String? = nil, timeout: Double) -> Outcome {
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
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
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
        defer {
            close(out[0])
            close(err[0])
        }
        guard spawned == 0 else { fatalError("posix_spawn: \(String(cString: strerror(spawned)))") }
        var outcome = Outcome(status: nil, signal: nil, timedOut: false, stdout: [], stderr: [])
        var open = [out[0]: true, err[0]: true]
        let deadline = now() + timeout
        while open.values.contains(true) {
            let remaining = deadline - now()
            if remaining <= 0 {
                outcome.timedOut = true
                kill(pid, SIGKILL)
                break
            }
            var fds = open.filter(\.value).map { pollfd(fd: $0.key, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 0.2) * 1000))
            guard ready > 0 else { continue }
            for entry in fds where entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    open[entry.fd] = false
                } else if entry.fd == out[0] {
                    outcome.stdout += buffer[..<count]
                } else {
                    outcome.stderr += buffer[..<count]
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7F == 0 {
            outcome.status = (status >> 8) & 0xFF
        } else {
            outcome.signal = status & 0x7F
        }
        return outcome
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
