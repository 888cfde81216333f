import AutoCoding
import Foundation
import LoomTestSupport
import Testing

@Suite struct AtomicWriteTests {
    /// The payload of each generation the probe writes.
    private static let payloadBytes = 256 << 10

    /// A process writing archives over one file is killed again and again, at points measured in its
    /// own progress rather than by a clock, so that a busy machine sees the same kills: half of the
    /// time right after it reports a generation written, wherever the next one has got to; half of
    /// the time held still in the middle of a write, a seeded number of bytes into the temporary
    /// file. Every time, the file holds one complete generation: the last one reported or a later
    /// one, never part of the one being written.
    @Test(arguments: [ArchiveFormat.binaryPropertyList, .json])
    func killedWriterLeavesTheCompleteOldOrNewArchive(format: ArchiveFormat) throws {
        var random = SeededGenerator(seed: 0xA70_41C_4111)
        let kills = 16
        var checkedFiles = 0
        var interruptedWrites = 0
        for kill in 0..<kills {
            let directory = try TemporaryDirectory()
            let url = directory.url.appendingPathComponent("generation.archive")
            let arguments = [url.path, format.rawValue, String(Self.payloadBytes)]
            // The generations the file may hold after the kill.
            let possible: ClosedRange<Int>
            if kill.isMultiple(of: 2) {
                let generation = Int.random(in: 2...4, using: &random)
                let byte = Int.random(in: 1..<Self.payloadBytes, using: &random)
                let probe = try WriteProbe(arguments: arguments + [String(generation), String(byte)])
                let lines = try probe.lines(through: "stopped", within: generation)
                probe.kill()
                #expect(lines == (1..<generation).map { "wrote \($0)" } + ["stopped"])
                // The write was cut off after exactly `byte` bytes, which is less than a whole archive.
                let partial = try temporaryFileSizes(in: directory.url)
                #expect(partial == [byte], "stopped writing generation \(generation) at byte \(byte)")
                if partial == [byte] { interruptedWrites += 1 }
                possible = (generation - 1)...(generation - 1)
            } else {
                let written = Int.random(in: 1...4, using: &random)
                let probe = try WriteProbe(arguments: arguments)
                _ = try probe.lines(through: "wrote \(written)", within: written)
                probe.kill()
                // The next generations may have been written before the kill landed.
                possible = written...Int.max
            }
            let generation = try ProbeGeneration.load(contentsOf: url)
            #expect(possible.contains(generation.number), "kill \(kill) left generation \(generation.number)")
            #expect(generation.payload.count == Self.payloadBytes, "kill \(kill)")
            #expect(generation.payload.allSatisfy { $0 == UInt8(truncatingIfNeeded: generation.number) })
            checkedFiles += 1
        }
        #expect(checkedFiles == kills)
        #expect(interruptedWrites == kills / 2)
    }

    /// The sizes of the temporary files an atomic write left in `directory`.
    private func temporaryFileSizes(in directory: URL) throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }.map {
            try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent($0).path)[.size]
                as? Int ?? -1
        }
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
