import Foundation

@testable import DocumentReading

/// Helpers for the binary property list tests.
enum BinaryPlistFixtures {
    /// Lays out a binary property list from raw object encodings, so tests can craft any file:
    /// objects follow the signature back to back (the first at byte 8), then the offset table
    /// and the trailer. Every trailer field can be overridden.
    struct File {
        var objects: [[UInt8]]
        var offsetSize = 1
        var referenceSize = 1
        var topObject: UInt64 = 0
        var objectCount: UInt64?
        var offsetTableStart: UInt64?
        /// Replaces the computed offsets.
        var offsets: [UInt64]?

        init(_ objects: [[UInt8]]) {
            self.objects = objects
        }

        /// The offset of object `index` in the laid-out file.
        func offset(of index: Int) -> Int {
            8 + objects[..<index].reduce(0) { $0 + $1.count }
        }

        var tableStart: Int { offset(of: objects.count) }

        var data: Data {
            var bytes = Array("bplist00".utf8)
            var computed: [UInt64] = []
            for object in objects {
                computed.append(UInt64(bytes.count))
                bytes += object
            }
            let table = bytes.count
            for offset in offsets ?? computed {
                bytes += bigEndian(offset, size: offsetSize)
            }
            bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
            bytes += bigEndian(objectCount ?? UInt64(objects.count), size: 8)
            bytes += bigEndian(topObject, size: 8)
            bytes += bigEndian(offsetTableStart ?? UInt64(table), size: 8)
            return Data(bytes)
        }
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// Reads a file made of `objects` whose top object is the first.
    static func read(_ objects: [[UInt8]], limits: ArchiveLimits = ArchiveLimits()) throws -> ArchiveValue {
        try BinaryPropertyList.read(File(objects).data, limits: limits)
    }

    /// The description of the `ArchiveError` reading `data` throws; see ``errorDescription(_:)``.
    static func error(reading data: Data, limits: ArchiveLimits = ArchiveLimits()) -> String {
        errorDescription { try BinaryPropertyList.read(data, limits: limits) }
    }

    static func error(reading objects: [[UInt8]], limits: ArchiveLimits = ArchiveLimits()) -> String {
        error(reading: File(objects).data, limits: limits)
    }

    /// An ASCII string object.
    static func ascii(_ string: String) -> [UInt8] {
        let bytes = Array(string.utf8)
        precondition(bytes.count < 15)
        return [0x50 | UInt8(bytes.count)] + bytes
    }

    /// An 8-byte real object.
    static func real(_ value: Double) -> [UInt8] {
        [0x23] + bigEndian(value.bitPattern, size: 8)
    }
}
