import Foundation
import LoomTestSupport
import Testing

/// The example app (Tests/TerminalUIExample) in a real terminal (tmux), checked the way a person
/// would see it: typing, moving the focus, pressing buttons, going back, a timer updating the
/// screen, and the terminal given back after quitting.
@Suite("Example app in tmux", .enabled(if: TmuxSession.isAvailable && ExampleBinary.exists))
struct ExampleAppTests {
    /// A shell command that prints `icanon` or `-icanon`, then `echo` or `-echo`, as `stty` sees them.
    private static let modes =
        "stty -a | tr -s '; ' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '"

    /// Starts the example under `sh`, which afterwards prints the terminal's modes as `stty` sees them.
    private func startExample(environment: [String: String] = [:]) throws -> TmuxSession {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "'\(ExampleBinary.path)'; echo \"exit=$? modes: $(\(Self.modes))\""],
            columns: 40, rows: 10, environment: environment)
        try tmux.waitUntil { $0.contains("Welcome") }
        return tmux
    }

    @Test func typingPressingAndGoingBackShowWhatAPersonExpects() throws {
        let tmux = try startExample()
        defer { tmux.kill() }
        #expect(try tmux.isAlternateScreenOn)
        #expect(try !tmux.isCursorVisible)
        let first = """
                            Welcome

              Name:

              [Your name             ]

               Greet    Quit

              Ticks: 0
            """
        try tmux.waitUntil { $0 == first }
        try tmux.sendKeys("-l", "Ada")
        try tmux.waitUntil { $0.contains("[Ada") }
        try tmux.sendKeys("Tab", "Enter")
        let greeting = """
             ‹ Welcome      Greeting

              Hello, Ada!
              3 letters, counted later
            """
        // The second line comes from a task, after a pause with no key or timer to wake the loop.
        try tmux.waitUntil { $0 == greeting }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { $0.contains("Name:") && $0.contains("  [Ada                   ]") }
        try tmux.sendKeys("Tab", "Tab", "Enter")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().hasSuffix("exit=0 modes: icanon echo"))
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
    }

    @Test func aTimerRedrawsTheScreenAndCtrlCQuits() throws {
        let tmux = try startExample(environment: ["EXAMPLE_TICK_MS": "100"])
        defer { tmux.kill() }
        try tmux.waitUntil { $0.contains("Ticks: 3") }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().hasSuffix("exit=0 modes: icanon echo"))
        #expect(try tmux.isCursorVisible)
    }

    @Test func aResizeLaysTheScreenOutAgain() throws {
        let tmux = try startExample()
        defer { tmux.kill() }
        try tmux.resize(columns: 20, rows: 6)
        // The form keeps its 24 columns, and the window cuts it at 20.
        let resized = """
                  Welcome

              Name:

              [Your name
            """
        try tmux.waitUntil { $0 == resized }
    }

    @Test func ctrlZSuspendsToTheShellWithTheTerminalRestoredAndFgRedrawsTheWholeScreen() throws {
        let tmux = try ExampleBinary.startInShellWithJobControl(columns: 40, rows: 10)
        defer { tmux.kill() }
        try tmux.waitUntil { $0.contains("Welcome") }
        try tmux.sendKeys("-l", "Ada")
        try tmux.waitUntil { $0.contains("[Ada") }

        try tmux.sendKeys("C-z")
        let stopped = try tmux.waitUntil { $0.contains("Stopped") && $0.hasSuffix("$") }
        #expect(stopped.hasPrefix("$ TerminalUIExample"))
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
        try tmux.sendKeys("-l", "clear; echo \"modes: $(\(Self.modes))\"")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil { $0 == "modes: icanon echo\n$" }

        try tmux.sendKeys("-l", "fg")
        try tmux.sendKeys("Enter")
        // The whole frame, drawn again on a cleared screen; the text typed before is still there.
        try tmux.waitUntil {
            $0 == """
                                Welcome

                  Name:

                  [Ada                   ]

                   Greet    Quit

                  Ticks: 0
                """
        }
        #expect(try tmux.isAlternateScreenOn)
        #expect(try !tmux.isCursorVisible)
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitUntil { $0.contains("Hello, Ada!") }
        try tmux.sendKeys("C-c")
        try tmux.waitUntil { !$0.contains("Hello") && $0.hasSuffix("$") }
        #expect(try !tmux.isAlternateScreenOn)
    }

    @Test func f1ShowsTheKeysOverTheFormAndTheNextKeyClosesIt() throws {
        let tmux = try startExample()
        defer { tmux.kill() }
        // The name field has the focus, so "?" would be typed; F1 is not.
        try tmux.sendKeys("F1")
        try tmux.waitUntil {
            $0 == """
                                Welcome
                 ┌ Keys ──────────────────────────────┐
                 │ Tab Shift-Tab  move the focus      │
                 │ ? F1           show these keys     │
                 │ Ctrl-Z         suspend (the        │
                 │                shell's fg resumes) │
                 │ q Ctrl-C       quit                │
                 └ any key closes ────────────────────┘
                  Ticks: 0
                """
        }
        // The key that closes the box does nothing else: "q" neither quits nor is typed.
        try tmux.sendKeys("q")
        // The box gone and the field still empty: the box's rows are redrawn from the top, so the
        // field's row may come after the box's first row is gone.
        try tmux.waitUntil { !$0.contains("Keys") && $0.contains("  [Your name             ]") }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitUntil { $0.contains("modes:") }.hasSuffix("exit=0 modes: icanon echo"))
    }

    @Test func onADumbTerminalItPrintsOneFrameAndExits() throws {
        let tmux = try TmuxSession(
            command: ["sh", "-c", "'\(ExampleBinary.path)'; printf \"exit=$? modes: $(\(Self.modes))\""],
            columns: 40, rows: 10, environment: ["TERM": "dumb"])
        defer { tmux.kill() }
        // Nine rows of frame, and the row after it for what comes next (here a line without a
        // newline, as a shell's prompt is); never the alternate screen.
        try tmux.waitUntil {
            $0 == """
                                Welcome

                  Name:

                  [Your name             ]

                   Greet    Quit

                  Ticks: 0
                exit=0 modes: icanon echo
                """
        }
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
    }

    @Test func withoutATerminalItPrintsOneFrameAndExits() throws {
        let (status, text) = try ExampleBinary.runWithoutATerminal(environment: ["COLUMNS": "30", "LINES": "4"])
        #expect(status == 0)
        #expect(text == "           Welcome\n\n  Name:\n\n")  // four rows, and a final newline
    }
}

/// The example app's executable, built beside the test bundle.
enum ExampleBinary {
    static let path = URL(filePath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        .appending(path: "TerminalUIExample").path
    static let exists = FileManager.default.isExecutableFile(atPath: path)

    /// Runs the example with its output to a pipe and no input: its exit status and what it wrote.
    static func runWithoutATerminal(environment: [String: String]) throws -> (status: Int32, output: String) {
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(filePath: path)
        process.environment = environment
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// An interactive shell with job control (so that Ctrl-Z stops the example as a job and `fg`
    /// continues it), at a `$` prompt, where the example has been typed and started.
    static func startInShellWithJobControl(
        columns: Int, rows: Int, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let directory = URL(filePath: path).deletingLastPathComponent().path
        let searchPath = ProcessInfo.processInfo.environment["PATH"].map { "\(directory):\($0)" } ?? directory
        let tmux = try TmuxSession(
            command: ["sh", "-i"], columns: columns, rows: rows,
            environment: ["PS1": "$ ", "ENV": "", "PATH": searchPath].merging(environment) { $1 })
        try tmux.waitUntil { $0.hasSuffix("$") }
        try tmux.sendKeys("-l", "TerminalUIExample")
        try tmux.sendKeys("Enter")
        return tmux
    }
}
