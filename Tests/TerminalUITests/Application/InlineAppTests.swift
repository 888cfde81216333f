import Foundation
import LoomTestSupport
import Testing

/// The example app drawn inline (`EXAMPLE_INLINE_ROWS`), in a real terminal (tmux): below the
/// shell's output, which stays above it, and left in the scrollback when it ends.
@Suite("Example app inline in tmux", .enabled(if: TmuxSession.isAvailable && ExampleBinary.exists))
struct InlineAppTests {
    /// A shell command that prints `icanon` or `-icanon`, then `echo` or `-echo`, as `stty` sees them.
    private static let modes =
        "stty -a | tr -s '; ' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '"

    /// The form's nine rows at 40 columns, its text field showing `field` (22 columns).
    private static func form(field: String = "Your name             ") -> String {
        """
                        Welcome

          Name:

          [\(field)]

           Greet    Quit

          Ticks: 0
        """
    }

    /// Runs the example inline after the shell printed `lines`, in a `columns`×`rows` terminal; the
    /// shell prints the exit status and the terminal's modes afterwards, on the line the prompt
    /// would take.
    private func startBelow(_ lines: [String], inlineRows: Int, columns: Int, rows: Int) throws -> TmuxSession {
        let printed = lines.map { "echo '\($0)'; " }.joined()
        let tmux = try TmuxSession(
            command: ["sh", "-c", "\(printed)'\(ExampleBinary.path)'; echo \"exit=$? modes: $(\(Self.modes))\""],
            columns: columns, rows: rows, environment: ["EXAMPLE_INLINE_ROWS": String(inlineRows)])
        try tmux.waitUntil { $0.contains("Welcome") }
        return tmux
    }

    @Test func theFrameComesBelowTheShellsLinesAndStaysInTheScrollbackAfterCtrlC() throws {
        // Four lines and nine rows do not fit in ten: the screen scrolls up three lines first.
        let tmux = try startBelow(["line 1", "line 2", "line 3", "line 4"], inlineRows: 9, columns: 40, rows: 10)
        defer { tmux.kill() }
        try tmux.waitUntil { $0 == "line 4\n" + Self.form() }
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try !tmux.isCursorVisible)
        try tmux.sendKeys("-l", "Ada")
        try tmux.waitUntil { $0 == "line 4\n" + Self.form(field: "Ada                   ") }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
        // The last frame stays, whole, and what comes next starts on the line after it.
        #expect(
            try tmux.captureWithScrollback()
                == "line 1\nline 2\nline 3\nline 4\n" + Self.form(field: "Ada                   ")
                + "\nexit=0 modes: icanon echo")
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
    }

    @Test func theRegionIsAtMostTheTerminalsHeightAndNonLatinTextIsTypedInPlace() throws {
        let tmux = try startBelow(["line 1"], inlineRows: 50, columns: 40, rows: 9)
        defer { tmux.kill() }
        // Nine rows: the whole screen; "line 1" scrolled off the top.
        try tmux.waitUntil { $0 == Self.form() }
        try tmux.sendKeys("-l", "Łódź 東京")
        // Nine columns, two of them wide characters.
        let typed = Self.form(field: "Łódź 東京             ")
        try tmux.waitUntil { $0 == typed }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.captureWithScrollback() == "line 1\n" + typed + "\nexit=0 modes: icanon echo")
    }

    @Test func aWiderTerminalLaysTheFrameOutAgainInThePlaceItHad() throws {
        let tmux = try startBelow(["line 1"], inlineRows: 5, columns: 40, rows: 12)
        defer { tmux.kill() }
        let top = Self.form().split(separator: "\n", omittingEmptySubsequences: false).prefix(5)
        try tmux.waitUntil { $0 == "line 1\n" + top.joined(separator: "\n") }
        try tmux.resize(columns: 50, rows: 12)
        // The title centred in 50 columns; nothing above the frame or in the scrollback changed.
        let wider =
            "line 1\n" + String(repeating: " ", count: 21) + "Welcome\n" + top.dropFirst().joined(separator: "\n")
        try tmux.waitUntil { $0 == wider }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.captureWithScrollback() == wider + "\nexit=0 modes: icanon echo")
    }

    @Test func ctrlZLeavesTheFrameAboveTheShellAndFgDrawsItAgainBelow() throws {
        let tmux = try ExampleBinary.startInShellWithJobControl(
            columns: 40, rows: 30, environment: ["EXAMPLE_INLINE_ROWS": "5"])
        defer { tmux.kill() }
        try tmux.waitUntil { $0.contains("Welcome") }
        try tmux.sendKeys("-l", "Ada")
        try tmux.waitUntil { $0.contains("[Ada") }
        let top = Self.form(field: "Ada                   ").split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(5)
            .joined(separator: "\n")

        try tmux.sendKeys("C-z")
        // The shell's job message comes below the frame, which stays.
        let stopped = try tmux.waitUntil { $0.contains("Stopped") && $0.hasSuffix("$") }
        #expect(stopped.hasPrefix("$ TerminalUIExample\n" + top + "\n"))
        #expect(try tmux.isCursorVisible)
        try tmux.sendKeys("-l", "fg")
        try tmux.sendKeys("Enter")
        // Drawn again, whole, below the shell's lines; the text typed before is still there.
        try tmux.waitUntil { $0.hasPrefix(stopped + " fg\n") && $0.hasSuffix("\n" + top) }
        #expect(try !tmux.isCursorVisible)
        try tmux.sendKeys("C-c")
        try tmux.waitUntil { $0.hasSuffix(top + "\n$") }
    }

    @Test func onADumbTerminalItPrintsOneFrameAsHighAsTheRegion() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "echo 'line 1'; '\(ExampleBinary.path)'; printf \"exit=$?\""],
            columns: 40, rows: 10, environment: ["TERM": "dumb", "EXAMPLE_INLINE_ROWS": "3"])
        defer { tmux.kill() }
        try tmux.waitUntil { $0 == "line 1\n                Welcome\n\n  Name:\nexit=0" }
        #expect(try !tmux.isAlternateScreenOn)
    }

    @Test func withoutATerminalItPrintsOneFrameAsHighAsTheRegion() throws {
        let (status, text) = try ExampleBinary.runWithoutATerminal(
            environment: ["COLUMNS": "30", "LINES": "10", "EXAMPLE_INLINE_ROWS": "3"])
        #expect(status == 0)
        #expect(text == "           Welcome\n\n  Name:\n")
    }
}
