import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What it takes to give the terminal back: the descriptors and the modes found at open.
///
/// The open session's copy lives in a process-wide slot so that an `exit()` from anywhere (which
/// skips `close()` and `deinit`) still restores the terminal through an `atexit` handler. The slot
/// also keeps a second session from opening while one is open: two would fight over the modes and
/// the signal handlers.
struct OpenTerminal: Sendable {
    let input: TerminalDevice
    let output: TerminalDevice
    let savedModes: termios
    /// Which screen ``enter()`` takes: the alternate one, or the main one for an inline session.
    let presentation: TerminalPresentation
    /// Whether the terminal is asked for mouse reports while the session has it.
    var reportsMouse = false

    /// The open session's terminal, or nil. A `Mutex` rather than a `nonisolated(unsafe)` global:
    /// sessions open and close on the application's thread, but `exit()` may be called on any.
    static let current = Mutex<OpenTerminal?>(nil)

    /// Whether the `atexit` handler is registered; it is registered once per process.
    private static let isExitHandlerRegistered = Atomic<Bool>(false)

    /// Claims the slot for `terminal`, or throws when another session holds it.
    static func claim(_ terminal: OpenTerminal) throws {
        let holder = current.withLock { slot -> OpenTerminal? in
            if let holder = slot { return holder }
            slot = terminal
            return nil
        }
        if let holder {
            throw TerminalError(
                action: "open a terminal session",
                reason: "another TerminalSession is already open on file descriptors \(holder.input.descriptor) "
                    + "and \(holder.output.descriptor); close it first")
        }
        if !isExitHandlerRegistered.exchange(true, ordering: .sequentiallyConsistent) {
            _ = atexit { OpenTerminal.restoreAtExit() }
        }
    }

    /// Empties the slot.
    static func release() {
        current.withLock { $0 = nil }
    }

    /// Gives the terminal back if a session is still open when the process exits.
    static func restoreAtExit() {
        let terminal = current.withLock { slot -> OpenTerminal? in
            defer { slot = nil }
            return slot
        }
        terminal?.restore()
    }

    /// Switches the terminal to raw mode, enters the alternate screen (or, inline, sets up the main
    /// one) and, when asked for, turns mouse reports on: what opening a session does, and what
    /// taking the terminal back after a suspension does again.
    func enter() throws {
        try input.setModes(TerminalSession.rawModes(from: savedModes), action: "switch the terminal to raw mode")
        let screen = presentation.isInline ? TerminalSession.inlineEnterSequence : TerminalSession.enterSequence
        let mouse = reportsMouse ? TerminalSession.mouseOnSequence : ""
        try output.writeAll(Array((screen + mouse).utf8))
    }

    /// Turns mouse reports off (first, so that the shell never gets them), leaves the alternate
    /// screen (inline, only the main screen's settings are given back) and restores the saved
    /// modes, ignoring failures: this runs when nothing more can be done about them.
    func restore() {
        let mouse = reportsMouse ? TerminalSession.mouseOffSequence : ""
        let screen = presentation.isInline ? TerminalSession.inlineLeaveSequence : TerminalSession.leaveSequence
        try? output.writeAll(Array((mouse + screen).utf8))
        try? input.setModes(savedModes, action: "restore the terminal's modes")
    }
}

extension TerminalSession {
    /// The modes a session sets: `modes` with input read byte by byte, unprocessed and unechoed.
    ///
    /// - Input: no break-to-signal, no parity marking or stripping, no CR/NL translation (so Return
    ///   arrives as CR and ctrl-j as LF), no XON/XOFF flow control (so ctrl-s and ctrl-q arrive).
    /// - Local: no echo, no line editing (`ICANON`), no signals from keys (`ISIG`: ctrl-c, ctrl-z and
    ///   ctrl-\ arrive as bytes 3, 26 and 28), no extended input processing (ctrl-v arrives).
    /// - Control: 8-bit characters, no parity.
    /// - `VMIN` 1, `VTIME` 0: a read returns as soon as one byte is there; the session reads only
    ///   after `poll` says input is ready, so reads never wait.
    /// - Output processing (`OPOST`) is left as it was found, normally on with `ONLCR`, so a `"\n"`
    ///   written to the session still starts the next line at column one. Rendering addresses cells
    ///   with cursor moves and does not depend on it either way.
    ///
    /// ```swift
    /// let raw = TerminalSession.rawModes(from: try device.modes())
    /// ```
    static func rawModes(from modes: termios) -> termios {
        var raw = modes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
