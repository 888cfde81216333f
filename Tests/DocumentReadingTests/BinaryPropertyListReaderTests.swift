import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

/// Every object type of `bplist00`, read from files laid out byte by byte.
@Suite struct BinaryPropertyListReaderTests {
    typealias File = BinaryPlistFixtures.File

    func read(_ objects: [[UInt8]]) throws -> ArchiveValue {
        try BinaryPlistFixtures.read(objects)
    }

    func ascii(_ string: String) -> [UInt8] {
        BinaryPlistFixtures.ascii(string)
    }

    @Test func recognizesTheSignature() {
        #expect(BinaryPropertyList.hasSignature(Data("bplist00".utf8)))
        #expect(BinaryPropertyList.hasSignature(File([[0x09]]).data))
        #expect(!BinaryPropertyList.hasSignature(Data("bplist0".utf8)))
        #expect(!BinaryPropertyList.hasSignature(Data("bplist01xxxx".utf8)))
        #expect(!BinaryPropertyList.hasSignature(Data("<?xml".utf8)))
        #expect(!BinaryPropertyList.hasSignature(Data()))
    }

    @Test func readsNullAndBooleans() throws {
        #expect(try read([[0x00]]) == .null)
        #expect(try read([[0x08]]) == .bool(false))
        #expect(try read([[0x09]]) == .bool(true))
    }

    @Test func readsIntegersOfEverySize() throws {
        #expect(try read([[0x10, 0xFF]]) == .integer(255))
        #expect(try read([[0x11, 0xFF, 0xFE]]) == .integer(65534))
        #expect(try read([[0x12, 0xFF, 0xFF, 0xFF, 0xFF]]) == .integer(4_294_967_295))
        #expect(try read([[0x13] + [UInt8](repeating: 0xFF, count: 8)]) == .integer(-1))
        #expect(try read([[0x13, 0x7F] + [UInt8](repeating: 0xFF, count: 7)]) == .integer(Int64.max))
        #expect(try read([[0x13, 0x80] + [UInt8](repeating: 0, count: 7)]) == .integer(Int64.min))
    }

    @Test func readsSixteenByteIntegers() throws {
        let zeros = [UInt8](repeating: 0, count: 8)
        let ones = [UInt8](repeating: 0xFF, count: 8)
        #expect(try read([[0x14] + zeros + ones]) == .unsignedInteger(UInt64.max))
        #expect(try read([[0x14] + zeros + [0x80, 0, 0, 0, 0, 0, 0, 0]]) == .unsignedInteger(1 << 63))
        #expect(try read([[0x14] + zeros + [0, 0, 0, 0, 0, 0, 0, 5]]) == .integer(5))
        #expect(try read([[0x14] + ones + ones]) == .integer(-1))
        #expect(try read([[0x14] + ones + [0x80, 0, 0, 0, 0, 0, 0, 0]]) == .integer(Int64.min))
        #expect(
            BinaryPlistFixtures.error(reading: [[0x14, 0, 0, 0, 0, 0, 0, 0, 1] + zeros])
                == "Malformed binary property list at byte 8: a 16-byte integer outside the range of Int64 and UInt64")
        #expect(
            BinaryPlistFixtures.error(reading: [[0x14] + ones + [0x7F] + ones[1...]])
                == "Malformed binary property list at byte 8: a 16-byte integer outside the range of Int64 and UInt64")
    }

    @Test func readsRealsAndDates() throws {
        #expect(try read([[0x22, 0x3F, 0xC0, 0, 0]]) == .real(1.5))
        #expect(try read([BinaryPlistFixtures.real(-2.25)]) == .real(-2.25))
        guard case .real(let negativeZero) = try read([BinaryPlistFixtures.real(-0.0)]) else {
            Issue.record("not a real")
            return
        }
        #expect(negativeZero.bitPattern == (-0.0 as Double).bitPattern)
        guard case .real(let nan) = try read([BinaryPlistFixtures.real(.nan)]) else {
            Issue.record("not a real")
            return
        }
        #expect(nan.isNaN)
        let date = [0x33] + BinaryPlistFixtures.bigEndian((86400.5 as Double).bitPattern, size: 8)
        #expect(try read([date]) == .date(Date(timeIntervalSinceReferenceDate: 86400.5)))
    }

    @Test func readsData() throws {
        #expect(try read([[0x40]]) == .data(Data()))
        #expect(try read([[0x43, 1, 2, 3]]) == .data(Data([1, 2, 3])))
        let long = [UInt8](0..<20)
        #expect(try read([[0x4F, 0x10, 20] + long]) == .data(Data(long)))
    }

    @Test func readsASCIIStrings() throws {
        #expect(try read([[0x50]]) == .string(""))
        #expect(try read([ascii("title")]) == .string("title"))
        let fifteen = String(repeating: "x", count: 15)
        #expect(try read([[0x5F, 0x10, 15] + Array(fifteen.utf8)]) == .string(fifteen))
        let long = String(repeating: "abc", count: 100)
        #expect(try read([[0x5F, 0x11, 0x01, 0x2C] + Array(long.utf8)]) == .string(long))
        #expect(try read([[0x52, 0x00, 0x7F]]) == .string("\u{0}\u{7F}"))
    }

    @Test func readsUTF16Strings() throws {
        #expect(try read([[0x60]]) == .string(""))
        #expect(try read([[0x62, 0x00, 0xE9, 0x00, 0x21]]) == .string("é!"))
        #expect(try read([[0x62, 0xD8, 0x3D, 0xDE, 0x00]]) == .string("😀"))
        #expect(try read([[0x64, 0x4E, 0x2D, 0xD8, 0x3D, 0xDE, 0x00, 0x00, 0x61]]) == .string("中😀a"))
        let long = String(repeating: "é", count: 20)
        #expect(
            try read([[0x6F, 0x10, 20] + Array(repeating: [0x00, 0xE9], count: 20).flatMap { $0 }]) == .string(long))
    }

    @Test func rejectsBadText() {
        #expect(
            BinaryPlistFixtures.error(reading: [[0x53, 0x61, 0xE9, 0x62]])
                == "Malformed binary property list at byte 10: byte 0xE9 in an ASCII string")
        #expect(
            BinaryPlistFixtures.error(reading: [[0x62, 0xDE, 0x00, 0x00, 0x61]])
                == "Malformed binary property list at byte 9: a lone low surrogate (0xDE00) in a UTF-16 string")
        #expect(
            BinaryPlistFixtures.error(reading: [[0x62, 0xD8, 0x3D, 0x00, 0x61]])
                == "Malformed binary property list at byte 11: "
                + "a high surrogate not followed by a low one (0x0061) in a UTF-16 string")
        #expect(
            BinaryPlistFixtures.error(reading: [[0x62, 0x00, 0x61, 0xD8, 0x3D]])
                == "Malformed binary property list at byte 11: a UTF-16 string that ends in a high surrogate")
    }

    @Test func readsUIDs() throws {
        #expect(try read([[0x80, 0x07]]) == .uid(7))
        #expect(try read([[0x81, 0x01, 0x00]]) == .uid(256))
        #expect(try read([[0x83, 0x01, 0x02, 0x03, 0x04]]) == .uid(0x0102_0304))
        #expect(try read([[0x87] + [UInt8](repeating: 0xFF, count: 8)]) == .uid(UInt64.max))
        #expect(
            BinaryPlistFixtures.error(reading: [[0x88] + [UInt8](repeating: 0, count: 9)])
                == "Malformed binary property list at byte 8: a UID of 9 bytes; expected at most 8")
    }

    @Test func readsArraysAndSets() throws {
        #expect(try read([[0xA0]]) == .array([]))
        #expect(
            try read([[0xA3, 1, 2, 1], [0x10, 1], ascii("b")]) == .array([.integer(1), .string("b"), .integer(1)]))
        #expect(try read([[0xC2, 1, 2], [0x09], [0x08]]) == .array([.bool(true), .bool(false)]))
        #expect(try read([[0xA1, 1], [0xA1, 2], [0xA0]]) == .array([.array([.array([])])]))
        let sixteen = [0xAF, 0x10, 16] + [UInt8](repeating: 1, count: 16)
        #expect(try read([sixteen, [0x10, 7]]) == .array(Array(repeating: .integer(7), count: 16)))
    }

    @Test func readsDictionariesInOrder() throws {
        let value = try read([[0xD2, 1, 2, 3, 4], ascii("z"), ascii("a"), [0x10, 1], [0xD0]])
        #expect(value == .dictionary(["z": .integer(1), "a": .dictionary([:])]))
        guard case .dictionary(let entries) = value else { return }
        #expect(Array(entries.keys) == ["z", "a"])
    }

    @Test func keepsTheLastValueOfARepeatedKey() throws {
        let value = try read([[0xD3, 1, 2, 1, 3, 4, 5], ascii("a"), ascii("b"), [0x10, 1], [0x10, 2], [0x10, 3]])
        #expect(value == .dictionary(["a": .integer(3), "b": .integer(2)]))
    }

    @Test func readsUTF16DictionaryKeys() throws {
        #expect(try read([[0xD1, 1, 2], [0x61, 0x00, 0xE9], [0x09]]) == .dictionary(["é": .bool(true)]))
    }

    @Test func rejectsKeysThatAreNotStrings() {
        #expect(
            BinaryPlistFixtures.error(reading: [[0xD1, 1, 2], [0x10, 1], [0x09]])
                == "Malformed binary property list at byte 11: a dictionary key must be a string, but object 1 is an integer"
        )
        #expect(
            BinaryPlistFixtures.error(reading: [[0xD1, 1, 1], [0xA0]])
                == "Malformed binary property list at byte 11: a dictionary key must be a string, but object 1 is an array"
        )
        #expect(
            BinaryPlistFixtures.error(reading: [[0xD1, 1, 1], [0xD0]])
                == "Malformed binary property list at byte 11: a dictionary key must be a string, but object 1 is a dictionary"
        )
        #expect(
            BinaryPlistFixtures.error(reading: [[0xD1, 1, 1], [0x80, 1]])
                == "Malformed binary property list at byte 11: "
                + "a dictionary key must be a string, but object 1 is an object reference")
    }

    @Test func expandsSharedObjects() throws {
        // Object 1, an array, is referenced twice; object 2 four times.
        let value = try read([[0xA2, 1, 1], [0xA2, 2, 2], ascii("x")])
        let inner = ArchiveValue.array([.string("x"), .string("x")])
        #expect(value == .array([inner, inner]))
    }

    @Test func readsTheTopObjectAndWiderSizes() throws {
        // Two-byte offsets and references; the top object is not the first; object 1 is never used.
        var file = File([[0x10, 0x01], [0x10, 0x02], [0xA2, 0x00, 0x00, 0x00, 0x03], [0x10, 0x2A]])
        file.offsetSize = 2
        file.referenceSize = 2
        file.topObject = 2
        #expect(try BinaryPropertyList.read(file.data, limits: ArchiveLimits()) == .array([.integer(1), .integer(42)]))
        file.offsetSize = 8
        file.referenceSize = 8
        file.objects[2] = [0xA1] + BinaryPlistFixtures.bigEndian(3, size: 8)
        #expect(try BinaryPropertyList.read(file.data, limits: ArchiveLimits()) == .array([.integer(42)]))
        file.offsetSize = 3
        file.referenceSize = 5
        file.objects[2] = [0xA1] + BinaryPlistFixtures.bigEndian(1, size: 5)
        #expect(try BinaryPropertyList.read(file.data, limits: ArchiveLimits()) == .array([.integer(2)]))
    }

    @Test func readsObjectsThatShareTheirBytes() throws {
        // Two offset table entries may point at the same bytes.
        var file = File([[0xA2, 1, 2], [0x10, 9]])
        file.offsets = [8, 11, 11]
        file.objectCount = 3
        #expect(try BinaryPropertyList.read(file.data, limits: ArchiveLimits()) == .array([.integer(9), .integer(9)]))
    }
}
