import Foundation
import LoomTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// ``TerminalProbe`` in a real terminal (tmux): keys as tmux sends them decode to the right keys,
/// and every way out gives the terminal back — the main screen, the cursor, and cooked mode with
/// echo, as `stty` reports it afterwards.
///
/// Runs the test binary itself, so only where it can be run directly with a filter (Linux).
@Suite("TerminalSession in tmux", .enabled(if: TmuxSession.isAvailable && ProbeBinary.canRun))
struct TerminalSessionEndToEndTests {
    /// Starts the probe under `sh`, which afterwards prints the terminal's modes as `stty` sees them.
    private func startProbe(columns: Int = 60, rows: Int = 30) throws -> TmuxSession {
        let probe = [ProbeBinary.path, "--testing-library", "swift-testing", "--filter", "TerminalProbe"]
            .map { "'\($0)'" }.joined(separator: " ")
        let modes = "stty -a | tr -s '; ' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '"
        let tmux = try TmuxSession(
            command: ["sh", "-c", "\(probe) 2>/dev/null; echo; echo \"modes: $(\(modes))\""],
            columns: columns, rows: rows, environment: ["LOOM_TERMINAL_PROBE": "1"])
        // The whole first row, so that reading the pid and size from it needs no second look.
        try tmux.waitUntil { $0.split(separator: "\n").first?.wholeMatch(of: /ready pid=\d+ size=\d+x\d+/) != nil }
        return tmux
    }

    @Test("keys sent by tmux decode, and quitting restores the terminal")
    func keysAndQuit() throws {
        let tmux = try startProbe()
        defer { tmux.kill() }
        #expect(try tmux.capture().hasPrefix("ready pid="))
        #expect(try tmux.capture().contains("size=60x30"))
        #expect(try tmux.isAlternateScreenOn)
        #expect(try !tmux.isCursorVisible)

        try tmux.sendKeys("Down", "Up", "Left", "Right", "Home", "End", "PageUp", "PageDown", "DC", "BSpace")
        try tmux.sendKeys("Enter", "Tab", "BTab", "C-c", "C-z", "F1", "F5", "F12")
        try tmux.sendKeys("-l", "é日")
        try tmux.sendKeys("Escape")
        let expected = [
            "key down", "key up", "key left", "key right", "key home", "key end", "key pageup", "key pagedown",
            "key delete", "key backspace", "key enter", "key tab", "key backtab", "key ctrl-c", "key ctrl-z",
            "key F1", "key F5", "key F12", "key é", "key 日", "key escape",
        ]
        let screen = try tmux.waitUntil { $0.hasSuffix("key escape") }
        #expect(Array(screen.split(separator: "\n").dropFirst().map(String.init)) == expected)

        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().hasSuffix("modes: icanon echo"))
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
    }

    @Test("a resize is reported with the new size")
    func resize() throws {
        let tmux = try startProbe()
        defer { tmux.kill() }
        try tmux.resize(columns: 70, rows: 20)
        try tmux.waitUntil { $0.contains("resized 70x20") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().hasSuffix("modes: icanon echo"))
    }

    @Test("SIGTERM is reported, and the terminal is restored")
    func terminate() throws {
        let tmux = try startProbe()
        defer { tmux.kill() }
        let ready = try tmux.capture().split(separator: "\n").first ?? ""
        let pid = ready.split(separator: " ").first { $0.hasPrefix("pid=") }.flatMap { Int32($0.dropFirst(4)) }
        let probe = try #require(pid)
        #expect(kill(probe, SIGTERM) == 0)
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().hasSuffix("modes: icanon echo"))
        #expect(try !tmux.isAlternateScreenOn)
    }

    @Test("SIGTSTP with no shell to continue the program (an orphaned group) takes the terminal again at once")
    func suspendWithoutJobControl() throws {
        let tmux = try startProbe()
        defer { tmux.kill() }
        let ready = try tmux.capture().split(separator: "\n").first ?? ""
        let pid = ready.split(separator: " ").first { $0.hasPrefix("pid=") }.flatMap { Int32($0.dropFirst(4)) }
        let probe = try #require(pid)
        #expect(kill(probe, SIGTSTP) == 0)
        // Entering the alternate screen again cleared it: only the rows written since are left.
        try tmux.waitUntil { $0 == "\nresumed" }
        #expect(try tmux.isAlternateScreenOn)
        try tmux.sendKeys("a")
        try tmux.waitUntil { $0.hasSuffix("key a") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil { $0.contains("modes:") }.hasSuffix("modes: icanon echo"))
    }

    @Test("exit() with the session open: the exit handler restores the terminal")
    func exitWithoutClosing() throws {
        let tmux = try startProbe()
        defer { tmux.kill() }
        try tmux.sendKeys("x")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().hasSuffix("modes: icanon echo"))
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
    }
}

/// The test binary, which holds ``TerminalProbe``.
private enum ProbeBinary {
    static let path = CommandLine.arguments.first ?? ""
    #if os(Linux)
    static let canRun = path.hasSuffix(".xctest") && FileManager.default.isExecutableFile(atPath: path)
    #else
    static let canRun = false
    #endif
}
