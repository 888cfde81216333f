import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The write end of the open session's signal pipe, or -1. An atomic because the signal handler
/// reads it: an atomic load is async-signal-safe, a lock would not be.
let signalPipeWriteEnd = Atomic<Int32>(-1)

/// Writes the signal's number to the pipe and nothing else, because a signal handler may only make
/// async-signal-safe calls; `waitForEvents` reads the number back. A full pipe drops the byte
/// (the write end is non-blocking) rather than blocking the handler.
private let writeSignalToPipe: @convention(c) (Int32) -> Void = { signal in
    let savedErrorNumber = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd.load(ordering: .relaxed), &byte, 1)
    errno = savedErrorNumber
}

/// A self-pipe that the session's signal handlers write to, so that a single-threaded loop
/// waiting in `poll` learns of SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT. Installing
/// it saves the handlers it replaces; ``restore()`` puts them back.
struct SignalPipe {
    /// The signals that ask the process to end: the session reports them and, when it closes
    /// before reporting one, raises it again.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signals the session handles: the termination signals, a resize, a request to suspend
    /// (SIGTSTP, which raw mode no longer sends for ctrl-z but `kill -TSTP` still can) and the
    /// process being continued after a stop (SIGCONT).
    static let signals: [Int32] = terminationSignals + [SIGWINCH, SIGTSTP, SIGCONT]

    let readEnd: Int32
    let writeEnd: Int32
    /// The handlers that were installed before, to put back.
    private var savedActions: [(signal: Int32, action: sigaction)] = []

    /// Creates the pipe and installs the handlers; on failure nothing stays installed or open.
    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw TerminalError.systemCall("pipe", errorNumber: errno, action: "create the signal pipe")
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        do {
            for end in ends {
                try SignalPipe.configure(end)
            }
            // Set before any handler is installed, so the handler never sees a stale descriptor.
            signalPipeWriteEnd.store(writeEnd, ordering: .sequentiallyConsistent)
            for signal in SignalPipe.signals {
                savedActions.append((signal, try SignalPipe.install(writeSignalToPipe, for: signal)))
            }
        } catch {
            restore()
            throw error
        }
    }

    /// The signal numbers received since the last call, in order.
    func receivedSignals() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                signals += buffer.prefix(count).map { Int32($0) }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return signals
            }
        }
    }

    /// Writes `signals` into the pipe again, in order, for the next ``receivedSignals()`` to read:
    /// for signals read early, while the session was busy with another.
    func putBack(_ signals: [Int32]) {
        for signal in signals {
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Writes a byte that names no signal (0) into the open session's pipe, which the wait reads
    /// and ignores: it only ends the wait. The write end is read atomically, as the handler reads it,
    /// so a session closing meanwhile is safe.
    static func wakeUp() {
        var byte: UInt8 = 0
        _ = write(signalPipeWriteEnd.load(ordering: .relaxed), &byte, 1)
    }

    /// Runs `body` with `signal` at its default action and unblocked on this thread, then puts the
    /// pipe's handler and the thread's signal mask back: so that `raise(SIGTSTP)` in `body` stops
    /// the process before it returns, instead of writing to the pipe.
    func withDefaultAction(of signal: Int32, _ body: () -> Void) {
        var defaultAction = sigaction(handler: SIG_DFL, flags: 0)
        var handler = sigaction()
        guard sigaction(signal, &defaultAction, &handler) == 0 else { return body() }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previousMask)
        body()
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        _ = sigaction(signal, &handler, nil)
    }

    /// Puts back the handlers that were installed before, then closes the pipe.
    func restore() {
        for saved in savedActions.reversed() {
            var action = saved.action
            _ = sigaction(saved.signal, &action, nil)
        }
        signalPipeWriteEnd.store(-1, ordering: .sequentiallyConsistent)
        _ = close(readEnd)
        _ = close(writeEnd)
    }

    /// Makes a pipe end non-blocking (the handler must never block; reading drains until empty)
    /// and close-on-exec (child processes have no use for it).
    private static func configure(_ end: Int32) throws {
        let flags = fcntl(end, F_GETFL)
        guard flags >= 0, fcntl(end, F_SETFL, flags | O_NONBLOCK) == 0, fcntl(end, F_SETFD, FD_CLOEXEC) == 0 else {
            throw TerminalError.systemCall(
                "fcntl", fileDescriptor: end, errorNumber: errno, action: "configure the signal pipe")
        }
    }

    /// Installs `handler` for `signal`, returning the action it replaced. SA_RESTART keeps other
    /// blocking calls in the program from failing with EINTR; `poll` is woken regardless.
    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) throws -> sigaction {
        var action = sigaction(handler: handler, flags: Int32(SA_RESTART))
        var previous = sigaction()
        guard sigaction(signal, &action, &previous) == 0 else {
            throw TerminalError.systemCall(
                "sigaction", errorNumber: errno, action: "install the handler for signal \(signal)")
        }
        return previous
    }
}

extension sigaction {
    /// An action that runs `handler` (or SIG_DFL, SIG_IGN) with `flags` and no signals blocked; the
    /// handler's field is named differently by each C library.
    fileprivate init(handler: (@convention(c) (Int32) -> Void)?, flags: Int32) {
        self.init()
        #if canImport(Glibc)
        __sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
        __sa_handler.sa_handler = handler
        #elseif canImport(Darwin)
        __sigaction_u.__sa_handler = handler
        #endif
        sa_flags = flags
        sigemptyset(&sa_mask)
    }
}
