// Writes archives over one file, generation after generation, until it is killed; AtomicWriteTests
// kills it at points measured in its own progress and checks that the file always holds one complete
// archive.
//
//     AutoCodingWriteProbe <path> <format> <payload bytes> [<stop generation> <stop byte>]
//
// It prints `wrote N` on standard output once generation N is in place. Given a stop generation and a
// stop byte, it holds still in the middle of writing that generation, once that many bytes of it are
// in the temporary file, prints `stopped` and waits to be killed: the file-size limit (RLIMIT_FSIZE)
// makes the kernel signal the writer (SIGXFSZ) at exactly that byte, however slow the machine is.

import AutoCoding
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One generation of the file: every byte of `payload` is derived from `number`, so a reader can
/// tell a complete archive from a mixture of two.
@AutoCodable struct Generation {
    var number = 0
    var payload = Data()

    init(number: Int, payloadBytes: Int) {
        self.number = number
        payload = Data(repeating: UInt8(truncatingIfNeeded: number), count: payloadBytes)
    }
}

/// Writes `line` and a newline to standard output at once, unbuffered, so the test reads it now.
func report(_ line: String) {
    let text = Array((line + "\n").utf8)
    _ = text.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AutoCodingWriteProbe: \(message)\n".utf8))
    exit(2)
}

#if canImport(Glibc)
// Glibc imports the resource as an enum case; setrlimit takes its raw value.
let fileSizeResource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
#else
let fileSizeResource = RLIMIT_FSIZE
#endif

/// From the moment it is called, the first write that would take a file past `bytes` stops the
/// process inside that write, after `bytes` bytes, until it is killed.
func stopInsideTheWrite(atByte bytes: Int) {
    // Runs in the signal the write system call raises: only async-signal-safe calls, no allocation.
    let holdStill: @convention(c) (Int32) -> Void = { _ in
        let message: StaticString = "stopped\n"
        _ = write(STDOUT_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        while true { pause() }
    }
    signal(SIGXFSZ, holdStill)
    // The test runner blocks signals on its threads, and a spawned process inherits that mask; a
    // blocked SIGXFSZ would turn the stop into a write error.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGXFSZ)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    var limit = rlimit()
    getrlimit(fileSizeResource, &limit)
    limit.rlim_cur = rlim_t(bytes)
    guard setrlimit(fileSizeResource, &limit) == 0 else {
        fail("cannot limit the file size to \(bytes) bytes: \(String(cString: strerror(errno)))")
    }
}

let arguments = CommandLine.arguments
let numbers = arguments.dropFirst(3).map { Int($0) }
guard arguments.count == 4 || arguments.count == 6, let format = ArchiveFormat(rawValue: arguments[2]),
    let payloadBytes = numbers.first ?? nil, !numbers.contains(nil)
else {
    fail(
        "usage: AutoCodingWriteProbe <path> <json|binaryPropertyList|xmlPropertyList> <payload bytes> "
            + "[<stop generation> <stop byte>]; given \(arguments.dropFirst())")
}
let stop = numbers.count == 3 ? (generation: numbers[1] ?? 0, byte: numbers[2] ?? 0) : nil
let url = URL(fileURLWithPath: arguments[1])
var number = 1
while true {
    if let stop, number == stop.generation { stopInsideTheWrite(atByte: stop.byte) }
    do {
        try Generation(number: number, payloadBytes: payloadBytes).write(to: url, format: format)
    } catch {
        fail("\(error)")
    }
    report("wrote \(number)")
    number += 1
}
