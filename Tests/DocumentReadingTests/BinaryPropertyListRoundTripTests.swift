import Foundation
import LoomTestSupport
import Testing

@testable import DocumentReading

/// Writing then reading gives back the same value; damaged files throw, never trap.
@Suite struct BinaryPropertyListRoundTripTests {
    @Test func roundTripsRandomValues() throws {
        var random = RandomArchiveValues.binaryPropertyList(seed: 7)
        for _ in 0..<3000 {
            let value = random.value()
            let data = try BinaryPropertyList.write(value)
            #expect(BinaryPropertyList.hasSignature(data))
            #expect(try BinaryPropertyList.read(data, limits: ArchiveLimits()) == value)
        }
    }

    @Test func throwsForEveryTruncation() throws {
        let data = try BinaryPropertyList.write(BinaryPropertyListInteropTests.sample)
        DamagedDocuments.expectEveryTruncationThrows([UInt8](data)) {
            try BinaryPropertyList.read($0, limits: ArchiveLimits())
        }
    }

    /// Every byte set to values that matter to the format: the reader returns a value or throws an
    /// `ArchiveError`.
    @Test func survivesEverySingleByteChange() throws {
        let data = try BinaryPropertyList.write(
            .dictionary([
                "a": .array([.string("x"), .integer(300), .real(2), .uid(9)]), "é": .data(Data([1, 2, 3])),
                "d": .date(Date(timeIntervalSinceReferenceDate: 0)), "t": .bool(true),
            ]))
        for position in 0..<data.count {
            let original = data[position]
            for replacement in Set([
                0x00, 0x01, 0x0F, 0x7F, 0x80, 0xFF, original ^ 0x01, original ^ 0x10, original &+ 1,
            ]) {
                var changed = data
                changed[position] = replacement
                let error = BinaryPlistFixtures.error(reading: changed)
                #expect(!error.hasPrefix("not an ArchiveError"), "byte \(position) = \(replacement): \(error)")
            }
        }
    }

    @Test func survivesRandomDamage() throws {
        var generator = SeededGenerator(seed: 99)
        var random = RandomArchiveValues.binaryPropertyList(seed: 5)
        var limits = ArchiveLimits()
        limits.maximumValues = 10_000
        for _ in 0..<1500 {
            var bytes = [UInt8](try BinaryPropertyList.write(random.value()))
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[position] = UInt8.random(in: 0...255, using: &generator)
            }
            let error = BinaryPlistFixtures.error(reading: Data(bytes), limits: limits)
            #expect(!error.hasPrefix("not an ArchiveError"), "\(error)")
        }
    }
}
