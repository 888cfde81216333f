import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A command running in a real terminal (a detached tmux session), for end-to-end tests: type keys
/// at it, read its screen, check the terminal's state, and get its exit status.
///
/// Each session runs its own tmux server on its own socket in a fresh temporary directory, so tests
/// can run in parallel and never touch the user's tmux. The status line is off, so the command has
/// every row. The server is killed by ``kill()`` or when the session is released.
///
/// Every wait is for a state (a screen, the command's end), up to ``Patience/limit`` unless told
/// otherwise: only a hang reaches it, however busy the machine is. Nothing is read after a delay.
///
/// The command runs under a small `/bin/sh` wrapper that writes its exit status to a file once it
/// ends (`128 + n` when signal n killed it, as shells report it), sets the pane's title to a marker,
/// and then sleeps, keeping the pane open until ``kill()``: tmux may drop output it has not read yet
/// when a pane's program ends, and hides the cursor of a dead pane, so a live pane is what keeps the
/// command's last screen and the terminal's state observable. The title comes through the terminal
/// after everything the command wrote, so once tmux shows it, tmux has read all of that: the
/// screen is final. The wrapper catches SIGINT and SIGQUIT with a handler (which the
/// command does not inherit), because the terminal sends those to the wrapper too when the command
/// lets ctrl-c or ctrl-\ raise them; it takes every other signal as it comes, so killing the server
/// hangs up and ends the command.
///
/// ```swift
/// @Test(.enabled(if: TmuxSession.isAvailable))
/// func quits() throws {
///     let tmux = try TmuxSession(command: [appPath], columns: 60, rows: 20)
///     defer { tmux.kill() }
///     _ = try tmux.waitUntil { $0.contains("Phone Numbers") }
///     try tmux.sendKeys("Down", "Enter")
///     try tmux.sendKeys("q")
///     #expect(try tmux.waitForExit() == 0)
///     #expect(try tmux.isAlternateScreenOn == false)
/// }
/// ```
public final class TmuxSession {
    /// Why tmux could not do what a test asked.
    public enum Failure: Error, CustomStringConvertible {
        /// tmux could not be started at all (not installed, or not on `PATH`).
        case launchFailed(arguments: [String], reason: String)
        /// tmux ran but failed.
        case commandFailed(arguments: [String], status: Int32, output: String)
        /// A wait ran out of time; `screen` is the last screen seen.
        case timedOut(waitingFor: String, after: Duration, screen: String)
        /// The command's pane is gone without a recorded status.
        case noExitStatus(paneState: String)

        public var description: String {
            switch self {
            case .launchFailed(let arguments, let reason):
                "cannot run tmux \(arguments.joined(separator: " ")): \(reason)"
            case .commandFailed(let arguments, let status, let output):
                "tmux \(arguments.joined(separator: " ")) failed with status \(status): \(output)"
            case .timedOut(let waitingFor, let after, let screen):
                "timed out after \(after) waiting for \(waitingFor); the screen was:\n\(screen)"
            case .noExitStatus(let paneState):
                "the command ended without recording its exit status (pane: \(paneState))"
            }
        }
    }

    /// Whether tmux can be run here (`tmux -V` succeeds). Gate tests on it with
    /// `.enabled(if: TmuxSession.isAvailable)`.
    public static let isAvailable: Bool = (try? run(["-V"])) != nil

    /// The session's name on its own server.
    public let name: String
    /// The terminal's size.
    public let columns: Int
    public let rows: Int
    /// The directory holding the server's socket and the exit status file; removed by ``kill()``.
    private let directory: URL
    private var isKilled = false
    /// The title the wrapper gives the pane once the command has ended.
    private let exitTitle: String

    private var socketPath: String { directory.appendingPathComponent("socket").path }
    private var statusPath: String { directory.appendingPathComponent("status").path }

    /// Starts `command` (an executable and its arguments, run without a shell in between) in a
    /// `columns`×`rows` terminal, with `environment` added to the test process's own (use it to set
    /// `TERM`, `COLUMNS`, `NO_COLOR`…; tmux otherwise sets `TERM` to its `default-terminal`).
    public init(command: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
        let unique = "loom-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        name = unique
        self.columns = columns
        self.rows = rows
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(unique)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        exitTitle = unique + " ended"
        let environmentPrefix = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let program = (environment.isEmpty ? [] : ["env"] + environmentPrefix) + command
        let wrapper =
            #"trap : INT QUIT; "$@"; echo $? > "$0"; printf '\033]2;%s\033\\' "# + TmuxSession.quoted(exitTitle)
            + "; exec sleep 86400"
        let shellCommand = (["exec", "/bin/sh", "-c", wrapper, statusPath] + program).map(TmuxSession.quoted)
            .joined(separator: " ")
        do {
            // One invocation, so the options are set before the command can possibly exit.
            try tmux([
                "start-server", ";", "set-option", "-g", "status", "off", ";",
                "set-option", "-g", "remain-on-exit", "on", ";",
                "set-option", "-gq", "remain-on-exit-format", "", ";",
                "set-option", "-g", "default-shell", "/bin/sh", ";",
                "new-session", "-d", "-s", unique, "-x", String(columns), "-y", String(rows), shellCommand,
            ])
        } catch {
            kill()
            throw error
        }
    }

    deinit {
        kill()
    }

    /// Types keys, named as tmux's `send-keys` names them: `"Down"`, `"Enter"`, `"Tab"`, `"BTab"`,
    /// `"Escape"`, `"C-c"`, `"F5"`, `"q"`; `"-l", "text"` types text literally.
    public func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// The screen as plain text: one line per row without trailing spaces, trailing blank lines
    /// removed, no final newline.
    public func capture() throws -> String {
        TmuxSession.withoutTrailingBlankLines(try tmux(["capture-pane", "-p", "-t", name]))
    }

    /// The lines scrolled off the top of the screen, then the screen, as ``capture()`` gives it:
    /// for what a program leaves in the scrollback.
    public func captureWithScrollback() throws -> String {
        TmuxSession.withoutTrailingBlankLines(try tmux(["capture-pane", "-p", "-S", "-", "-t", name]))
    }

    /// `text` without its trailing blank lines and final newline.
    private static func withoutTrailingBlankLines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy({ $0 == " " }) {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }

    /// The screen as ``capture()`` gives it, with each cell's colors and attributes as SGR escape
    /// sequences (`capture-pane -e`), so that a change of style alone shows: for waiting until a
    /// selection has moved.
    public func captureWithStyles() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", name])
    }

    /// Captures the screen until `condition` holds for it, and returns that screen; throws with the
    /// last screen seen if it does not hold within `timeout`.
    @discardableResult
    public func waitUntil(timeout: Duration = Patience.limit, _ condition: (String) -> Bool) throws -> String {
        var screen = ""
        guard
            try Patience.wait(
                upTo: timeout, checkingEvery: .milliseconds(20),
                until: {
                    screen = try capture()
                    return condition(screen)
                })
        else { throw Failure.timedOut(waitingFor: "the screen to match", after: timeout, screen: screen) }
        return screen
    }

    /// Waits for the command to end and returns its exit status (`128 + n` if signal n killed it).
    /// By then tmux has read everything the command wrote, so ``capture()`` shows its last screen;
    /// the pane stays open until ``kill()``.
    public func waitForExit(timeout: Duration = Patience.limit) throws -> Int32 {
        guard
            try Patience.wait(
                upTo: timeout, checkingEvery: .milliseconds(20),
                until: {
                    let state = try paneFormat("#{pane_dead} #{pane_title}")
                    // The wrapper itself ended without getting this far: it was killed.
                    guard !state.hasPrefix("1") else {
                        throw Failure.noExitStatus(paneState: try paneFormat("#{pane_dead} #{pane_dead_status}"))
                    }
                    return state == "0 " + exitTitle
                })
        else { throw Failure.timedOut(waitingFor: "the command to exit", after: timeout, screen: try capture()) }
        guard let recorded = try? String(contentsOfFile: statusPath, encoding: .utf8),
            let status = Int32(recorded.trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw Failure.noExitStatus(paneState: try paneFormat("#{pane_dead} #{pane_dead_status}")) }
        return status
    }

    /// Appends everything the command writes from now on, escape sequences and all, to the file at
    /// `path`: for finding out why a screen is not what a test expected. Once the command ends, the
    /// file also gets the wrapper's title sequence (`ESC ] 2 ; … ESC \`).
    public func recordOutput(to path: String) throws {
        try tmux(["pipe-pane", "-t", name, "-o", "cat >> " + TmuxSession.quoted(path)])
    }

    /// Resizes the terminal, as when the user resizes the window: the command gets SIGWINCH.
    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
    }

    /// Whether the terminal shows the alternate screen (a full-screen program's), not the main one.
    public var isAlternateScreenOn: Bool {
        get throws { try paneFormat("#{alternate_on}") == "1" }
    }

    /// Whether the cursor is shown.
    public var isCursorVisible: Bool {
        get throws { try paneFormat("#{cursor_flag}") == "1" }
    }

    /// A tmux format expanded for the pane (`"#{cursor_x},#{cursor_y}"`), for state the other
    /// properties do not cover.
    public func paneFormat(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .newlines)
    }

    /// Kills the tmux server (and so the command) and removes the session's files. Calling it again
    /// does nothing.
    public func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs tmux on this session's server.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try TmuxSession.run(["-S", socketPath, "-f", "/dev/null"] + arguments)
    }

    /// Runs tmux with `arguments`, returning its output; throws when it fails.
    ///
    /// Spawned and reaped directly rather than with Foundation's `Process`, whose reaping of a
    /// tmux client (which forks the server) was seen to hang under the test runner. Output goes to
    /// a file, not a pipe: tmux hands its client's output descriptor to the server and the command
    /// in a new pane inherits it, so a pipe would not reach end of file until that command ended.
    private static func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("loom-tmux-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try spawnAndWait(["tmux"] + arguments, outputPath: outputPath)
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else { throw Failure.commandFailed(arguments: arguments, status: status, output: text) }
        return text
    }

    /// Runs `command` (looked up on `PATH`) with standard output and error to `outputPath` and no
    /// input, and returns its exit status (`128 + n` if signal n killed it).
    private static func spawnAndWait(_ command: [String], outputPath: String) throws -> Int32 {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        // The test runner's threads block signals, and a spawned process inherits the mask: tmux and
        // the command would then never see SIGHUP, SIGTERM or SIGWINCH. Start them with none blocked
        // and every signal at its default action.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // Inside a tmux session these point at the user's server; this one is separate.
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" && $0.key != "TMUX_PANE" }
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure.launchFailed(arguments: command, reason: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw Failure.launchFailed(arguments: command, reason: "waitpid: \(String(cString: strerror(errno)))")
            }
        }
        // The wait status holds the signal in its low seven bits, else the exit code above them.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// `argument` quoted for `/bin/sh`.
    private static func quoted(_ argument: String) -> String {
        "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
