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

/// AutoCodingWriteProbe running, and what it reports on standard output: a line per generation
/// written, and `stopped` when it holds still inside a write. Killed (SIGKILL) by ``kill()`` or when
/// released.
final class WriteProbe {
    /// Why the probe could not be followed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    /// Bytes read past the last whole line.
    private var unread: [UInt8] = []

    /// Starts the probe, built beside the test bundle, with `arguments`.
    init(arguments: [String]) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("AutoCodingWriteProbe")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build AutoCodingWriteProbe first")
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit { kill() }

    /// The lines the probe prints, up to and including `last`. Throws if `last` is not among the
    /// first `count` lines, if the probe ends first, or if it prints nothing for ``Patience/limit``
    /// (it hangs).
    func lines(through last: String, within count: Int) throws -> [String] {
        var lines: [String] = []
        while lines.last != last {
            guard lines.count < count else {
                throw Failure(description: "the probe printed \(lines), not \(last) within \(count) lines")
            }
            if let newline = unread.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: unread[..<newline], as: UTF8.self))
                unread.removeSubrange(...newline)
                continue
            }
            var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Patience.limitInMilliseconds)
            guard polled != 0 else {
                throw Failure(description: "the probe printed nothing for \(Patience.limit) after \(lines)")
            }
            guard polled > 0 || errno != EINTR else { continue }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                kill()
                let reason = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                throw Failure(description: "the probe ended after \(lines) before printing \(last): \(reason)")
            }
            unread += chunk
        }
        return lines
    }

    /// Kills the probe (SIGKILL, which it cannot catch) and waits until it is gone; then nothing it
    /// was doing can go on. Killing it again does nothing.
    func kill() {
        guard process.isRunning else { return }
        killProcess(process.processIdentifier)
        process.waitUntilExit()
    }
}

/// `kill(2)` with SIGKILL, named apart from ``WriteProbe/kill()``.
private func killProcess(_ process: pid_t) {
    _ = kill(process, SIGKILL)
}
