#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalSession {
    /// Waits up to `timeout` (nil: until something happens) for input or a signal, and returns
    /// what happened: empty when the time ran out.
    ///
    /// Events come in this order: ``TerminalEvent/resumed`` after a stop, then one
    /// ``TerminalEvent/resized(columns:rows:)`` for any number of SIGWINCH, then the
    /// ``TerminalEvent/input(_:)`` read, then a ``TerminalEvent/terminate(signal:)`` per distinct
    /// SIGINT, SIGTERM or SIGHUP. A terminal that hung up (end of input) is reported as
    /// `.terminate(signal: SIGHUP)`.
    ///
    /// A SIGTSTP (`kill -TSTP`; ctrl-z itself arrives as input in raw mode) suspends the program
    /// here, as ``suspend()`` does, and the wait returns `.resumed` once it is continued. A SIGCONT
    /// after a stop the session did not make (`kill -STOP`, then `fg`) takes the terminal again
    /// (raw mode, the alternate screen) and is reported as `.resumed` too.
    ///
    /// ```swift
    /// let events = try session.waitForEvents(timeout: .milliseconds(30))
    /// ```
    public func waitForEvents(timeout: Duration?) throws -> [TerminalEvent] {
        guard !isClosed, let signalPipe = openSignalPipe else {
            throw TerminalError(action: "wait for terminal input", reason: "the session is closed")
        }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: $0) }
        var descriptors = [
            pollfd(fd: terminal.input.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let milliseconds = deadline.map { TerminalSession.pollMilliseconds(clock.now.duration(to: $0)) } ?? -1
            let result = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if result > 0 { break }
            if result == 0 { return [] }
            guard errno == EINTR else { throw terminal.input.failure("poll", action: "wait for terminal input") }
            // A signal interrupted the wait; its handler has written to the pipe unless it was a
            // signal the session does not handle, in which case the wait goes on.
        }
        var events: [TerminalEvent] = []
        var terminations: [Int32] = []
        if descriptors[1].revents != 0 {
            let signals = signalPipe.receivedSignals()
            if signals.contains(SIGTSTP) {
                try suspend()
                events.append(.resumed)
            } else if signals.contains(SIGCONT) {
                try takeTerminalAfterStop(signalPipe)
                events.append(.resumed)
            }
            if signals.contains(SIGWINCH) {
                let (columns, rows) = size
                events.append(.resized(columns: columns, rows: rows))
            }
            terminations += signals.filter(SignalPipe.terminationSignals.contains)
        }
        let inputEvents = descriptors[0].revents
        if inputEvents & Int16(POLLIN) != 0 {
            if let bytes = try terminal.input.readAvailable() {
                if !bytes.isEmpty { events.append(.input(bytes)) }
            } else {
                terminations.append(SIGHUP)
            }
        } else if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            terminations.append(SIGHUP)
        }
        // Each signal once, in the order it first came.
        var reported = Set<Int32>()
        return events + terminations.filter { reported.insert($0).inserted }.map { .terminate(signal: $0) }
    }

    /// Makes the ``waitForEvents(timeout:)`` in progress return at once (with whatever else
    /// happened, often nothing), or the next one if none is waiting: from any thread, for work done
    /// elsewhere that the waiting loop should draw. Does nothing while no session is open.
    ///
    ///
    /// ```swift
    /// Task.detached { await download(); TerminalSession.wakeUp() }   // the loop redraws now
    /// ```
    public static func wakeUp() {
        SignalPipe.wakeUp()
    }

    /// `poll`'s timeout for `duration`: whole milliseconds rounded up (so a short wait does not
    /// become a busy loop), 0 for negative durations, at most `Int32.max`.
    static func pollMilliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
        guard seconds < Int64(Int32.max / 1000) else { return Int32.max }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let partial = (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return Int32(seconds * 1000 + partial)
    }
}

extension TerminalSession {
    /// Gives the terminal back and stops the process, as ctrl-z stops a program in a shell with job
    /// control; returns once the process is continued (the shell's `fg`), with the terminal taken
    /// again. The screen the program drew is gone by then: draw the whole frame again.
    ///
    /// In this order: the terminal is restored exactly as ``close()`` restores it (mouse reports
    /// off, text attributes reset, line wrap on, cursor shown, the main screen back, the modes
    /// found at open), then the process stops with SIGTSTP at its default action, so the shell
    /// reports the job as stopped. When it is continued, raw mode, the alternate screen and mouse
    /// reports come back as at open, and input typed while it was stopped is discarded. A process whose process group has no shell to
    /// continue it (an orphaned group) is not stopped: the kernel discards the signal, and the
    /// terminal is taken again at once.
    ///
    /// Throws ``TerminalError`` when the session is closed, or when the terminal cannot be set up
    /// again after the stop.
    ///
    /// ```swift
    /// if key == .control("z") {
    ///     try session.suspend()
    ///     renderer.invalidate()   // the next update draws everything
    /// }
    /// ```
    public func suspend() throws {
        guard !isClosed, let signalPipe = openSignalPipe else {
            throw TerminalError(action: "suspend the program", reason: "the session is closed")
        }
        terminal.restore()
        signalPipe.withDefaultAction(of: SIGTSTP) { stopProcess() }
        try takeTerminalAfterStop(signalPipe)
    }

    /// Takes the terminal again after the process was stopped and continued. The SIGCONT that
    /// continued it is dealt with here, so it is not reported as another ``TerminalEvent/resumed``;
    /// every other signal stays for ``waitForEvents(timeout:)``.
    func takeTerminalAfterStop(_ signalPipe: SignalPipe) throws {
        try terminal.enter()
        let pending = signalPipe.receivedSignals()
        signalPipe.putBack(pending.filter { $0 != SIGCONT })
    }

    /// Stops the process until SIGCONT: SIGTSTP sent to this thread, so the stop takes effect before
    /// `raise` returns.
    static func stopWithTerminalStop() {
        _ = raise(SIGTSTP)
    }
}
