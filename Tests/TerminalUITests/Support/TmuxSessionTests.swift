import Foundation
import LoomTestSupport
import Testing

/// The harness itself, on commands whose behaviour is known.
@Suite("TmuxSession", .enabled(if: TmuxSession.isAvailable))
struct TmuxSessionTests {
    @Test("a command's screen and exit status")
    func printAndExit() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "printf 'hello\\n  world  \\n\\n'; exit 3"])
        defer { tmux.kill() }
        #expect(try tmux.waitForExit() == 3)
        let screen = try tmux.capture()
        #expect(screen == "hello\n  world")
    }

    @Test("when the exit status is known, tmux has read all the command wrote")
    func lastScreenAfterExit() throws {
        let tmux = try TmuxSession(command: ["seq", "1", "200000"], columns: 20, rows: 5)
        defer { tmux.kill() }
        #expect(try tmux.waitForExit() == 0)
        let screen = try tmux.capture()
        #expect(screen == "199997\n199998\n199999\n200000")
    }

    @Test("a command killed by a signal exits with 128 + the signal")
    func killedBySignal() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "kill -TERM $$"])
        defer { tmux.kill() }
        #expect(try tmux.waitForExit() == 128 + SIGTERM)
    }

    @Test("the terminal has the size asked for and the environment given")
    func sizeAndEnvironment() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "stty size; printf '%s|%s' \"$LOOM_GREETING\" \"$TERM\""], columns: 40, rows: 10,
            environment: ["LOOM_GREETING": "it's \"quoted\" $HOME", "TERM": "xterm-256color"])
        defer { tmux.kill() }
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture() == "10 40\nit's \"quoted\" $HOME|xterm-256color")
    }

    @Test("keys typed at a shell; stty shows the terminal's modes as they change")
    func terminalModes() throws {
        let tmux = try TmuxSession(command: ["sh"], environment: ["PS1": "$ "])
        defer { tmux.kill() }
        try tmux.waitUntil { $0.hasSuffix("$") }
        try tmux.sendKeys("-l", "stty -a | tr -s '; ' '\\n\\n' | grep -x -e icanon -e echo -e -icanon -e -echo")
        try tmux.sendKeys("Enter")
        let cooked = try tmux.waitUntil { $0.hasSuffix("echo\n$") }
        #expect(cooked.hasSuffix("\nicanon\necho\n$"))

        try tmux.sendKeys(
            "-l", "clear; stty -echo -icanon; stty -a | tr -s '; ' '\\n\\n' | grep -x -e -icanon -e -echo; stty sane")
        try tmux.sendKeys("Enter")
        let raw = try tmux.waitUntil { $0.hasSuffix("-echo\n$") }
        #expect(raw == "-icanon\n-echo\n$")

        try tmux.sendKeys("-l", "exit 7")
        try tmux.sendKeys("Enter")
        #expect(try tmux.waitForExit() == 7)
    }

    @Test("the alternate screen and the cursor's visibility can be observed")
    func screenState() throws {
        let tmux = try TmuxSession(
            command: [
                "sh", "-c",
                "printf '\\033[?1049h\\033[?25lfull screen'; read line; printf '\\033[?25h\\033[?1049l'; read line",
            ])
        defer { tmux.kill() }
        try tmux.waitUntil { $0 == "full screen" }
        #expect(try tmux.isAlternateScreenOn)
        #expect(try !tmux.isCursorVisible)
        try tmux.sendKeys("Enter")
        try tmux.waitUntil { $0.isEmpty }
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
    }

    @Test("the command's output can be recorded, escape sequences and all")
    func recording() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "read line; printf '\\033[1mbold\\033[0m'"])
        defer { tmux.kill() }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("loom-record-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        try tmux.recordOutput(to: log)
        try tmux.sendKeys("Enter")
        #expect(try tmux.waitForExit() == 0)
        // What the command wrote last, then the title through which the session sees that it ended;
        // tmux hands the output to the recorder on its own time, so wait for that title.
        let ended = "\u{1b}]2;\(tmux.name) ended\u{1b}\\"
        var recorded = ""
        #expect(
            Patience.wait {
                recorded = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                return recorded.hasSuffix(ended)
            })
        #expect(recorded.hasSuffix("\u{1b}[1mbold\u{1b}[0m" + ended))
    }

    @Test("a wait that times out shows the last screen")
    func timeout() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "echo waiting; sleep 30"])
        defer { tmux.kill() }
        try tmux.waitUntil { $0 == "waiting" }
        #expect {
            try tmux.waitUntil(timeout: .milliseconds(100)) { $0.contains("never") }
        } throws: { error in
            "\(error)" == "timed out after 0.1 seconds waiting for the screen to match; the screen was:\nwaiting"
        }
        #expect {
            try tmux.waitForExit(timeout: .milliseconds(100))
        } throws: { error in
            "\(error)" == "timed out after 0.1 seconds waiting for the command to exit; the screen was:\nwaiting"
        }
    }

    @Test("killing stops the server and removes its files; killing again does nothing")
    func killing() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "sleep 30"])
        tmux.kill()
        tmux.kill()
        #expect(throws: TmuxSession.Failure.self) { try tmux.capture() }
    }
}
