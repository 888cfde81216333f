import Bindings
import Foundation

/// Runs a window in the terminal: raw mode and the alternate screen, keys to the focused view,
/// a redraw whenever a view changed (writing only the cells that changed), resizes, timers, and a
/// clean exit that always restores the terminal.
///
/// Ctrl-C quits. Ctrl-Z suspends, as in any terminal program: the terminal is given back as on
/// exit and the process stops until the shell's `fg` continues it, which redraws the whole
/// screen (a SIGTSTP sent with `kill -TSTP` does the same). When standard input or output is not a
/// terminal, or `TERM` is `dumb`, ``run()`` writes one frame as text to standard output and
/// returns, so the same program works in pipes, tests and terminals without cursor addressing.
///
/// Views, and the models bound to them, belong to the thread that runs the application: change
/// them in actions, key handlers and timers. A change made on another thread is drawn only when
/// the next key or timer wakes the loop.
///
/// ```swift
/// let app = Application(rootViewController: NavigationController(rootViewController: ContactsController()))
/// app.schedule(every: .seconds(1)) { clock.tick() }
/// try app.run()
/// ```
public final class Application {
    /// The window the application shows.
    ///
    /// ```swift
    /// app.window.focus(searchField)
    /// ```
    public let window = Window()
    /// Keys that end the application when the focused views do not handle them first. Ctrl-C
    /// always ends it.
    ///
    /// ```swift
    /// app.quitKeys = [.character("q")]
    /// ```
    public var quitKeys: Set<Key> = [] { didSet { updateKeyHelp() } }
    /// The environment whose `COLUMNS`, `LINES`, `COLORTERM`, `TERM` and `NO_COLOR` are read.
    ///
    /// ```swift
    /// app.environment["NO_COLOR"] = "1"
    /// ```
    public var environment: [String: String]
    /// What ``run()`` writes when there is no terminal: plain text by default.
    ///
    /// ```swift
    /// app.headlessColorMode = .palette256   // ANSI text instead of plain text
    /// ```
    public var headlessColorMode: ColorMode? = nil

    private var isRunning = false
    private var timers: [ScheduledTimer] = []
    private let clock = ContinuousClock()

    /// An application showing `rootViewController`.
    ///
    /// ```swift
    /// let app = Application(rootViewController: MenuController())
    /// ```
    public init(
        rootViewController: ViewController, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.environment = environment
        window.rootViewController = rootViewController
        window.handle(action: Self.quitAction) { [weak self] _ in self?.stop() }
        updateKeyHelp()
    }

    /// Tells the window the keys the application handles itself, for the keys overlay: Ctrl-Z,
    /// and the quit keys with Ctrl-C.
    private func updateKeyHelp() {
        let quit = quitKeys.sorted { $0.displayName < $1.displayName } + [.control("c")]
        window.applicationKeyHelp = [
            KeyHelp(keys: [Self.suspendKey], title: "suspend (the shell's fg resumes)"),
            KeyHelp(keys: quit, title: "quit"),
        ]
    }

    /// The key that suspends the application: Ctrl-Z, as in a shell. It gives the terminal back
    /// (see `TerminalSession.suspend()`) and stops the process; the shell's `fg` continues it
    /// and the whole screen is drawn again. It is not offered to the views first: a terminal
    /// program in cooked mode gets no say either.
    ///
    /// ```swift
    /// Application.suspendKey   // .control("z")
    /// ```
    public static let suspendKey = Key.control("z")

    /// The action name that ends the application when a control sends it and nothing before the
    /// window handles it: `"quit"`.
    ///
    /// ```swift
    /// try quitButton.setValue("quit", forKey: "touchUpInside")
    /// ```
    public static let quitAction = "quit"

    /// Calls `action` every `interval` while the application runs, first after one interval.
    ///
    /// ```swift
    /// app.schedule(every: .seconds(1)) { clock.now = Date() }
    /// ```
    public func schedule(every interval: Duration, _ action: @escaping () -> Void) {
        let interval = max(interval, .milliseconds(1))
        timers.append(ScheduledTimer(interval: interval, due: clock.now + interval, action: action))
    }

    /// Ends ``run()`` after the current event.
    ///
    /// ```swift
    /// controller.handle(action: "done") { _ in app.stop() }
    /// ```
    public func stop() {
        isRunning = false
    }

    /// Runs until ``stop()``, Ctrl-C, a quit key, or SIGINT/SIGTERM/SIGHUP; without a terminal, or
    /// on one that cannot draw screens (`TERM=dumb`, see ``canDrawScreens(environment:)``), writes
    /// one frame to standard output and returns: on a terminal, as wide as the terminal and one row
    /// less than its height (for the shell's next prompt), else the size `COLUMNS` and `LINES`
    /// give (see `TerminalSession.fallbackSize(environment:)`). The terminal is restored however it ends,
    /// thrown errors included.
    ///
    /// ```swift
    /// try Application(rootViewController: root).run()
    /// ```
    public func run() throws {
        guard Self.canDrawScreens(environment: environment), let session = try TerminalSession.open() else {
            let size = headlessSize(terminal: TerminalDevice(descriptor: STDOUT_FILENO).windowSize())
            print(headlessFrame(columns: size.columns, rows: size.rows))
            return
        }
        defer { session.close() }
        try run(in: session)
    }

    /// Whether the terminal described by `environment` can show a screen that is drawn and redrawn
    /// in place: not when `TERM` is `dumb` (any case), a terminal without cursor addressing, such as
    /// an editor's shell buffer. ``run()`` then writes one frame as text and returns, as it does
    /// without a terminal.
    ///
    /// ```swift
    /// Application.canDrawScreens(environment: ["TERM": "dumb"])             // false
    /// Application.canDrawScreens(environment: ["TERM": "xterm-256color"])   // true
    /// ```
    public static func canDrawScreens(environment: [String: String]) -> Bool {
        environment["TERM"]?.lowercased() != "dumb"
    }

    /// The size of the frame ``run()`` writes when it cannot draw screens: on a terminal that
    /// reports its size (a dumb one), its width and one row less than its height, so that the
    /// whole frame and the shell's next prompt stay in view; else `COLUMNS` and `LINES`.
    private func headlessSize(terminal: (columns: Int, rows: Int)?) -> (columns: Int, rows: Int) {
        guard let terminal else { return TerminalSession.fallbackSize(environment: environment) }
        return (terminal.columns, max(terminal.rows - 1, 1))
    }

    /// The first frame as text, the way ``run()`` writes it without a terminal.
    ///
    /// ```swift
    /// let text = app.headlessFrame(columns: 80, rows: 24)
    /// ```
    public func headlessFrame(columns: Int, rows: Int) -> String {
        resize(columns: columns, rows: rows)
        window.colorMode = headlessColorMode
        let frame = window.render()
        guard let headlessColorMode else { return frame.plainText() }
        return frame.ansiText(colorMode: headlessColorMode)
    }

    private func resize(columns: Int, rows: Int) {
        window.frame = CGRect(x: 0, y: 0, width: max(columns, 0), height: max(rows, 0))
    }

    private func run(in session: TerminalSession) throws {
        let colorMode = ColorMode.detect(environment: environment)
        window.colorMode = colorMode
        var renderer = ANSIRenderer(colorMode: colorMode)
        var decoder = KeyDecoder()
        let size = session.size
        resize(columns: size.columns, rows: size.rows)
        isRunning = true
        while isRunning {
            // Model changes made by the last keys and timers reach their views before the window is drawn.
            BindingUpdates.applyPending()
            if window.needsDisplay { try session.write(renderer.update(to: window.render())) }
            let events = try session.waitForEvents(timeout: nextTimeout(escapePending: decoder.hasPendingBytes))
            var keys: [Key] = []
            for event in events {
                switch event {
                case .input(let bytes):
                    keys += decoder.feed(bytes)
                case .resized(let columns, let rows):
                    resize(columns: columns, rows: rows)
                    renderer.invalidate()
                case .resumed:
                    redrawAfterStop(in: session, renderer: &renderer)
                case .terminate:
                    stop()
                }
            }
            if events.isEmpty, decoder.hasPendingBytes { keys += decoder.flushPendingEscape() }
            for key in keys where isRunning {
                if key == Self.suspendKey {
                    try session.suspend()
                    redrawAfterStop(in: session, renderer: &renderer)
                } else {
                    handle(key)
                }
            }
            fireDueTimers()
        }
    }

    /// The terminal's screen was lost while the process was stopped, and its size may have changed:
    /// the next frame is laid out for the size now and drawn whole.
    private func redrawAfterStop(in session: TerminalSession, renderer: inout ANSIRenderer) {
        let size = session.size
        resize(columns: size.columns, rows: size.rows)
        renderer.invalidate()
        window.needsDisplay = true
    }

    private func handle(_ key: Key) {
        if key == .control("c") {
            stop()
            return
        }
        if !window.handle(key), quitKeys.contains(key) { stop() }
    }

    /// How long to wait for input: until the next timer, or briefly when an Escape may start a sequence.
    private func nextTimeout(escapePending: Bool) -> Duration? {
        var timeout: Duration? = escapePending ? KeyDecoder.escapeTimeout : nil
        if let due = timers.map(\.due).min() {
            let untilTimer = max(clock.now.duration(to: due), .zero)
            timeout = min(timeout ?? untilTimer, untilTimer)
        }
        return timeout
    }

    private func fireDueTimers() {
        let now = clock.now
        for index in timers.indices where timers[index].due <= now {
            // Skip missed ticks rather than firing them in a burst after a pause.
            while timers[index].due <= now { timers[index].due += timers[index].interval }
            timers[index].action()
        }
    }
}

/// A repeating action of an ``Application``.
private struct ScheduledTimer {
    let interval: Duration
    var due: ContinuousClock.Instant
    let action: () -> Void
}
