import Foundation
import Testing

@testable import TerminalCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny full-screen program inside the test binary, for ``TerminalSessionEndToEndTests`` to run
/// in a real terminal. It runs only when `LOOM_TERMINAL_PROBE` is set, so a normal test run skips it.
///
/// It opens a session, writes `ready pid=… size=…x…` on the first row, then one row per event:
/// `key <name>`, `resized <columns>x<rows>`, `resumed`, `terminate <signal>`. Typing `q` closes the session and
/// returns; typing `x` calls `exit(0)` with the session still open, leaving the restoring to the
/// exit handler; a terminate signal closes the session and returns.
@Suite("Terminal probe (runs only inside the end-to-end tests)")
struct TerminalProbe {
    static let isRequested = ProcessInfo.processInfo.environment["LOOM_TERMINAL_PROBE"] != nil

    @Test("probe", .enabled(if: TerminalProbe.isRequested))
    func probe() throws {
        guard let session = try TerminalSession.open() else {
            Issue.record("standard input and output are not a terminal")
            return
        }
        defer { session.close() }
        var decoder = KeyDecoder()
        var row = 1
        func show(_ text: String) throws {
            try session.write("\u{1b}[\(row);1H\(text)")
            row += 1
        }
        try show("ready pid=\(getpid()) size=\(session.size.columns)x\(session.size.rows)")
        while true {
            let events = try session.waitForEvents(timeout: decoder.hasPendingBytes ? .milliseconds(30) : .seconds(20))
            var keys = events.isEmpty ? decoder.flushPendingEscape() : []
            for event in events {
                switch event {
                case .input(let bytes): keys += decoder.feed(bytes)
                case .resized(let columns, let rows): try show("resized \(columns)x\(rows)")
                case .resumed: try show("resumed")
                case .terminate(let signal):
                    try show("terminate \(signal)")
                    return
                }
            }
            for key in keys {
                try show("key \(key)")
                if key == .character("q") { return }
                if key == .character("x") { exit(0) }
            }
        }
    }
}
