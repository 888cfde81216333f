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
/// The application, its window and every view and controller live on the main actor. Run it with
/// `try await app.run()`: while it waits for a key, the main actor is free, so a `Task` that an
/// action or a timer started can change views, and the screen is drawn again as soon as it does;
/// so is a change to an `@Observable` model that views are bound to, made by a task or by another
/// thread. Timers (``schedule(every:_:)``, ``schedule(after:_:)``) call their actions on the main
/// actor too. ``run(events:columns:rows:)`` runs the same loop on events a test sends instead of
/// a terminal.
///
/// ```swift
/// let app = Application(rootViewController: NavigationController(rootViewController: ContactsController()))
/// app.schedule(every: .seconds(1)) { clock.tick() }
/// try await app.run()
/// ```
///
/// A small tool can draw below the shell's prompt instead, and leave its last frame there: see
/// ``presentation``.
@MainActor public final class Application {
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
    /// Where ``run()`` draws: the whole alternate screen (the default), or `.inline(rows:)`: that
    /// many lines of the main screen from the cursor's line down (at most the terminal's height),
    /// below the shell's prompt, for small tools such as a picker, a progress display or a short
    /// form (see <doc:DrawingBelowThePrompt>).
    ///
    /// Inline, the window is as wide as the terminal and as high as the region. The screen
    /// scrolls up first when the region does not fit below the cursor; after a resize the region
    /// is drawn again at the new width. When the run ends (Ctrl-C included) the last frame stays
    /// where it is, in the scrollback, and the cursor goes to the line after it, for the shell's
    /// next prompt; nothing else is written. Ctrl-Z puts the cursor there too before the shell
    /// takes the terminal, and `fg` draws the frame again from the cursor's line. Without a
    /// terminal or with `TERM=dumb`, ``run()`` writes one frame as in full screen, as high as the
    /// region.
    ///
    /// ```swift
    /// let app = Application(rootViewController: PickerController())
    /// app.presentation = .inline(rows: 6)
    /// try await app.run()   // draws in the 6 lines below the prompt
    /// ```
    public var presentation: TerminalPresentation = .fullScreen

    /// Whether ``run()`` asks the terminal for mouse reports, so that a click focuses and presses
    /// controls and selects table rows, the wheel scrolls, and a drag selects in a text view (see
    /// `Window.handle(_:)` for a `MouseEvent`). Reports are on only while the application runs:
    /// they are turned off on every way out (quitting, Ctrl-C, an error, a signal) and while
    /// Ctrl-Z has it suspended. An inline run (see ``presentation``) leaves the mouse to the
    /// terminal: its reports give screen rows, not the region's. Set it to false, before ``run()``, to leave the mouse to the
    /// terminal (for selecting text to copy, which most terminals also offer with Shift held).
    ///
    /// ```swift
    /// app.isMouseEnabled = false
    /// ```
    public var isMouseEnabled = true
    /// What ``run()`` writes when there is no terminal: plain text by default.
    ///
    /// ```swift
    /// app.headlessColorMode = .palette256   // ANSI text instead of plain text
    /// ```
    public var headlessColorMode: ColorMode? = nil

    /// The frame ``run(events:columns:rows:)`` drew last: what a test looks at while it runs.
    ///
    /// ```swift
    /// app.lastFrame?.plainText().contains("Loaded")
    /// ```
    public private(set) var lastFrame: CellBuffer?

    /// Whether a run is under way: from the start of ``run()`` (or another form) until it
    /// returns.
    ///
    /// ```swift
    /// app.stop()
    /// app.isRunning   // false once the current event is handled
    /// ```
    public private(set) var isRunning = false
    private var timers: [ApplicationTimer] = []
    /// The files watched for ``LiveReload``, whose problems the window shows.
    var liveReloads: [LiveReload] = []
    private let clock = ContinuousClock()
    /// How the loop is woken while it waits: set by each form of run for as long as it runs.
    private var wakeLoop: () -> Void = {}

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
        window.displayRequestHandler = { [weak self] in self?.wakeLoop() }
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

    /// Calls `action` every `interval` while the application runs, first after one interval, and
    /// returns the timer, to stop it with ``ApplicationTimer/invalidate()``.
    ///
    /// ```swift
    /// app.schedule(every: .seconds(1)) { clock.now = Date() }
    /// ```
    @discardableResult
    public func schedule(every interval: Duration, _ action: @escaping @MainActor () -> Void) -> ApplicationTimer {
        let interval = max(interval, .milliseconds(1))
        return add(ApplicationTimer(interval: interval, due: clock.now + interval, action: action))
    }

    /// Calls `action` once, `delay` from now, while the application runs, and returns the timer, to
    /// cancel it with ``ApplicationTimer/invalidate()``.
    ///
    /// ```swift
    /// app.schedule(after: .seconds(3)) { status.text = "" }
    /// ```
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ApplicationTimer {
        add(ApplicationTimer(interval: nil, due: clock.now + max(delay, .zero), action: action))
    }

    private func add(_ timer: ApplicationTimer) -> ApplicationTimer {
        timers.append(timer)
        // A loop waiting for a later timer, or for none, must wait less now.
        wakeLoop()
        return timer
    }

    /// Ends the run after the current event; from a task, it ends the wait for the next one.
    ///
    /// ```swift
    /// controller.handle(action: "done") { _ in app.stop() }
    /// ```
    public func stop() {
        isRunning = false
        wakeLoop()
    }

    /// Runs until ``stop()``, Ctrl-C, a quit key, or SIGINT/SIGTERM/SIGHUP, leaving the main actor
    /// free while it waits for input: tasks that handlers start run meanwhile, and what they change
    /// is drawn at once. Without a terminal, or on one that cannot draw screens (`TERM=dumb`, see
    /// ``canDrawScreens(environment:)``), writes one frame to standard output and returns: on a
    /// terminal, as wide as the terminal and one row less than its height (for the shell's next
    /// prompt), else the size `COLUMNS` and `LINES` give (see
    /// `TerminalSession.fallbackSize(environment:)`). The terminal is restored however it ends,
    /// thrown errors included.
    ///
    /// ```swift
    /// try await Application(rootViewController: root).run()
    /// ```
    public func run() async throws {
        guard let session = try openSessionOrWriteFrame() else { return }
        var loop = TerminalLoop(
            session: session, colorMode: ColorMode.detect(environment: environment), presentation: presentation)
        defer {
            // Inline, the last frame stays above the line the shell's prompt comes on.
            try? session.write(loop.renderer.leave())
            session.close()
        }
        let waiter = TerminalWaiter(session: session)
        try begin(&loop, wake: TerminalSession.wakeUp)
        defer { end() }
        while isRunning {
            let timeout = try drawAndPlanWait(&loop)
            try handle(await waiter.waitForEvents(timeout: timeout), in: &loop)
        }
        // Inline, the last frame stays: it shows what the last key did (an answer chosen, a
        // field filled in).
        if presentation.isInline { _ = try drawAndPlanWait(&loop) }
    }

    /// Runs the application on `events` instead of a terminal, in a screen of `columns` × `rows`,
    /// until ``stop()``, Ctrl-C or a quit key, or until `events` ends: each frame is drawn into
    /// ``lastFrame``. Between events the main actor is free, as in ``run()``, and timers fire;
    /// so a test sends keys, then waits for the state it expects (``lastFrame``, a view's property)
    /// with a generous limit, never for a fixed time.
    ///
    /// ```swift
    /// let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
    /// let running = Task { await app.run(events: events, columns: 40, rows: 10) }
    /// input.yield(contentsOf: ApplicationEvent.typing("Ada") + [.key(.enter)])
    /// // wait until app.lastFrame shows the greeting, then:
    /// input.finish()
    /// await running.value
    /// ```
    public func run(events: some AsyncSequence<ApplicationEvent, Never> & Sendable, columns: Int, rows: Int) async {
        let signal = LoopSignal()
        var queued: [ApplicationEvent] = []
        var eventsEnded = false
        let feeder = Task {
            for await event in events {
                queued.append(event)
                signal.signal()
            }
            eventsEnded = true
            signal.signal()
        }
        defer { feeder.cancel() }
        window.colorMode = headlessColorMode
        resize(columns: columns, rows: rows)
        isRunning = true
        wakeLoop = { signal.signal() }
        BindingUpdates.setPendingHandler { Task { @MainActor in signal.signal() } }
        defer { end() }
        while isRunning {
            if window.needsDisplay || BindingUpdates.hasPending { lastFrame = window.render() }
            if queued.isEmpty {
                if eventsEnded { return }
                await signal.wait(timeout: nextTimeout(escapePending: false))
            }
            while isRunning, !queued.isEmpty {
                switch queued.removeFirst() {
                case .key(let key): handle(key)
                case .mouse(let event): window.handle(event)
                case .resized(let columns, let rows): resize(columns: columns, rows: rows)
                }
            }
            fireDueTimers()
        }
    }

    /// Opens the terminal, or returns nil after writing the one frame that stands for the
    /// application where no screen can be drawn.
    private func openSessionOrWriteFrame() throws -> TerminalSession? {
        if Self.canDrawScreens(environment: environment),
            let session = try TerminalSession.open(
                presentation: presentation, reportingMouse: isMouseEnabled && !presentation.isInline)
        {
            return session
        }
        let size = headlessSize(terminal: TerminalDevice(descriptor: STDOUT_FILENO).windowSize())
        print(headlessFrame(columns: size.columns, rows: size.rows))
        return nil
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
    /// whole frame and the shell's next prompt stay in view; else `COLUMNS` and `LINES`. Inline,
    /// no more rows than the region has.
    private func headlessSize(terminal: (columns: Int, rows: Int)?) -> (columns: Int, rows: Int) {
        let size =
            terminal.map { (columns: $0.columns, rows: max($0.rows - 1, 1)) }
            ?? TerminalSession.fallbackSize(environment: environment)
        return (size.columns, presentation.rows(inTerminalOf: size.rows))
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

    /// Sets the window up for the terminal and starts waking the loop through `wake`.
    private func begin(_ loop: inout TerminalLoop, wake: @escaping @Sendable () -> Void) throws {
        window.colorMode = loop.renderer.colorMode
        let size = loop.session.size
        resizeToTerminal(columns: size.columns, rows: size.rows)
        isRunning = true
        wakeLoop = wake
        BindingUpdates.setPendingHandler(wake)
    }

    /// The run is over: nothing wakes a loop any more.
    private func end() {
        isRunning = false
        wakeLoop = {}
        BindingUpdates.setPendingHandler(nil)
    }

    /// Draws what changed since the last frame, and says how long the loop may wait for input.
    private func drawAndPlanWait(_ loop: inout TerminalLoop) throws -> Duration? {
        // Model changes made by the last keys, timers and tasks reach their views before the window is drawn.
        BindingUpdates.applyPending()
        if window.needsDisplay { try loop.session.write(loop.renderer.update(to: window.render())) }
        return nextTimeout(escapePending: loop.decoder.hasPendingBytes)
    }

    /// Handles what the terminal reported (none when the wait ran out or was woken), then the
    /// timers that are due.
    private func handle(_ events: [TerminalEvent], in loop: inout TerminalLoop) throws {
        var inputs: [InputEvent] = []
        for event in events {
            switch event {
            case .input(let bytes):
                inputs += loop.decoder.feedEvents(bytes)
            case .resized(let columns, let rows):
                resizeToTerminal(columns: columns, rows: rows)
                loop.renderer.invalidate()
            case .resumed:
                // Stopped from outside (kill -TSTP, kill -STOP): the cursor is where the frame was,
                // or below what the shell printed meanwhile.
                redrawAfterStop(&loop)
            case .terminate:
                stop()
            }
        }
        if events.isEmpty, loop.decoder.hasPendingBytes {
            inputs += loop.decoder.flushPendingEscape().map(InputEvent.key)
        }
        for input in inputs where isRunning {
            switch input {
            case .key(Self.suspendKey):
                // Inline, the shell's job message comes below the frame.
                try loop.session.write(loop.renderer.leave())
                try loop.session.suspend()
                redrawAfterStop(&loop)
            case .key(let key):
                handle(key)
            case .mouse(let event):
                window.handle(event)
            }
        }
        fireDueTimers()
    }

    /// The terminal's screen was lost while the process was stopped, and its size may have changed:
    /// the next frame is laid out for the size now and drawn whole (inline, from the cursor's line).
    private func redrawAfterStop(_ loop: inout TerminalLoop) {
        let size = loop.session.size
        resizeToTerminal(columns: size.columns, rows: size.rows)
        loop.renderer.startOverAtCursor()
        window.needsDisplay = true
    }

    /// Lays the window out for a terminal of `columns` × `rows`: all of it, or inline the region's
    /// rows.
    private func resizeToTerminal(columns: Int, rows: Int) {
        resize(columns: columns, rows: presentation.rows(inTerminalOf: rows))
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
        timers.removeAll { !$0.isValid }
        var timeout: Duration? = escapePending ? KeyDecoder.escapeTimeout : nil
        if let due = timers.map(\.due).min() {
            let untilTimer = max(clock.now.duration(to: due), .zero)
            timeout = min(timeout ?? untilTimer, untilTimer)
        }
        return timeout
    }

    private func fireDueTimers() {
        let now = clock.now
        // A timer's action may add timers; those wait for the next round.
        for timer in timers where isRunning {
            timer.fireIfDue(at: now)
        }
    }
}

/// What ``Application/run()`` keeps between rounds.
private struct TerminalLoop {
    let session: TerminalSession
    var renderer: ANSIRenderer
    var decoder = KeyDecoder()

    init(session: TerminalSession, colorMode: ColorMode, presentation: TerminalPresentation) {
        self.session = session
        renderer = ANSIRenderer(colorMode: colorMode, presentation: presentation)
    }
}
