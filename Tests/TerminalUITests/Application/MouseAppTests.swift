import Foundation
import LoomTestSupport
import Testing

/// The example app (Tests/TerminalUIExample) used with a mouse in a real terminal (tmux): clicks
/// and the wheel reach it as the terminal sends them, and mouse reporting is on exactly while it
/// runs.
///
/// tmux has no mouse of its own to click with, so the tests type the SGR reports a terminal sends
/// (`ESC [ < 0 ; column ; row M`, then `m` for the release) with `send-keys -l`, which hands them
/// to the program as they are, mouse mode or not. Whether mouse mode is on is what tmux's
/// `mouse_button_flag` (1002) and `mouse_sgr_flag` (1006) say: that is what decides whether a real
/// terminal sends these reports, to the program or, after it, to the shell.
@Suite("Mouse in the example app, in tmux", .enabled(if: TmuxSession.isAvailable && ExampleBinary.exists))
struct MouseAppTests {
    /// Starts the example under `sh`, which afterwards prints the exit status.
    private func startExample(screen: String? = nil, rows: Int = 10) throws -> TmuxSession {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "'\(ExampleBinary.path)'; echo \"exit=$?\""], columns: 40, rows: rows,
            environment: screen.map { ["EXAMPLE_SCREEN": $0] } ?? [:])
        try tmux.waitUntil { !$0.isEmpty }
        return tmux
    }

    /// The press and the release of the left button at a cell (0-based), as a terminal reports them.
    private func click(_ tmux: TmuxSession, column: Int, row: Int) throws {
        try tmux.sendKeys("-l", "\u{1b}[<0;\(column + 1);\(row + 1)M\u{1b}[<0;\(column + 1);\(row + 1)m")
    }

    /// Whether the terminal reports button presses, releases and drags, in the SGR encoding.
    private func isMouseReportingOn(_ tmux: TmuxSession) throws -> Bool {
        let flags = try tmux.paneFormat("#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}")
        #expect(flags == "1 1 1" || flags == "0 0 0", "partly on: \(flags)")
        return flags == "1 1 1"
    }

    @Test func clickingButtonsPressesThemAndMouseReportingEndsWithTheApp() throws {
        let tmux = try startExample()
        defer { tmux.kill() }
        try tmux.waitUntil { $0.contains("   Greet    Quit") }
        #expect(try isMouseReportingOn(tmux))

        try click(tmux, column: 5, row: 6)  // "Greet"
        try tmux.waitUntil { $0.contains("Hello, stranger!") }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { $0.contains("   Greet    Quit") }
        try click(tmux, column: 13, row: 6)  // "Quit"
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture() == "exit=0")
        #expect(try !isMouseReportingOn(tmux))
    }

    /// Whether the text view on `screen` shows exactly the lines numbered `lines`.
    private func shows(_ screen: String, lines: ClosedRange<Int>) -> Bool {
        (1...13).allSatisfy { screen.contains(" line \($0) ") == lines.contains($0) }
    }

    @Test func theWheelScrollsATextView() throws {
        let tmux = try startExample(screen: "widgets", rows: 12)
        defer { tmux.kill() }
        try tmux.waitUntil { $0.contains("Notes") }
        for line in 1...12 {
            try tmux.sendKeys("-l", "line \(line)")
            try tmux.sendKeys("Enter")
        }
        // The cursor on the empty 13th line, at the bottom of the five rows.
        try tmux.waitUntil { shows($0, lines: 9...12) }
        // One notch up over the text: three rows.
        try tmux.sendKeys("-l", "\u{1b}[<64;5;4M")
        try tmux.waitUntil { shows($0, lines: 6...10) }
        // Two notches down: back to the end, and no further.
        try tmux.sendKeys("-l", "\u{1b}[<65;5;4M\u{1b}[<65;5;4M")
        try tmux.waitUntil { shows($0, lines: 9...12) }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
        #expect(try !isMouseReportingOn(tmux))
    }

    @Test func onADumbTerminalMouseReportingIsNeverTurnedOn() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "'\(ExampleBinary.path)' | od -c | grep -c 033; echo \"exit=$?\""],
            columns: 40, rows: 10, environment: ["TERM": "dumb"])
        defer { tmux.kill() }
        // Writing to a pipe, the app writes one frame as text: no line with an escape (grep counts
        // none, and so exits 1).
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture() == "0\nexit=1")
        let direct = try TmuxSession(
            command: ["sh", "-c", "'\(ExampleBinary.path)'; echo \"exit=$?\""], columns: 40, rows: 10,
            environment: ["TERM": "dumb"])
        defer { direct.kill() }
        #expect(try direct.waitForExit() == 0)
        #expect(try direct.capture().hasSuffix("exit=0"))
        #expect(try !isMouseReportingOn(direct))
    }

    @Test func ctrlZTurnsMouseReportingOffUntilFgAndAClickThenFlipsASwitch() throws {
        let tmux = try ExampleBinary.startInShellWithJobControl(
            columns: 40, rows: 10, environment: ["EXAMPLE_SCREEN": "controls"])
        defer { tmux.kill() }
        try tmux.waitUntil { $0.contains("Gift wrap  [ ]") }
        #expect(try isMouseReportingOn(tmux))

        try tmux.sendKeys("C-z")
        try tmux.waitUntil { $0.contains("Stopped") && $0.hasSuffix("$") }
        #expect(try !isMouseReportingOn(tmux))

        try tmux.sendKeys("-l", "fg")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil { $0.contains("Gift wrap  [ ]") }
        #expect(try isMouseReportingOn(tmux))
        try click(tmux, column: 13, row: 2)
        try tmux.waitUntil { $0.contains("Gift wrap  [x]") }

        try tmux.sendKeys("C-c")
        try tmux.waitUntil { !$0.contains("Gift wrap") && $0.hasSuffix("$") }
        #expect(try !isMouseReportingOn(tmux))
    }
}
