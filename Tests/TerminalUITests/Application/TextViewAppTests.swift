import Foundation
import LoomTestSupport
import Testing

/// Typing into a text view in a real terminal (tmux): the example app's widgets screen
/// (`EXAMPLE_SCREEN=widgets`), checked the way a person sees it, waiting for each screen.
@Suite("Text view in tmux", .enabled(if: TmuxSession.isAvailable && ExampleBinary.exists))
struct TextViewAppTests {
    private func startWidgets(environment: [String: String] = [:]) throws -> TmuxSession {
        let tmux = try TmuxSession(
            command: [ExampleBinary.path], columns: 40, rows: 10,
            environment: environment.merging(["EXAMPLE_SCREEN": "widgets"]) { $1 })
        try tmux.waitUntil { $0.contains("Lines: 1") }
        return tmux
    }

    @Test func typingWrapsNewLinesCountAndShiftArrowsSelectWhatTypingReplaces() throws {
        // Colors on, whatever the test's own environment says: the braille spinner and block bar.
        let tmux = try startWidgets(environment: ["NO_COLOR": ""])
        defer { tmux.kill() }
        try tmux.sendKeys("-l", "Hello 世界, a line that wraps at a word")
        try tmux.sendKeys("Enter")
        try tmux.sendKeys("-l", "second line")
        try tmux.waitUntil {
            $0 == """
                                 Notes

                 Hello 世界, a line that wraps at a
                 word
                 second line



                 Lines: 2
                 ⠋ ────────────────────
                """
        }
        try tmux.sendKeys("S-Left", "S-Left", "S-Left", "S-Left")
        try tmux.sendKeys("-l", "row")
        try tmux.waitUntil { $0.contains(" second row\n") }
        // Up from after "second row" (column 10) stops at the end of "word"; Shift-Home selects
        // the word, Backspace deletes it, and the first line fits on one row again.
        try tmux.sendKeys("Up", "S-Home")
        try tmux.sendKeys("BSpace")
        try tmux.waitUntil { $0.contains(" Hello 世界, a line that wraps at a\n second row\n") }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
        #expect(try !tmux.isAlternateScreenOn)
    }

    @Test func withNoColorTheBarsAndTheSpinnerArePlainASCII() throws {
        let tmux = try startWidgets(environment: ["NO_COLOR": "1", "EXAMPLE_TICK_MS": "50"])
        defer { tmux.kill() }
        for line in 1...8 {
            try tmux.sendKeys("-l", "line \(line)")
            try tmux.sendKeys("Enter")
        }
        try tmux.waitUntil {
            $0.contains(" line 8                               #\n                                      #\n")
                && $0.contains(" Lines: 9\n")
        }
        // The timer turns the spinner and fills the bar, in ASCII.
        try tmux.waitUntil { $0.hasSuffix(" / ##------------------") || $0.contains("\n - ###") }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
    }
}
