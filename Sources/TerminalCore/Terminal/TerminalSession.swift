#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The controlling terminal in raw mode with the alternate screen, given back as it was found when
/// closed.
///
/// Opening a session, in this order: installs handlers for SIGINT, SIGTERM, SIGHUP, SIGWINCH,
/// SIGTSTP and SIGCONT that only note the signal for ``waitForEvents(timeout:)``; switches the
/// terminal to raw mode (see `rawModes(from:)`); enters the alternate screen, hides the cursor and
/// turns off line wrap; and, when asked for, turns on mouse reports.
/// ``close()`` undoes each in reverse order and resets text attributes. The terminal is given back
/// on every way out:
/// - a normal return or a thrown error: call ``close()`` in a `defer`, or let the session be
///   released (`deinit` closes it);
/// - SIGINT, SIGTERM, SIGHUP: reported as ``TerminalEvent/terminate(signal:)`` so the loop can return
///   and close; a terminate signal that arrives after the last wait is raised again once the
///   terminal is restored, so it still stops the process;
/// - `exit()` called anywhere: an `atexit` handler restores the terminal of a session still open.
///
/// It is given back for a while, too: ``suspend()`` restores the terminal, stops the process (as
/// ctrl-z does in a shell with job control) and takes the terminal again when the shell's `fg`
/// continues it. A SIGTSTP sent from outside (`kill -TSTP`) does the same within
/// ``waitForEvents(timeout:)``, and a SIGCONT after any stop is reported as
/// ``TerminalEvent/resumed``, the terminal taken again, so the program draws its whole screen.
///
/// An inline session (``open(presentation:reportingMouse:)`` with ``TerminalPresentation/inline(rows:)``) stays on
/// the main screen: it hides the cursor and turns off line wrap, and gives both back, but neither
/// clears nor leaves a screen, so what the program drew stays where it is.
///
/// Only one session can be open at a time.
///
/// ```swift
/// guard let session = try TerminalSession.open() else { return renderOnce() }
/// defer { session.close() }
/// var decoder = KeyDecoder()
/// while true {
///     for event in try session.waitForEvents(timeout: decoder.hasPendingBytes ? KeyDecoder.escapeTimeout : nil) {
///         if case .input(let bytes) = event, decoder.feed(bytes).contains(.character("q")) { return }
///         if case .terminate = event { return }
///     }
///     try session.write(frame())
/// }
/// ```
public final class TerminalSession {
    /// Written when a session opens: enter the alternate screen (saving the cursor), clear it,
    /// hide the cursor, and turn off automatic line wrap so that writing the bottom-right cell does
    /// not scroll the screen.
    static let enterSequence = "\u{1b}[?1049h\u{1b}[H\u{1b}[2J\u{1b}[?25l\u{1b}[?7l"
    /// Written when it closes: reset text attributes, line wrap back on, show the cursor, leave the
    /// alternate screen (restoring the cursor and the main screen's text).
    static let leaveSequence = "\u{1b}[0m\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l"
    /// Written after ``enterSequence`` when the session reports the mouse: button presses and
    /// releases (1000), drags while a button is held (1002), in the SGR encoding (1006), which has
    /// no limit on the column and tells which button was released.
    static let mouseOnSequence = "\u{1b}[?1000h\u{1b}[?1002h\u{1b}[?1006h"
    /// Written before ``leaveSequence``: the same modes off, in reverse order.
    static let mouseOffSequence = "\u{1b}[?1006l\u{1b}[?1002l\u{1b}[?1000l"

    let terminal: OpenTerminal
    var openSignalPipe: SignalPipe?
    /// How ``suspend()`` stops the process; tests replace it to look at the terminal while
    /// "stopped" without stopping the test runner.
    var stopProcess: () -> Void = TerminalSession.stopWithTerminalStop

    /// Whether ``close()`` has run.
    ///
    /// ```swift
    /// session.close()
    /// session.isClosed   // true
    /// ```
    public private(set) var isClosed = false

    /// Opens the session on standard input and output, or returns nil (not an error) when either is
    /// not a terminal: the application then renders one frame as text and exits.
    ///
    /// `presentation` says where the program draws: the whole alternate screen (the default), or
    /// `.inline(rows:)`, the main screen from the cursor's line down, which an ``ANSIRenderer``
    /// made with the same presentation draws into.
    ///
    /// With `reportingMouse`, the terminal also reports mouse buttons, drags and the wheel, as
    /// input that ``KeyDecoder/feedEvents(_:)`` decodes, for as long as the session has the
    /// terminal: reports are turned off again on every way the terminal is given back (``close()``,
    /// ``suspend()``, an `exit()`) and on again when it is taken back after a suspension.
    ///
    /// Throws ``TerminalError`` when the terminal exists but cannot be set up (its modes cannot be
    /// read or set, a handler cannot be installed), or when another session is already open.
    ///
    /// ```swift
    /// if let session = try TerminalSession.open(reportingMouse: true) {
    ///     defer { session.close() }   // mouse reports off, the screen and modes restored
    ///     try session.write("hello")
    /// }
    /// guard let session = try TerminalSession.open(presentation: .inline(rows: 3)) else { return }
    /// var renderer = ANSIRenderer(colorMode: .palette256, presentation: .inline(rows: 3))
    /// try session.write(renderer.update(to: frame))
    /// try session.write(renderer.leave())   // the cursor on the line after the frame
    /// session.close()
    /// ```
    public static func open(
        presentation: TerminalPresentation = .fullScreen, reportingMouse: Bool = false
    ) throws -> TerminalSession? {
        try open(input: STDIN_FILENO, output: STDOUT_FILENO, presentation: presentation, reportingMouse: reportingMouse)
    }

    /// ``open(presentation:reportingMouse:)`` on other descriptors: nil when either is not a terminal.
    static func open(
        input: Int32, output: Int32, presentation: TerminalPresentation = .fullScreen, reportingMouse: Bool = false
    ) throws -> TerminalSession? {
        guard TerminalDevice(descriptor: input).isTerminal, TerminalDevice(descriptor: output).isTerminal else {
            return nil
        }
        return try TerminalSession(
            input: input, output: output, presentation: presentation, reportingMouse: reportingMouse)
    }

    /// Sets up the terminal on `input` (modes, read) and `output` (screen, size), which may be the
    /// same descriptor. On failure whatever was set up is undone before the error is thrown.
    init(
        input: Int32, output: Int32, presentation: TerminalPresentation = .fullScreen, reportingMouse: Bool = false
    ) throws {
        let inputDevice = TerminalDevice(descriptor: input)
        let outputDevice = TerminalDevice(descriptor: output)
        var terminal = OpenTerminal(
            input: inputDevice, output: outputDevice, savedModes: try inputDevice.modes(), presentation: presentation)
        terminal.reportsMouse = reportingMouse
        try OpenTerminal.claim(terminal)
        self.terminal = terminal
        do {
            openSignalPipe = try SignalPipe()
            try terminal.enter()
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Gives the terminal back: leaves the alternate screen (resetting attributes, showing the
    /// cursor, turning line wrap back on), restores the modes found at open, then the signal
    /// handlers. Calling it again does nothing.
    ///
    /// A SIGINT, SIGTERM or SIGHUP that arrived since the last ``waitForEvents(timeout:)`` is
    /// raised again after the handlers are restored, so a request to stop is never lost.
    ///
    /// ```swift
    /// session.close()
    /// session.close()   // no effect
    /// ```
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        terminal.restore()
        OpenTerminal.release()
        guard let signalPipe = openSignalPipe else { return }
        let unreported = signalPipe.receivedSignals().filter(SignalPipe.terminationSignals.contains)
        signalPipe.restore()
        openSignalPipe = nil
        // Sent to the process rather than raised on this thread, which might block the signal.
        for signal in Set(unreported).sorted() {
            kill(getpid(), signal)
        }
    }

    /// Writes `text` to the terminal whole, retrying after interrupted and partial writes.
    ///
    /// ```swift
    /// try session.write("\u{1b}[1;1HHello")
    /// ```
    public func write(_ text: String) throws {
        guard !isClosed else {
            throw TerminalError(action: "write to the terminal", reason: "the session is closed")
        }
        try terminal.output.writeAll(Array(text.utf8))
    }
}
