/// Something that happened to the terminal while ``TerminalSession/waitForEvents(timeout:)`` waited.
///
/// ```swift
/// for event in try session.waitForEvents(timeout: .milliseconds(500)) {
///     switch event {
///     case .input(let bytes): keys += decoder.feed(bytes)
///     case .resized(let columns, let rows): layout(columns: columns, rows: rows)
///     case .resumed: renderer.invalidate()   // the next update draws the whole frame
///     case .terminate: return
///     }
/// }
/// ```
public enum TerminalEvent: Hashable, Sendable {
    /// Bytes typed (or pasted) at the terminal, for a ``KeyDecoder``.
    ///
    /// ```swift
    /// TerminalEvent.input([0x71])   // "q" was typed
    /// ```
    case input([UInt8])
    /// The terminal now has this size (SIGWINCH); several resizes between two waits come as one.
    ///
    /// ```swift
    /// TerminalEvent.resized(columns: 120, rows: 40)
    /// ```
    case resized(columns: Int, rows: Int)
    /// The process was stopped (ctrl-z, SIGTSTP or SIGSTOP) and has been continued; the session has
    /// taken the terminal again (raw mode, the alternate screen), whose screen no longer shows what
    /// the program drew: draw everything again, at the terminal's current size.
    ///
    /// ```swift
    /// TerminalEvent.resumed
    /// ```
    case resumed
    /// The process was asked to stop (SIGINT, SIGTERM or SIGHUP), or the terminal went away
    /// (reported as SIGHUP). The application should close the session and exit.
    ///
    /// ```swift
    /// TerminalEvent.terminate(signal: SIGTERM)
    /// ```
    case terminate(signal: Int32)
}
