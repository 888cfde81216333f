import Foundation
import Testing

@testable import DocumentReading

/// Malformed files give exact errors that say where the problem is, and never trap.
@Suite struct BinaryPropertyListMalformedTests {
    typealias File = BinaryPlistFixtures.File

    func error(_ objects: [[UInt8]], limits: ArchiveLimits = ArchiveLimits()) -> String {
        BinaryPlistFixtures.error(reading: objects, limits: limits)
    }

    func error(_ file: File) -> String {
        BinaryPlistFixtures.error(reading: file.data)
    }

    @Test func rejectsAWrongSignatureOrATinyFile() {
        #expect(
            BinaryPlistFixtures.error(reading: Data("bplist01".utf8) + File([[0x09]]).data.dropFirst(8))
                == #"Malformed binary property list at byte 0: expected the signature "bplist00""#)
        #expect(
            BinaryPlistFixtures.error(reading: Data("bpl".utf8))
                == #"Malformed binary property list at byte 0: expected the signature "bplist00""#)
        #expect(
            BinaryPlistFixtures.error(reading: Data("bplist00".utf8) + Data(count: 10))
                == "Malformed binary property list at byte 18: "
                + "the file is 18 bytes long, too short for a binary property list (at least 41)")
    }

    /// `File([[0x09]])` is 42 bytes: the object at 8, the offset table at 9, the trailer at 10.
    @Test func rejectsBadTrailerFields() {
        var bytes = File([[0x09]]).data
        bytes[16] = 0
        #expect(
            BinaryPlistFixtures.error(reading: bytes)
                == "Malformed binary property list at byte 16: offset table entries are said to be 0 bytes long; expected 1 to 8"
        )
        bytes[16] = 9
        #expect(
            BinaryPlistFixtures.error(reading: bytes)
                == "Malformed binary property list at byte 16: offset table entries are said to be 9 bytes long; expected 1 to 8"
        )
        var file = File([[0x09]])
        file.referenceSize = 0
        #expect(
            error(file)
                == "Malformed binary property list at byte 17: object references are said to be 0 bytes long; expected 1 to 8"
        )
        file = File([[0x09]])
        file.offsetTableStart = 8
        #expect(
            error(file)
                == "Malformed binary property list at byte 34: "
                + "the offset table is said to start at byte 8; it must start between bytes 9 and 10")
        file.offsetTableStart = 11
        #expect(
            error(file)
                == "Malformed binary property list at byte 34: "
                + "the offset table is said to start at byte 11; it must start between bytes 9 and 10")
        file.offsetTableStart = UInt64.max
        #expect(
            error(file)
                == "Malformed binary property list at byte 34: "
                + "the offset table is said to start at byte 18446744073709551615; it must start between bytes 9 and 10"
        )
        file = File([[0x09]])
        file.objectCount = 0
        #expect(error(file) == "Malformed binary property list at byte 18: the file is said to have no objects")
        file.objectCount = 2
        #expect(
            error(file)
                == "Malformed binary property list at byte 18: "
                + "the file is said to have 2 objects, but its offset table has room for 1")
        file.objectCount = UInt64.max
        #expect(
            error(file)
                == "Malformed binary property list at byte 18: "
                + "the file is said to have 18446744073709551615 objects, but its offset table has room for 1")
        file = File([[0x09]])
        file.topObject = 1
        #expect(
            error(file)
                == "Malformed binary property list at byte 26: the top object is object 1, but the last object is 0")
    }

    @Test func rejectsOffsetsOutsideTheObjects() {
        var file = File([[0x09]])
        file.offsets = [9]
        #expect(
            error(file)
                == "Malformed binary property list at byte 9: object 0 is said to be at byte 9, outside the objects (bytes 8 to 8)"
        )
        file.offsets = [3]
        #expect(
            error(file)
                == "Malformed binary property list at byte 9: object 0 is said to be at byte 3, outside the objects (bytes 8 to 8)"
        )
        file = File([[0xA1, 1], [0x09]])
        file.offsetSize = 2
        file.offsets = [8, 0xFFFF]
        #expect(
            error(file)
                == "Malformed binary property list at byte 13: "
                + "object 1 is said to be at byte 65535, outside the objects (bytes 8 to 10)")
    }

    @Test func rejectsReferencesOutOfRange() {
        #expect(
            error([[0xA1, 5], [0x09]])
                == "Malformed binary property list at byte 9: a reference to object 5, but the last object is 1")
        #expect(
            error([[0xD1, 1, 7], [0x51, 0x61]])
                == "Malformed binary property list at byte 10: a reference to object 7, but the last object is 1")
    }

    @Test func rejectsUnknownMarkers() {
        #expect(
            error([[0x0F]])
                == "Malformed binary property list at byte 8: a fill byte (0x0F) where an object was expected")
        for marker: UInt8 in [0x01, 0x07, 0x0C, 0x70, 0x71, 0x90, 0xB0, 0xB1, 0xE0, 0xF0, 0xFF] {
            #expect(
                error([[marker, 0, 0, 0]])
                    == "Malformed binary property list at byte 8: unknown object marker \(hex(marker))")
        }
        #expect(
            error([[0x15, 0, 0]])
                == "Malformed binary property list at byte 8: integer marker 0x15; expected 0x10 to 0x14 (1 to 16 bytes)"
        )
        #expect(
            error([[0x21, 0, 0]]) == "Malformed binary property list at byte 8: real marker 0x21; expected 0x22 or 0x23"
        )
        #expect(
            error([[0x24, 0, 0]]) == "Malformed binary property list at byte 8: real marker 0x24; expected 0x22 or 0x23"
        )
        #expect(error([[0x30, 0, 0]]) == "Malformed binary property list at byte 8: date marker 0x30; expected 0x33")
    }

    private func hex(_ byte: UInt8) -> String {
        "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    @Test func rejectsObjectsThatRunPastTheObjects() {
        let end = "runs past the end of the objects at byte"
        #expect(error([[0x12, 0, 0]]) == "Malformed binary property list at byte 8: an integer of 4 bytes \(end) 11")
        #expect(error([[0x14, 0, 0]]) == "Malformed binary property list at byte 8: an integer of 16 bytes \(end) 11")
        #expect(error([[0x22, 0, 0]]) == "Malformed binary property list at byte 8: a 4-byte real \(end) 11")
        #expect(error([[0x23, 0, 0]]) == "Malformed binary property list at byte 8: an 8-byte real \(end) 11")
        #expect(error([[0x33, 0, 0]]) == "Malformed binary property list at byte 8: a date \(end) 11")
        #expect(error([[0x45, 1, 2]]) == "Malformed binary property list at byte 8: data of 5 bytes \(end) 11")
        #expect(
            error([[0x55, 0x61]]) == "Malformed binary property list at byte 8: an ASCII string of 5 bytes \(end) 10")
        #expect(
            error([[0x62, 0x00, 0x61]])
                == "Malformed binary property list at byte 8: a UTF-16 string of 2 characters \(end) 11")
        #expect(error([[0x83, 1, 2]]) == "Malformed binary property list at byte 8: a UID of 4 bytes \(end) 11")
        #expect(error([[0xA3, 0, 0]]) == "Malformed binary property list at byte 8: an array of 3 items \(end) 11")
        #expect(error([[0xC3, 0, 0]]) == "Malformed binary property list at byte 8: an array of 3 items \(end) 11")
        #expect(
            error([[0xD2, 0, 0, 0]]) == "Malformed binary property list at byte 8: a dictionary of 2 entries \(end) 12")
    }

    @Test func rejectsBadCounts() {
        let end = "runs past the end of the objects"
        #expect(error([[0x4F]]) == "Malformed binary property list at byte 8: a count \(end) at byte 9")
        #expect(
            error([[0x4F, 0x20, 0x00]])
                == "Malformed binary property list at byte 9: expected an integer count (marker 0x10 to 0x13), found 0x20"
        )
        #expect(
            error([[0x5F, 0x14] + [UInt8](repeating: 0, count: 16)])
                == "Malformed binary property list at byte 9: expected an integer count (marker 0x10 to 0x13), found 0x14"
        )
        #expect(
            error([[0x4F, 0x11, 0x00]])
                == "Malformed binary property list at byte 9: a count of 2 bytes \(end) at byte 11")
        #expect(
            error([[0x4F, 0x10, 0x20]])
                == "Malformed binary property list at byte 8: data of 32 bytes \(end) at byte 11")
        let maximum = [UInt8](repeating: 0xFF, count: 8)
        #expect(
            error([[0x4F, 0x13] + maximum])
                == "Malformed binary property list at byte 9: a count of 18446744073709551615 \(end)")
        let intMaximum = [0x7F] + [UInt8](repeating: 0xFF, count: 7)
        #expect(
            error([[0x4F, 0x13] + intMaximum])
                == "Malformed binary property list at byte 8: data of 9223372036854775807 bytes \(end) at byte 18")
        #expect(
            error([[0x6F, 0x13] + intMaximum])
                == "Malformed binary property list at byte 8: a UTF-16 string of 9223372036854775807 characters \(end)")
        #expect(
            error([[0xAF, 0x13] + intMaximum])
                == "Malformed binary property list at byte 8: an array of 9223372036854775807 items \(end) at byte 18")
        #expect(
            error([[0xDF, 0x13] + intMaximum])
                == "Malformed binary property list at byte 8: a dictionary of 9223372036854775807 entries \(end)")
    }

    @Test func rejectsObjectsThatContainThemselves() {
        #expect(error([[0xA1, 0]]) == "Malformed binary property list at byte 8: object 0 contains itself")
        // The array (object 0) holds a dictionary (object 1) whose value is the array.
        #expect(
            error([[0xA1, 1], [0xD1, 2, 0], BinaryPlistFixtures.ascii("k")])
                == "Malformed binary property list at byte 8: object 0 contains itself")
        // A set (object 1) inside itself, below the top object.
        #expect(
            error([[0xA1, 1], [0xC2, 2, 1], [0x09]])
                == "Malformed binary property list at byte 10: object 1 contains itself")
    }

    @Test func enforcesTheDepthLimit() throws {
        let nested: [[UInt8]] = [[0xA1, 1], [0xD1, 3, 2], [0xA0], BinaryPlistFixtures.ascii("k")]
        var limits = ArchiveLimits()
        limits.maximumDepth = 3
        #expect(try BinaryPlistFixtures.read(nested, limits: limits) == .array([.dictionary(["k": .array([])])]))
        limits.maximumDepth = 2
        #expect(
            error(nested, limits: limits)
                == "Nesting deeper than 2 levels at byte 13; raise ArchiveLimits.maximumDepth to accept it")
        limits.maximumDepth = 0
        #expect(try BinaryPlistFixtures.read([[0x09]], limits: limits) == .bool(true))
        #expect(
            error([[0xA0]], limits: limits)
                == "Nesting deeper than 0 levels at byte 8; raise ArchiveLimits.maximumDepth to accept it")
    }

    @Test func enforcesTheValueLimitOnExpandedObjects() throws {
        // 1 + 2 × (1 + 2) = 7 values.
        let shared: [[UInt8]] = [[0xA2, 1, 1], [0xA2, 2, 2], [0x09]]
        var limits = ArchiveLimits()
        limits.maximumValues = 7
        #expect(try BinaryPlistFixtures.read(shared, limits: limits).isArray)
        limits.maximumValues = 6
        #expect(
            error(shared, limits: limits)
                == "The archive stands for more than 6 values; raise ArchiveLimits.maximumValues to accept it")
    }

    @Test func enforcesTheSizeLimit() throws {
        let data = BinaryPlistFixtures.File([[0x09]]).data
        var limits = ArchiveLimits()
        limits.maximumBytes = 42
        #expect(try BinaryPropertyList.read(data, limits: limits) == .bool(true))
        limits.maximumBytes = 41
        #expect(
            BinaryPlistFixtures.error(reading: data, limits: limits)
                == "The archive is 42 bytes, more than the limit of 41; raise ArchiveLimits.maximumBytes to accept it")
    }

    /// 41 arrays, each holding the next one twice: 2^41 values in a file of under 200 bytes.
    @Test func stopsAnExponentialExpansion() {
        var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0xA0])
        var limits = ArchiveLimits()
        limits.maximumValues = 100_000
        #expect(
            error(objects, limits: limits)
                == "The archive stands for more than 100000 values; raise ArchiveLimits.maximumValues to accept it")
    }
}

extension ArchiveValue {
    fileprivate var isArray: Bool {
        if case .array = self { true } else { false }
    }
}
