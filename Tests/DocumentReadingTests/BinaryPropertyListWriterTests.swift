import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

/// The writer's exact layout: minimal sizes, shared scalars, and the encoding of each type.
@Suite struct BinaryPropertyListWriterTests {
    /// The bytes of the top object of a file holding only `value`, a scalar.
    func scalarBytes(_ value: ArchiveValue) throws -> [UInt8] {
        let bytes = [UInt8](try BinaryPropertyList.write(value))
        let tableStart = Int(BinaryPlistFixtures.File.readTrailer(bytes).tableStart)
        return Array(bytes[8..<tableStart])
    }

    @Test func writesAnExactFile() throws {
        let data = try BinaryPropertyList.write(.dictionary(["a": .integer(1)]))
        let expected: [UInt8] =
            Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0x10, 0x01] + [0x08, 0x0B, 0x0D]
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, 0x0F]
        #expect([UInt8](data) == expected)
    }

    @Test func writesIntegersInTheFewestBytes() throws {
        #expect(try scalarBytes(.integer(0)) == [0x10, 0x00])
        #expect(try scalarBytes(.integer(255)) == [0x10, 0xFF])
        #expect(try scalarBytes(.integer(256)) == [0x11, 0x01, 0x00])
        #expect(try scalarBytes(.integer(65535)) == [0x11, 0xFF, 0xFF])
        #expect(try scalarBytes(.integer(65536)) == [0x12, 0x00, 0x01, 0x00, 0x00])
        #expect(try scalarBytes(.integer(4_294_967_296)) == [0x13, 0, 0, 0, 0x01, 0, 0, 0, 0])
        #expect(try scalarBytes(.integer(-1)) == [0x13] + [UInt8](repeating: 0xFF, count: 8))
        #expect(try scalarBytes(.integer(Int64.min)) == [0x13, 0x80, 0, 0, 0, 0, 0, 0, 0])
        #expect(try scalarBytes(.unsignedInteger(5)) == [0x10, 0x05])
        #expect(
            try scalarBytes(.unsignedInteger(UInt64.max))
                == [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8))
    }

    @Test func writesEveryOtherScalar() throws {
        #expect(try scalarBytes(.bool(false)) == [0x08])
        #expect(try scalarBytes(.bool(true)) == [0x09])
        #expect(try scalarBytes(.real(1.5)) == [0x23, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0])
        #expect(
            try scalarBytes(.date(Date(timeIntervalSinceReferenceDate: 1.5))) == [0x33, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0])
        #expect(try scalarBytes(.data(Data([1, 2]))) == [0x42, 1, 2])
        #expect(try scalarBytes(.data(Data(count: 15))) == [0x4F, 0x10, 0x0F] + [UInt8](repeating: 0, count: 15))
        #expect(try scalarBytes(.string("abc")) == [0x53, 0x61, 0x62, 0x63])
        #expect(try scalarBytes(.string("")) == [0x50])
        #expect(try scalarBytes(.string("é😀")) == [0x63, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00])
        #expect(
            try scalarBytes(.string(String(repeating: "x", count: 300)))
                == [0x5F, 0x11, 0x01, 0x2C] + [UInt8](repeating: 0x78, count: 300))
        #expect(try scalarBytes(.uid(5)) == [0x80, 0x05])
        #expect(try scalarBytes(.uid(256)) == [0x81, 0x01, 0x00])
        #expect(try scalarBytes(.uid(1 << 16)) == [0x83, 0x00, 0x01, 0x00, 0x00])
        #expect(try scalarBytes(.uid(1 << 40)) == [0x87, 0, 0, 0x01, 0, 0, 0, 0, 0])
    }

    @Test func writesEqualScalarsOnce() throws {
        let value = ArchiveValue.dictionary([
            "a": .string("a"), "b": .array([.string("a"), .string("b"), .integer(1), .integer(1), .real(1)]),
        ])
        let data = try BinaryPropertyList.write(value)
        // The dictionary, "a", "b", the array, 1 and 1.0.
        #expect(BinaryPlistFixtures.File.readTrailer([UInt8](data)).objectCount == 6)
        #expect(try BinaryPropertyList.read(data, limits: ArchiveLimits()) == value)
    }

    @Test func keepsApartValuesThatAreEqualButNotTheSame() throws {
        let value = ArchiveValue.array([.string("\u{E9}"), .string("e\u{301}"), .real(0), .real(-0.0)])
        guard
            case .array(let items) = try BinaryPropertyList.read(
                BinaryPropertyList.write(value), limits: ArchiveLimits()),
            case .string(let composed) = items[0], case .string(let decomposed) = items[1],
            case .real(let zero) = items[2], case .real(let negativeZero) = items[3]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(Array(composed.unicodeScalars) == ["\u{E9}"])
        #expect(Array(decomposed.unicodeScalars) == ["e", "\u{301}"])
        #expect(zero.sign == .plus)
        #expect(negativeZero.sign == .minus)
    }

    @Test func growsReferencesAndOffsetsOnlyWhenNeeded() throws {
        let small = [UInt8](try BinaryPropertyList.write(.array((0..<254).map { .integer($0) })))
        let smallTrailer = BinaryPlistFixtures.File.readTrailer(small)
        #expect(smallTrailer.objectCount == 255)
        #expect(smallTrailer.referenceSize == 1)
        #expect(smallTrailer.offsetSize == 2)
        let large = [UInt8](try BinaryPropertyList.write(.array((0..<255).map { .integer($0) })))
        #expect(BinaryPlistFixtures.File.readTrailer(large).referenceSize == 2)
        let tiny = [UInt8](try BinaryPropertyList.write(.array([.bool(true)])))
        #expect(BinaryPlistFixtures.File.readTrailer(tiny).offsetSize == 1)
        let far = [UInt8](try BinaryPropertyList.write(.array([.data(Data(count: 70_000)), .bool(true)])))
        #expect(BinaryPlistFixtures.File.readTrailer(far).offsetSize == 4)
    }

    @Test func writesCountsFromFifteenAsIntegers() throws {
        let fifteen = ArchiveValue.array(Array(repeating: .bool(true), count: 15))
        let bytes = [UInt8](try BinaryPropertyList.write(fifteen))
        #expect(Array(bytes[8..<11]) == [0xAF, 0x10, 0x0F])
        let entries = OrderedDictionary(
            uniqueKeysWithValues: (0..<20).map { ("k\($0)", ArchiveValue.integer(Int64($0))) })
        let dictionary = [UInt8](try BinaryPropertyList.write(.dictionary(entries)))
        #expect(Array(dictionary[8..<11]) == [0xDF, 0x10, 0x14])
        #expect(try BinaryPropertyList.read(Data(dictionary), limits: ArchiveLimits()) == .dictionary(entries))
    }

    @Test func rejectsNullWithItsKeyPath() {
        func error(_ value: ArchiveValue) -> String {
            errorDescription { try BinaryPropertyList.write(value) }
        }
        #expect(error(.null) == "Cannot write the root as a binary property list: property lists have no null")
        #expect(
            error(.array([.integer(1), .null]))
                == "Cannot write '[1]' as a binary property list: property lists have no null")
        let nested = ArchiveValue.dictionary([
            "items": .array([.dictionary([:]), .dictionary(["title": .string("a")]), .dictionary(["title": .null])])
        ])
        #expect(error(nested) == "Cannot write 'items[2].title' as a binary property list: property lists have no null")
        #expect(
            error(.array([.array([.dictionary(["a b": .null])])]))
                == "Cannot write '[0][0].a b' as a binary property list: property lists have no null")
    }

    @Test func writesEmptyContainers() throws {
        for value: ArchiveValue in [.array([]), .dictionary([:]), .array([.array([]), .dictionary([:])])] {
            #expect(try BinaryPropertyList.read(BinaryPropertyList.write(value), limits: ArchiveLimits()) == value)
        }
    }
}

extension BinaryPlistFixtures.File {
    /// The trailer fields of `bytes`, read without the reader under test.
    static func readTrailer(
        _ bytes: [UInt8]
    ) -> (
        offsetSize: Int, referenceSize: Int, objectCount: UInt64, topObject: UInt64, tableStart: UInt64
    ) {
        let start = bytes.count - 32
        func number(_ at: Int) -> UInt64 {
            bytes[at..<(at + 8)].reduce(0) { $0 << 8 | UInt64($1) }
        }
        return (Int(bytes[start + 6]), Int(bytes[start + 7]), number(start + 8), number(start + 16), number(start + 24))
    }
}
