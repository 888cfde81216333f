import Foundation
import LoomTestSupport
import Synchronization
import Testing

@testable import TerminalCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by ``recordSignal`` when it runs, to see that a handler installed before a session is called
/// again after the session closes.
private let recordedSignal = Atomic<Int32>(0)
private let recordSignal: @convention(c) (Int32) -> Void = { recordedSignal.store($0, ordering: .relaxed) }

/// The handler currently installed for `signal`, as a number to compare.
private func installedHandler(_ signal: Int32) -> Int {
    var current = sigaction()
    _ = sigaction(signal, nil, &current)
    #if canImport(Glibc)
    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    #elseif canImport(Musl)
    return unsafeBitCast(current.__sa_handler.sa_handler, to: Int.self)
    #else
    return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
    #endif
}

/// Installs `handler` for `signal`, returning what it replaced.
private func install(_ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Musl)
    action.__sa_handler.sa_handler = handler
    #else
    action.__sigaction_u.__sa_handler = handler
    #endif
    var previous = sigaction()
    _ = sigaction(signal, &action, &previous)
    return previous
}

private func restore(_ action: sigaction, for signal: Int32) {
    var action = action
    _ = sigaction(signal, &action, nil)
}

/// Runs `body` with the session's signals unblocked on this thread, so that `raise` runs the
/// handler before it returns. Test runners run tests on worker threads that block them.
private func withSignalsUnblocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT] {
        sigaddset(&signals, signal)
    }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
}

/// The modes as comparable values: every flag word and every control character.
private func fingerprint(_ modes: termios) -> [UInt64] {
    var modes = modes
    let characters = withUnsafeBytes(of: &modes.c_cc) { $0.map { UInt64($0) } }
    return [UInt64(modes.c_iflag), UInt64(modes.c_oflag), UInt64(modes.c_cflag), UInt64(modes.c_lflag)] + characters
}

/// Sessions change process-wide state (the signal handlers, the one open session), so these tests
/// run one at a time.
@Suite("TerminalSession on a pseudo-terminal", .serialized)
struct TerminalSessionTests {
    @Test("opening sets raw mode and enters the alternate screen; closing restores both, once")
    func rawModeAndScreen() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.modes()
        #expect(before.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))

        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        let raw = try terminal.modes()
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP) == 0)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        #expect(raw.c_oflag == before.c_oflag)
        var rawCopy = raw
        let (minimum, time) = withUnsafeBytes(of: &rawCopy.c_cc) { ($0[Int(VMIN)], $0[Int(VTIME)]) }
        #expect(minimum == 1)
        #expect(time == 0)
        #expect(terminal.readScreen() == "\u{1b}[?1049h\u{1b}[H\u{1b}[2J\u{1b}[?25l\u{1b}[?7l")

        session.close()
        #expect(session.isClosed)
        #expect(fingerprint(try terminal.modes()) == fingerprint(before))
        #expect(terminal.readScreen() == "\u{1b}[0m\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l")
        session.close()
        #expect(terminal.readScreen() == "")
    }

    @Test("an inline session sets raw mode on the main screen, which it neither clears nor leaves")
    func inlineStaysOnTheMainScreen() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.modes()
        let session = try TerminalSession(
            input: terminal.replica, output: terminal.replica, presentation: .inline(rows: 3))
        #expect(session.presentation == .inline(rows: 3))
        #expect(try terminal.modes().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(terminal.readScreen() == "\u{1b}[?25l\u{1b}[?7l")

        var screenWhileStopped = ""
        session.stopProcess = {
            screenWhileStopped = terminal.readScreen()
            withSignalsUnblocked { _ = raise(SIGCONT) }
        }
        try session.suspend()
        #expect(screenWhileStopped == "\u{1b}[0m\u{1b}[?7h\u{1b}[?25h")
        #expect(terminal.readScreen() == "\u{1b}[?25l\u{1b}[?7l")

        session.close()
        #expect(fingerprint(try terminal.modes()) == fingerprint(before))
        #expect(terminal.readScreen() == "\u{1b}[0m\u{1b}[?7h\u{1b}[?25h")
    }

    @Test("releasing the session closes it")
    func deinitCloses() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.modes()
        do {
            let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
            try session.write("x")
        }
        #expect(fingerprint(try terminal.modes()) == fingerprint(before))
        #expect(terminal.readScreen().hasSuffix("x\u{1b}[0m\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l"))
    }

    @Test("typed bytes arrive as input; an idle wait times out empty")
    func input() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }
        _ = terminal.readScreen()

        // The clock is read only to see that the wait does not end early, which a busy machine
        // cannot make happen: it can only make the wait longer.
        let start = ContinuousClock.now
        #expect(try session.waitForEvents(timeout: .milliseconds(30)) == [])
        #expect(ContinuousClock.now - start >= .milliseconds(30))

        try terminal.type(Array("q\u{1b}[A\u{03}\r".utf8))
        let events = try session.waitForEvents(timeout: Patience.limit)
        #expect(events == [.input(Array("q\u{1b}[A\u{03}\r".utf8))])
    }

    @Test("SIGWINCH is a resize to the terminal's new size; several come as one")
    func resize() throws {
        let terminal = try PseudoTerminal()
        try terminal.setSize(columns: 80, rows: 24)
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }
        #expect(session.size == (80, 24))

        try terminal.setSize(columns: 132, rows: 43)
        withSignalsUnblocked {
            raise(SIGWINCH)
            raise(SIGWINCH)
        }
        #expect(try session.waitForEvents(timeout: Patience.limit) == [.resized(columns: 132, rows: 43)])
        #expect(session.size == (132, 43))
        // Both signals were handled before the first wait, so a second resize would be waiting now.
        #expect(try session.waitForEvents(timeout: .zero) == [])
    }

    @Test("SIGINT, SIGTERM and SIGHUP are reported after a resize and input", arguments: [SIGINT, SIGTERM, SIGHUP])
    func terminate(signal: Int32) throws {
        let terminal = try PseudoTerminal()
        try terminal.setSize(columns: 100, rows: 30)
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }

        try terminal.type([0x71])
        withSignalsUnblocked {
            raise(signal)
            raise(SIGWINCH)
            raise(signal)
        }
        // Wait for the typed byte to reach the replica, so that one wait sees everything.
        var ready = pollfd(fd: terminal.replica, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, Patience.limitInMilliseconds) == 1)
        #expect(
            try session.waitForEvents(timeout: Patience.limit) == [
                .resized(columns: 100, rows: 30), .input([0x71]), .terminate(signal: signal),
            ])
    }

    @Test("a terminal that hangs up is reported as SIGHUP")
    func hangUp() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }
        terminal.closePrimary()
        #expect(try session.waitForEvents(timeout: Patience.limit) == [.terminate(signal: SIGHUP)])
    }

    @Test("closing puts back the handlers found at open, and raises a stop request not yet reported")
    func handlersRestored() throws {
        let terminal = try PseudoTerminal()
        let previousHangUp = install(recordSignal, for: SIGHUP)
        let previousTerminate = install(recordSignal, for: SIGTERM)
        defer {
            restore(previousHangUp, for: SIGHUP)
            restore(previousTerminate, for: SIGTERM)
        }
        let recorder = unsafeBitCast(recordSignal, to: Int.self)
        recordedSignal.store(0, ordering: .relaxed)

        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        #expect(installedHandler(SIGHUP) != recorder)
        withSignalsUnblocked { _ = raise(SIGTERM) }
        #expect(recordedSignal.load(ordering: .relaxed) == 0)
        session.close()

        #expect(installedHandler(SIGHUP) == recorder)
        #expect(installedHandler(SIGTERM) == recorder)
        // The signal is sent to the process, so it may run the handler on another thread.
        #expect(Patience.wait { recordedSignal.load(ordering: .relaxed) != 0 })
        #expect(recordedSignal.load(ordering: .relaxed) == SIGTERM)
    }

    @Test("a long write arrives whole")
    func longWrite() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }
        _ = terminal.readScreen()
        let text = String(repeating: "0123456789abcdef", count: 20_000)
        let primary = terminal.primary
        let received = Mutex<String>("")
        let reader = Thread {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while bytes.count < 320_000 {
                let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes += buffer.prefix(count)
            }
            received.withLock { $0 = String(decoding: bytes, as: UTF8.self) }
        }
        reader.start()
        try session.write(text)
        #expect(Patience.wait { !received.withLock { $0.isEmpty } })
        #expect(received.withLock { $0 } == text)
    }

    @Test("only one session opens at a time")
    func oneAtATime() throws {
        let first = try PseudoTerminal()
        let second = try PseudoTerminal()
        let session = try TerminalSession(input: first.replica, output: first.replica)
        defer { session.close() }
        let before = try second.modes()
        #expect {
            try TerminalSession(input: second.replica, output: second.replica)
        } throws: { error in
            (error as? TerminalError)?.description == """
                cannot open a terminal session: another TerminalSession is already open on file descriptors \
                \(first.replica) and \(first.replica); close it first
                """
        }
        #expect(fingerprint(try second.modes()) == fingerprint(before))
    }

    @Test("open returns nil unless both descriptors are terminals")
    func notATerminal() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        let terminal = try PseudoTerminal()
        #expect(try TerminalSession.open(input: ends[0], output: ends[1]) == nil)
        #expect(try TerminalSession.open(input: terminal.replica, output: ends[1]) == nil)
        #expect(try TerminalSession.open(input: ends[0], output: terminal.replica) == nil)
        let session = try TerminalSession.open(input: terminal.replica, output: terminal.replica)
        #expect(session != nil)
        session?.close()
    }

    @Test("setting up a descriptor that is not a terminal says which call failed and why")
    func setupError() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        #expect {
            try TerminalSession(input: ends[0], output: ends[1])
        } throws: { error in
            (error as? TerminalError)?.description == """
                cannot read the terminal's modes: tcgetattr on file descriptor \(ends[0]) failed: \
                Inappropriate ioctl for device (errno \(ENOTTY))
                """
        }
        // The failed session released the slot, so a real one opens.
        let terminal = try PseudoTerminal()
        try TerminalSession(input: terminal.replica, output: terminal.replica).close()
    }

    @Test("a closed session refuses to write or wait")
    func closed() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        session.close()
        #expect {
            try session.write("x")
        } throws: { error in
            (error as? TerminalError)?.description == "cannot write to the terminal: the session is closed"
        }
        #expect {
            try session.waitForEvents(timeout: .zero)
        } throws: { error in
            (error as? TerminalError)?.description == "cannot wait for terminal input: the session is closed"
        }
    }

    @Test("suspending gives the terminal back as closing does, then takes it again as opening does")
    func suspendRestoresAndReenters() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.modes()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }
        let raw = fingerprint(try terminal.modes())
        let enter = TerminalSession.enterSequence
        let leave = TerminalSession.leaveSequence
        #expect(terminal.readScreen(count: enter.utf8.count) == enter)
        try session.write("frame")
        #expect(terminal.readScreen(count: 5) == "frame")

        var stops = 0
        var modesWhileStopped: [UInt64] = []
        var screenWhileStopped = ""
        var echoWhileStopped = ""
        session.stopProcess = {
            stops += 1
            modesWhileStopped = (try? terminal.modes()).map(fingerprint) ?? []
            screenWhileStopped = terminal.readScreen(count: leave.utf8.count)
            // What the user types at the shell is not for the program: a whole line, so that the
            // replica, in cooked mode now, reports it readable.
            try? terminal.type(Array("fg\r".utf8))
            var ready = pollfd(fd: terminal.replica, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 60_000)
            echoWhileStopped = terminal.readScreen(count: 4)
            // The shell's fg continues the process with SIGCONT.
            withSignalsUnblocked { _ = raise(SIGCONT) }
        }
        try session.suspend()

        #expect(stops == 1)
        #expect(modesWhileStopped == fingerprint(before))
        #expect(screenWhileStopped == leave)
        #expect(echoWhileStopped == "fg\r\n")
        #expect(fingerprint(try terminal.modes()) == raw)
        #expect(terminal.readScreen(count: enter.utf8.count) == enter)
        // The SIGCONT was the suspension's own, and the line typed at the shell was discarded.
        #expect(try session.waitForEvents(timeout: .zero) == [])
    }

    @Test("a session reporting the mouse turns reports on after entering and off before every leave")
    func mouseReports() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica, reportingMouse: true)
        defer { session.close() }
        let enter = "\u{1b}[?1049h\u{1b}[H\u{1b}[2J\u{1b}[?25l\u{1b}[?7l\u{1b}[?1000h\u{1b}[?1002h\u{1b}[?1006h"
        let leave = "\u{1b}[?1006l\u{1b}[?1002l\u{1b}[?1000l\u{1b}[0m\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l"
        #expect(terminal.readScreen(count: enter.utf8.count) == enter)

        var screenWhileStopped = ""
        session.stopProcess = {
            screenWhileStopped = terminal.readScreen(count: leave.utf8.count)
            withSignalsUnblocked { _ = raise(SIGCONT) }
        }
        try session.suspend()
        #expect(screenWhileStopped == leave)
        #expect(terminal.readScreen(count: enter.utf8.count) == enter)

        session.close()
        #expect(terminal.readScreen() == leave)
    }

    @Test("SIGTSTP from outside suspends within the wait, which then reports the program resumed")
    func suspendSignal() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }
        let raw = fingerprint(try terminal.modes())
        _ = terminal.readScreen(count: TerminalSession.enterSequence.utf8.count)
        var stops = 0
        session.stopProcess = {
            stops += 1
            withSignalsUnblocked { _ = raise(SIGCONT) }
        }
        withSignalsUnblocked { _ = raise(SIGTSTP) }
        #expect(try session.waitForEvents(timeout: Patience.limit) == [.resumed])
        #expect(stops == 1)
        #expect(fingerprint(try terminal.modes()) == raw)
        let expected = TerminalSession.leaveSequence + TerminalSession.enterSequence
        #expect(terminal.readScreen(count: expected.utf8.count) == expected)
    }

    @Test("a SIGCONT after a stop the session did not make takes the terminal again and reports it")
    func continuedFromOutside() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.modes()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        defer { session.close() }
        let raw = try terminal.modes()
        _ = terminal.readScreen(count: TerminalSession.enterSequence.utf8.count)
        // As a shell may leave it while the program is stopped with SIGSTOP.
        var cooked = before
        #expect(tcsetattr(terminal.replica, TCSANOW, &cooked) == 0)
        withSignalsUnblocked { _ = raise(SIGCONT) }
        #expect(try session.waitForEvents(timeout: Patience.limit) == [.resumed])
        #expect(fingerprint(try terminal.modes()) == fingerprint(raw))
        let enter = TerminalSession.enterSequence
        #expect(terminal.readScreen(count: enter.utf8.count) == enter)
    }

    @Test("the exit handler restores a session still open")
    func exitHandler() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.modes()
        let session = try TerminalSession(input: terminal.replica, output: terminal.replica)
        _ = terminal.readScreen()
        OpenTerminal.restoreAtExit()
        #expect(fingerprint(try terminal.modes()) == fingerprint(before))
        #expect(terminal.readScreen() == "\u{1b}[0m\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l")
        session.close()
    }
}

@Suite("TerminalError")
struct TerminalErrorTests {
    @Test("a system call's error names the call, the descriptor and the system's reason")
    func systemCall() {
        let error = TerminalError.systemCall(
            "tcsetattr", fileDescriptor: 0, errorNumber: EIO, action: "switch the terminal to raw mode")
        #expect(
            error.description
                == "cannot switch the terminal to raw mode: tcsetattr on file descriptor 0 failed: Input/output error (errno 5)"
        )
        let withoutDescriptor = TerminalError.systemCall("pipe", errorNumber: EMFILE, action: "create the signal pipe")
        #expect(
            withoutDescriptor.description
                == "cannot create the signal pipe: pipe failed: Too many open files (errno 24)")
    }
}
