#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalSession {
    /// Gives the terminal back and stops the process, as ctrl-z stops a program in a shell with job
    /// control; returns once the process is continued (the shell's `fg`), with the terminal taken
    /// again. The screen the program drew is gone by then: draw the whole frame again.
    ///
    /// In this order: the terminal is restored exactly as ``close()`` restores it (text attributes
    /// reset, line wrap on, cursor shown, the main screen back, the modes found at open), then the
    /// process stops with SIGTSTP at its default action, so the shell reports the job as stopped.
    /// When it is continued, raw mode and the alternate screen come back as at open, and input
    /// typed while it was stopped is discarded. A process whose process group has no shell to
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
