import AutoCoding
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct AtomicWriteTests {
    /// A process writing archives over one file is killed at random moments; every time, the file
    /// holds one complete generation. Temporary files left beside it show that kills did land in
    /// the middle of writes: the test goes on (up to 100 kills) until three have, so a loaded
    /// machine, where more kills land while encoding, makes it slower but not wrong.
    @Test(arguments: [ArchiveFormat.binaryPropertyList, .json])
    func killedWriterLeavesTheCompleteOldOrNewArchive(format: ArchiveFormat) throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("generation.archive")
        var generator = SystemRandomNumberGenerator()
        var checkedFiles = 0
        var interruptedWrites = 0
        for _ in 0..<100 where checkedFiles < 10 || interruptedWrites < 3 {
            let probe = Process()
            probe.executableURL = try probeExecutable()
            probe.arguments = [url.path, format.rawValue]
            try probe.run()
            usleep(UInt32.random(in: 20_000...150_000, using: &generator))
            kill(probe.processIdentifier, SIGKILL)
            probe.waitUntilExit()
            interruptedWrites = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
                $0.hasSuffix(".tmp")
            }.count
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let generation = try ProbeGeneration.load(contentsOf: url)
            #expect(generation.payload.count == 2 << 20)
            #expect(generation.payload.allSatisfy { $0 == UInt8(truncatingIfNeeded: generation.number) })
            checkedFiles += 1
        }
        #expect(checkedFiles >= 10)
        #expect(interruptedWrites >= 3, "too few kills landed during a write for the test to show anything")
    }

    @Test func writeErrorsNameThePath() throws {
        let url = URL(fileURLWithPath: "/nonexistent-directory/note.archive")
        #expect(
            throws: ArchiveError.file(path: url.path, reason: "cannot open it for writing (No such file or directory)")
        ) {
            try Note().write(to: url)
        }
        #expect(
            throws: ArchiveError.file(path: url.path, reason: "cannot open it for writing (No such file or directory)")
        ) {
            try Note().write(to: url, atomically: false)
        }
    }

    private func probeExecutable() throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let probe = directory.appendingPathComponent("AutoCodingWriteProbe")
        try #require(FileManager.default.isExecutableFile(atPath: probe.path), "build AutoCodingWriteProbe first")
        return probe
    }
}

/// What AutoCodingWriteProbe writes (its `Generation`).
@AutoCodable struct ProbeGeneration {
    var number = 0
    var payload = Data()
}

/// A directory under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("loom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
